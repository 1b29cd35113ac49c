import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { iso } from '../task-lists/repo-common.js';
import { partyFields, type PartyNames, type PartyTable } from '../support/repo-owned.js';
import type { WfAgentTable } from '../tables.js';

const agentRow = (r: Selectable<WfAgentTable> & PartyNames) => ({
  ...partyFields(r, 'principal', 'agent'),
  startTime: iso(r.start_time)!,
  endTime: iso(r.end_time)!,
});

/** Agent rows belong to their principal and name the agent. */
export const AGENTS: PartyTable<Selectable<WfAgentTable>, ReturnType<typeof agentRow>> = {
  table: 'wf_agent',
  owner: 'principal_id',
  other: 'agent_id',
  view: agentRow,
};

export async function insertAgent(trx: Database, id: string, values: Omit<Insertable<WfAgentTable>, 'id'>): Promise<void> {
  await trx
    .insertInto('wf_agent')
    .values({ id, ...values })
    .execute();
}
