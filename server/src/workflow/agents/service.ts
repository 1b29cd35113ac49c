import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { AgentRow, AgentSaveBody } from '../../../../contract/workflow-agents.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { paging } from '../task-lists/repo-common.js';
import { wfError } from '../messages.js';
import { idList } from '../caller.js';
import { activeUser } from '../support/repo-users.js';
import * as repo from './repo.js';

/** Only the owner of a row, or an admin, changes it. */
export function mayManage(user: CurrentUser, ownerId: string): void {
  if (ownerId !== user.id && !user.isAdmin) throw wfError(403, 'record.forbidden');
}

/**
 * Creates or updates an agent. The checks (users active, the old row's principal) and the write run
 * in one transaction, the old row locked, so a concurrent change cannot slip between check and write.
 */
export async function save(db: Database, user: CurrentUser, b: AgentSaveBody): Promise<AgentRow> {
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
    let id = b.id;
    if (id) {
      const old = await repo.principalOf(trx, id);
      if (old === undefined) throw wfError(404, 'record.notFound');
      mayManage(user, old);
      await repo.updateAgent(trx, id, values);
    } else {
      id = crypto.randomUUID();
      await repo.insertAgent(trx, id, values);
    }
    return (await repo.agentById(trx, id))!;
  });
}

/** isMgr: an admin sees everyone's agents; everyone else those they give or hold. */
export async function page(db: Database, user: CurrentUser, body: QueryBody, isMgr: boolean | undefined) {
  return repo.pageAgents(db, isMgr && user.isAdmin ? null : user.id, paging(body));
}

export async function get(db: Database, user: CurrentUser, id: string): Promise<AgentRow> {
  const r = await repo.agentById(db, id);
  if (!r) throw wfError(404, 'record.notFound');
  if (r.principalId !== user.id && r.agentId !== user.id && !user.isAdmin) throw wfError(403, 'record.forbidden');
  return r;
}

export async function remove(db: Database, user: CurrentUser, ids: string): Promise<number> {
  return repo.removeAgents(db, idList(ids), user.isAdmin ? null : user.id);
}
