import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { AgentRow, AgentSaveBody } from '../../../../contract/workflow-agents.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../caller.js';
import { paging } from '../../db/paging.js';
import { wfError } from '../messages.js';
import { forParties, mayManage, removeMine, writeOwned } from '../support/owned.js';
import { pageParties, partyById } from '../support/repo-owned.js';
import { activeUser } from '../support/repo-users.js';
import * as repo from './repo.js';

/**
 * Creates or updates an agent. The checks (users active, the old row's principal) and the write run
 * in one transaction, the old row locked, so a concurrent change cannot slip between check and write.
 */
export async function save(db: Database, { user }: Caller, b: AgentSaveBody): Promise<AgentRow> {
  const principal = b.principalId ?? user.id;
  mayManage(user, principal);
  if (b.agentId === principal) throw wfError(400, 'task.agentSelf');
  const start = new Date(b.startTime);
  const end = new Date(b.endTime);
  return db.transaction().execute(async (trx) => {
    if (!(await activeUser(trx, b.agentId)) || !(await activeUser(trx, principal))) throw wfError(404, 'user.notFound');
    if (!(end > start)) throw wfError(400, 'agent.badPeriod');
    const values = {
      principal_id: principal,
      agent_id: b.agentId,
      def_keys: JSON.stringify(b.defKeys ?? []),
      start_time: start,
      end_time: end,
      enabled: b.enabled ?? true,
    };
    const id = await writeOwned(trx, user, repo.AGENTS, b.id, values, async () => {
      const created = crypto.randomUUID();
      await repo.insertAgent(trx, created, values);
      return created;
    });
    return (await partyById(trx, repo.AGENTS, id))!;
  });
}

/** isMgr: an admin sees everyone's agents (anyone else asking so is refused); without it, those the caller gives or holds. */
export async function page(db: Database, c: Caller, body: QueryBody, isMgr: boolean | undefined) {
  if (isMgr && !c.user.isAdmin) throw wfError(403, 'agent.everyoneAdminOnly');
  return pageParties(db, repo.AGENTS, isMgr ? null : c.user.id, paging(body));
}

export async function get(db: Database, c: Caller, { id }: { id: string }): Promise<AgentRow> {
  return forParties(c.user, await partyById(db, repo.AGENTS, id), (r) => [r.principalId, r.agentId]);
}

export const remove = (db: Database, c: Caller, { ids }: { ids: string }): Promise<number> => removeMine(db, c.user, repo.AGENTS, ids);
