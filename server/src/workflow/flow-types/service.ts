import crypto from 'node:crypto';
import type { SaveTypeBody } from '../../../../contract/workflow-flow-types.js';
import type { Database } from '../../db/database.js';
import { wfError } from '../messages.js';
import { type Caller, requireAdmin } from '../caller.js';
import { idList } from '../../lib/ids.js';
import * as repo from './repo.js';

export async function tree(db: Database, c: Caller) {
  const { lang } = c;
  return repo.typeTree(db, lang);
}

/** Admin: creates or updates a type under a parent that exists (checked and written in one transaction). */
export async function save(db: Database, c: Caller, b: SaveTypeBody): Promise<string> {
  requireAdmin(c);
  const id = b.id ?? crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    if (b.parentId && !(await repo.typeExists(trx, b.parentId))) throw wfError(400, 'deploy.typeUnknown');
    await repo.upsertType(trx, id, b.parentId ?? null, b.name, b.sort ?? 0);
  });
  return id;
}

/** Admin: removes types no definition uses (checked and removed in one transaction). */
export async function remove(db: Database, c: Caller, ids: string): Promise<number> {
  requireAdmin(c);
  const list = idList(ids);
  return db.transaction().execute(async (trx) => {
    if (await repo.anyDefOfTypes(trx, list)) throw wfError(409, 'type.hasDefs');
    return repo.removeTypes(trx, list);
  });
}
