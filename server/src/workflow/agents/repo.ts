import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { iso, type Paging } from '../task-lists/repo-common.js';

const agentQuery = (db: Database) =>
  db
    .selectFrom('wf_agent as a')
    .innerJoin('uc_user as p', 'p.id', 'a.principal_id')
    .innerJoin('uc_user as g', 'g.id', 'a.agent_id')
    .select([
      'a.id',
      'a.principal_id',
      'a.agent_id',
      'a.def_keys',
      'a.start_time',
      'a.end_time',
      'a.enabled',
      'a.create_time',
      'p.fullname as principal_name',
      'g.fullname as agent_name',
    ]);

type AgentSelect = Awaited<ReturnType<ReturnType<typeof agentQuery>['execute']>>[number];
const agentRow = (r: AgentSelect) => ({
  id: r.id,
  principalId: r.principal_id,
  principalName: r.principal_name,
  agentId: r.agent_id,
  agentName: r.agent_name,
  defKeys: r.def_keys,
  startTime: iso(r.start_time)!,
  endTime: iso(r.end_time)!,
  enabled: r.enabled,
  createTime: iso(r.create_time)!,
});
export type AgentView = ReturnType<typeof agentRow>;

export interface AgentValues {
  principal_id: string;
  agent_id: string;
  /** JSON text of the definition keys */
  def_keys: string;
  start_time: Date;
  end_time: Date;
  enabled: boolean;
}

export async function agentById(db: Database, id: string): Promise<AgentView | undefined> {
  const r = await agentQuery(db).where('a.id', '=', id).executeTakeFirst();
  return r && agentRow(r);
}

/** The principal of an agent row, locked until the transaction ends (a save checks it, then writes). */
export async function principalOf(trx: Database, id: string): Promise<string | undefined> {
  return (await trx.selectFrom('wf_agent').select('principal_id').where('id', '=', id).forUpdate().executeTakeFirst())?.principal_id;
}

export async function updateAgent(trx: Database, id: string, values: AgentValues): Promise<void> {
  await trx.updateTable('wf_agent').set(values).where('id', '=', id).execute();
}

export async function insertAgent(trx: Database, id: string, values: AgentValues): Promise<void> {
  await trx
    .insertInto('wf_agent')
    .values({ id, ...values })
    .execute();
}

/** Everyone's agents (null), or those the user gives or holds. */
export async function pageAgents(db: Database, userId: string | null, p: Paging) {
  const where: Expression<SqlBool> =
    userId === null ? sql<boolean>`true` : sql<boolean>`(a.principal_id = ${userId} or a.agent_id = ${userId})`;
  const rows = await agentQuery(db).where(where).orderBy('a.create_time', 'desc').limit(p.pageSize).offset(p.offset).execute();
  const total = await db
    .selectFrom('wf_agent as a')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { rows: rows.map(agentRow), total: total.n, page: p.page, pageSize: p.pageSize };
}

/** Removes the given agent rows, only the principal's own unless principalId is null (an admin). */
export async function removeAgents(db: Database, ids: string[], principalId: string | null): Promise<number> {
  let q = db.deleteFrom('wf_agent').where('id', 'in', ids);
  if (principalId !== null) q = q.where('principal_id', '=', principalId);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}
