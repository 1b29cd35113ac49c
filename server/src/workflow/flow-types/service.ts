import crypto from 'node:crypto';
import type { SaveTypeBody } from '../../../../contract/workflow-flow-types.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { requireAdmin } from '../definitions/service.js';
import { wfError } from '../messages.js';
import { idList } from '../caller.js';
import * as repo from './repo.js';

export async function tree(db: Database, lang: Lang) {
  return repo.typeTree(db, lang);
}

/** Admin: creates or updates a type under a parent that exists (checked and written in one transaction). */
export async function save(db: Database, user: CurrentUser, b: SaveTypeBody): Promise<string> {
  requireAdmin(user);
  const id = b.id ?? crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    if (b.parentId && !(await repo.typeExists(trx, b.parentId))) throw wfError(400, 'deploy.typeUnknown');
    await repo.upsertType(trx, id, b.parentId ?? null, b.name, b.sort ?? 0);
  });
  return id;
}

/** Admin: removes types no definition uses (checked and removed in one transaction). */
export async function remove(db: Database, user: CurrentUser, ids: string): Promise<number> {
  requireAdmin(user);
  const list = idList(ids);
  return db.transaction().execute(async (trx) => {
    if (await repo.anyDefOfTypes(trx, list)) throw wfError(409, 'type.hasDefs');
    return repo.removeTypes(trx, list);
  });
}
