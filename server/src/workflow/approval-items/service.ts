import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { ApprovalItemSaveBody } from '../../../../contract/workflow-approval-items.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../caller.js';
import { paging } from '../../db/paging.js';
import { wfError } from '../messages.js';
import { removeMine, writeOwned } from '../support/owned.js';
import * as repo from './repo.js';

/** Saves a word: personal by default, shared (isPersonal false) by admins only. Answers its id. */
export async function save(db: Database, { user }: Caller, b: ApprovalItemSaveBody): Promise<string> {
  const personal = b.isPersonal !== false;
  if (!personal && !user.isAdmin) throw wfError(403, 'record.forbidden');
  const expression = b.expression.trim();
  const sort = b.sort ?? 0;
  // an update checks the owner and writes in one transaction
  return db.transaction().execute((trx) =>
    writeOwned(trx, user, repo.ITEMS, b.id, { expression, sort }, async () => {
      const created = crypto.randomUUID();
      await repo.insertItem(trx, created, personal ? user.id : null, expression, sort);
      return created;
    }),
  );
}

/** isPersonal: the caller's own words and the shared ones; otherwise the shared ones. */
export async function page(db: Database, { user }: Caller, body: QueryBody, isPersonal: boolean | undefined) {
  return repo.pageItems(db, isPersonal === true ? user.id : null, paging(body, 50));
}

export const remove = (db: Database, c: Caller, { ids }: { ids: string }): Promise<number> => removeMine(db, c.user, repo.ITEMS, ids);
