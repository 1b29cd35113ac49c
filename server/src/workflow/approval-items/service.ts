import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { ApprovalItemSaveBody } from '../../../../contract/workflow-approval-items.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { paging } from '../task-lists/repo-common.js';
import { wfError } from '../messages.js';
import { idList } from '../caller.js';
import * as repo from './repo.js';

/** Saves a word: personal by default, shared (isPersonal false) by admins only. Answers its id. */
export async function save(db: Database, user: CurrentUser, b: ApprovalItemSaveBody): Promise<string> {
  const personal = b.isPersonal !== false;
  if (!personal && !user.isAdmin) throw wfError(403, 'record.forbidden');
  const expression = b.expression.trim();
  const sort = b.sort ?? 0;
  const { id } = b;
  if (id) {
    // check the owner and update in one transaction
    await db.transaction().execute(async (trx) => {
      const old = await repo.ownerOf(trx, id);
      if (!old) throw wfError(404, 'record.notFound');
      if (old.userId !== user.id && !user.isAdmin) throw wfError(403, 'record.forbidden');
      await repo.updateItem(trx, id, expression, sort);
    });
    return id;
  }
  const created = crypto.randomUUID();
  await repo.insertItem(db, created, personal ? user.id : null, expression, sort);
  return created;
}

/** isPersonal: the caller's own words and the shared ones; otherwise the shared ones. */
export async function page(db: Database, user: CurrentUser, body: QueryBody, isPersonal: boolean | undefined) {
  return repo.pageItems(db, isPersonal === true ? user.id : null, paging(body, 50));
}

export async function remove(db: Database, user: CurrentUser, ids: string): Promise<number> {
  return repo.removeItems(db, idList(ids), user.isAdmin ? null : user.id);
}
