import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { SecretaryRow, SecretarySaveBody } from '../../../../contract/workflow-secretaries.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../caller.js';
import { paging } from '../../db/paging.js';
import { wfError } from '../messages.js';
import { forParties, mayManage, removeMine, writeOwned } from '../support/owned.js';
import { pageParties, partyById } from '../support/repo-owned.js';
import { activeUser } from '../support/repo-users.js';
import * as repo from './repo.js';

/** Creates or updates a leader's secretary; checks and write in one transaction, the old row locked. */
export async function save(db: Database, { user }: Caller, b: SecretarySaveBody): Promise<SecretaryRow> {
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
    const id = await writeOwned(trx, user, repo.SECRETARIES, b.id, values, () => repo.upsertSecretary(trx, crypto.randomUUID(), values));
    return (await partyById(trx, repo.SECRETARIES, id))!;
  });
}

/** personal (the default): the pairs the caller is part of; personal=false: every pair, for admins only (others are refused). */
export async function page(db: Database, c: Caller, body: QueryBody, personal: boolean | undefined) {
  if (personal === false && !c.user.isAdmin) throw wfError(403, 'agent.everyoneAdminOnly');
  return pageParties(db, repo.SECRETARIES, personal === false ? null : c.user.id, paging(body));
}

export async function get(db: Database, c: Caller, { id }: { id: string }): Promise<SecretaryRow> {
  return forParties(c.user, await partyById(db, repo.SECRETARIES, id), (r) => [r.leaderId, r.secretaryId]);
}

export const remove = (db: Database, c: Caller, { ids }: { ids: string }): Promise<number> => removeMine(db, c.user, repo.SECRETARIES, ids);
