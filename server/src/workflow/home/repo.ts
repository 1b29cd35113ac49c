import { sql } from 'kysely';
import type { QueryFilter } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { whereFromQuerys, type AllowList } from '../../db/filters.js';
import { COUNT_CAP, totalOf, type Paging } from '../task-lists/repo-common.js';
import { visibleTo } from '../task-lists/repo-instances.js';
import type { I18n } from '../tables.js';

/** Spec 02 §5: the flow search's columns; each request property is looked up here, nothing else is searchable. */
export const FLOW_SEARCH: AllowList = {
  SUBJECT_: { column: 'i.subject', ops: ['LIKE'] },
  ID_: { column: 'i.id', ops: ['LIKE'] },
  PROC_DEF_NAME_: { column: 'i.def_name', ops: ['LIKE'] },
  PROP1_: { column: 'i.prop1', ops: ['LIKE'] },
  aiSummaryResult: { column: 'i.ai_summary', ops: ['LIKE'] },
};

/** The delay counter's own filter: open tasks whose due time has passed. */
export const DUE_TIME: AllowList = { dueTime: { column: 't.due_time', kind: 'date' } };

/** The user's notices, unread first, newest first. */
export function noticeRows(db: Database, userId: string, p: Pick<Paging, 'pageSize' | 'offset'>) {
  return db
    .selectFrom('wf_notice as n')
    .innerJoin('wf_instance as i', 'i.id', 'n.inst_id')
    .leftJoin('uc_user as f', 'f.id', 'n.from_user_id')
    .select([
      'n.id',
      'n.inst_id',
      'n.kind',
      'n.node_id',
      'n.node_name',
      'n.opinion',
      'n.is_read',
      'n.create_time',
      'i.subject',
      'i.def_id',
      'i.def_name',
      'f.fullname',
    ])
    .where('n.to_user_id', '=', userId)
    .orderBy('n.is_read')
    .orderBy('n.create_time', 'desc')
    .limit(p.pageSize)
    .offset(p.offset)
    .execute();
}

/** The user's notices and unread ones, counted up to COUNT_CAP. */
export async function noticeCounts(db: Database, userId: string): Promise<{ total: number; unread: number }> {
  const counts = await sql<{ total: number; unread: number }>`
    select count(*)::int as total, count(*) filter (where is_read = 0)::int as unread
    from (select is_read from wf_notice where to_user_id = ${userId} limit ${COUNT_CAP}) capped
  `.execute(db);
  return { total: counts.rows[0]?.total ?? 0, unread: counts.rows[0]?.unread ?? 0 };
}

export interface SankeyRow {
  top_name: I18n | null;
  def_name: I18n;
  state: 'running' | 'end' | 'stopped';
  n: number;
}

/** The user's top-level requests counted by top category, flow and state. */
export async function sankeyRows(db: Database, userId: string): Promise<SankeyRow[]> {
  const rows = await sql<SankeyRow>`
    with recursive up(id, top_id) as (
      select id, id from wf_type where parent_id is null
      union all select t.id, up.top_id from wf_type t join up on t.parent_id = up.id
    )
    select tt.name as top_name, i.def_name, case when i.status = 'running' then 'running' when i.status = 'end' then 'end' else 'stopped' end as state, count(*)::int as n
    from wf_instance i
    left join up on up.id = i.type_id
    left join wf_type tt on tt.id = up.top_id
    where i.creator_id = ${userId} and i.parent_id is null
    group by tt.name, i.def_name, state
  `.execute(db);
  return rows.rows;
}

/** One page of the instances the user may see matching any of the search conditions, newest first. */
export async function searchInstances(db: Database, user: CurrentUser, querys: QueryFilter[], p: Paging) {
  const search = whereFromQuerys(FLOW_SEARCH, querys);
  const where = search
    ? sql<boolean>`i.parent_id is null and ${visibleTo(user)} and ${search}`
    : sql<boolean>`i.parent_id is null and ${visibleTo(user)}`;
  const rows = await db
    .selectFrom('wf_instance as i')
    .select(['i.id', 'i.subject', 'i.def_name', 'i.prop1', 'i.create_time', 'i.creator_name', 'i.ai_summary', 'i.ai_summaries'])
    .where(where)
    .orderBy('i.create_time', 'desc')
    .orderBy('i.id')
    .limit(p.pageSize + 1)
    .offset(p.offset)
    .execute();
  const page = rows.slice(0, p.pageSize);
  const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () =>
    db
      .selectFrom('wf_instance as i')
      .select(sql`1`.as('x'))
      .where(where),
  );
  return { rows: page, total };
}
