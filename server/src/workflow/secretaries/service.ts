import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { SecretaryRow, SecretarySaveBody } from '../../../../contract/workflow-secretaries.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { mayManage } from '../agents/service.js';
import { paging } from '../task-lists/repo-common.js';
import { wfError } from '../messages.js';
import { idList } from '../caller.js';
import { activeUser } from '../support/repo-users.js';
import * as repo from './repo.js';

/** Creates or updates a leader's secretary; checks and write in one transaction, the old row locked. */
export async function save(db: Database, user: CurrentUser, b: SecretarySaveBody): Promise<SecretaryRow> {
  const leader = b.leaderId ?? user.id;
  mayManage(user, leader);
  if (b.secretaryId === leader) throw wfError(400, 'task.agentSelf');
  return db.transaction().execute(async (trx) => {
    if (!(await activeUser(trx, b.secretaryId))) throw wfError(404, 'user.notFound');
    const values = {
      leader_id: leader,
      secretary_id: b.secretaryId,
      def_keys: JSON.stringify(b.defKeys ?? []),
      enabled: b.enabled ?? true,
    };
    let id = b.id;
    if (id) {
      const old = await repo.leaderOf(trx, id);
      if (old === undefined) throw wfError(404, 'record.notFound');
      mayManage(user, old);
      await repo.updateSecretary(trx, id, values);
    } else {
      id = await repo.upsertSecretary(trx, crypto.randomUUID(), values);
    }
    return (await repo.secretaryById(trx, id))!;
  });
}

/** personal (the default, and always for non-admins): the pairs the caller is part of. */
export async function page(db: Database, user: CurrentUser, body: QueryBody, personal: boolean | undefined) {
  const mine = personal !== false || !user.isAdmin;
  return repo.pageSecretaries(db, mine ? user.id : null, paging(body));
}

export async function get(db: Database, user: CurrentUser, id: string): Promise<SecretaryRow> {
  const r = await repo.secretaryById(db, id);
  if (!r) throw wfError(404, 'record.notFound');
  if (r.leaderId !== user.id && r.secretaryId !== user.id && !user.isAdmin) throw wfError(403, 'record.forbidden');
  return r;
}

export async function remove(db: Database, user: CurrentUser, ids: string): Promise<number> {
  return repo.removeSecretaries(db, idList(ids), user.isAdmin ? null : user.id);
}
