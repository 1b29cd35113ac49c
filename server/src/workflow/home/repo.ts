import { sql } from 'kysely';
import type { QueryFilter } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { whereFromQuerys, type AllowList } from '../../db/filters.js';
import { pageRows, type Paging } from '../../db/paging.js';
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

export interface SankeyRow {
  top_name: I18n | null;
  def_name: I18n;
  /** the instance's status, one of INSTANCE_STATES, else 'other' */
  state: string;
  n: number;
}

/** The user's top-level requests counted by top category, flow and state. */
export async function sankeyRows(db: Database, userId: string): Promise<SankeyRow[]> {
  const rows = await sql<SankeyRow>`
    with recursive up(id, top_id) as (
      select id, id from wf_type where parent_id is null
      union all select t.id, up.top_id from wf_type t join up on t.parent_id = up.id
    )
    select tt.name as top_name, i.def_name, case when i.status in ('running', 'end', 'manual_end', 'draft', 'canceled') then i.status else 'other' end as state, count(*)::int as n
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
  const scoped = db
    .selectFrom('wf_instance as i')
    .where(
      search
        ? sql<boolean>`i.parent_id is null and ${visibleTo(user)} and ${search}`
        : sql<boolean>`i.parent_id is null and ${visibleTo(user)}`,
    );
  const ordered = scoped
    .select(['i.id', 'i.subject', 'i.def_name', 'i.prop1', 'i.create_time', 'i.creator_name', 'i.ai_summary', 'i.ai_summaries'])
    .orderBy('i.create_time', 'desc')
    .orderBy('i.id');
  return pageRows(db, p, ordered, () => scoped.select(sql`1`.as('x')));
}
