import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { orderFromSorters, whereFromQuerys, type AllowList } from '../../db/filters.js';
import type { TaskListBody, TaskRow } from '../../../../contract/workflow.js';
import { lockStatusOf } from '../tasks/actions.js';
import { nodeNamer } from '../definitions/names.js';
import { countTree, dropFilters, expandTypeFilters, flowColumns, iso, nameIn, withHotentNames, type SqlCondition } from './repo-common.js';
import { columns } from '../../db/filter-columns.js';
import { COUNT_CAP, paging, totalOf } from '../../db/paging.js';

export type TaskTabName = 'todo' | 'leaderTodo' | 'done' | 'leaderDone' | 'myDelegate' | 'agentAuto' | 'allOpen';

/** Filterable and sortable task properties (the portal's names and the Hotent column names). */
export const TASK_FILTERS: AllowList = {
  ...flowColumns('t'),
  ...withHotentNames({ ...columns('t', ['name', 'node_id']), procInstId: { column: 't.inst_id' } }),
  ...columns('t', ['complete_time'], { kind: 'date' }),
  ...columns('i', ['urgent_state'], { kind: 'number' }),
};

function secretaryOf(user: CurrentUser, column: string, leaderId?: string): SqlCondition {
  return sql<boolean>`exists (select 1 from wf_secretary s where s.secretary_id = ${user.id} and s.leader_id = ${sql.ref(column)} and s.enabled
    and (s.def_keys = '[]'::jsonb or s.def_keys ? t.def_key)) ${leaderId ? sql`and ${sql.ref(column)} = ${leaderId}` : sql``}`;
}

/** The rows of a tab, before filters: todo and done use the (assignee|completed_by, status, time) indexes. */
function tabCondition(tab: TaskTabName, user: CurrentUser, leaderId?: string): { where: SqlCondition; order: 'create' | 'complete' } {
  switch (tab) {
    case 'todo':
      return { where: sql<boolean>`t.assignee_id = ${user.id} and t.status = 'todo'`, order: 'create' };
    case 'leaderTodo':
      return { where: sql<boolean>`t.status = 'todo' and ${secretaryOf(user, 't.assignee_id', leaderId)}`, order: 'create' };
    case 'done':
      // a transfer's trace (issue 29.6) is the transferrer's own closed row
      return { where: sql<boolean>`t.completed_by = ${user.id} and t.status in ('done', 'transferred')`, order: 'complete' };
    case 'leaderDone':
      // the leader's handled tasks, whether the leader or a secretary completed them
      return { where: sql<boolean>`t.status = 'done' and ${secretaryOf(user, 't.assignee_id', leaderId)}`, order: 'complete' };
    case 'myDelegate':
      return { where: sql<boolean>`t.owner_id = ${user.id} and t.assignee_id <> ${user.id} and t.status = 'todo'`, order: 'create' };
    case 'allOpen':
      // administrators' view of every open task (its callers check the admin right)
      return { where: sql<boolean>`t.status = 'todo'`, order: 'create' };
    case 'agentAuto':
      return {
        where: sql<boolean>`t.assignee_id = ${user.id} and t.owner_id is not null and t.owner_id <> ${user.id} and t.status = 'todo'`,
        order: 'create',
      };
  }
}

function baseQuery(db: Database) {
  return db.selectFrom('wf_task as t').innerJoin('wf_instance as i', 'i.id', 't.inst_id');
}

/** Whether filters or sorters reach instance columns (only then does the page query join instances). */
function needsInstance(allow: AllowList, names: string[]): boolean {
  return names.some((n) => Object.prototype.hasOwnProperty.call(allow, n) && allow[n].column.startsWith('i.'));
}

export async function listTasks(
  db: Database,
  user: CurrentUser,
  lang: Lang,
  tab: TaskTabName,
  body: TaskListBody | undefined,
  serverFilters?: AllowList,
) {
  const p = paging(body);
  const allow = serverFilters ? { ...TASK_FILTERS, ...serverFilters } : TASK_FILTERS;
  const { where, order } = tabCondition(tab, user, body?.leaderId);
  // serverFilters: columns only the server's own callers may filter on (never from a request body's allow list)
  const querys = await expandTypeFilters(db, body?.querys);
  const filter = whereFromQuerys(allow, querys);
  const sorterList = body?.sorters ?? body?.sorter;
  const conditions = filter ? sql<boolean>`${where} and ${filter}` : where;
  const joinInstance = needsInstance(allow, [...querys.map((q) => q.property), ...(sorterList ?? []).map((s) => s.property)]);
  // One statement: the page is chosen on wf_task alone (read off the index in order), then only
  // those rows are joined; the capped total rides along. One round trip per list call.
  const from = joinInstance ? sql`wf_task t join wf_instance i on i.id = t.inst_id` : sql`wf_task t`;
  const time = order === 'create' ? sql`t.create_time` : sql`t.complete_time`;
  const orderBy = sql.join([...orderFromSorters(allow, sorterList), sql`${time} desc`, sql`t.id desc`]);
  const totalSql = p.countTotal
    ? sql`(select count(*)::int from (select 1 from ${from} where ${conditions} limit ${COUNT_CAP}) capped)`
    : sql`null::int`;
  const result = await sql<Joined & { page_total: number | null }>`
    with ids as (select array(select t.id from ${from} where ${conditions} order by ${orderBy} limit ${p.pageSize + 1} offset ${p.offset}) as a)
    select t.*, i.prop1, i.ai_summary, i.ai_summaries, i.status as inst_status, i.is_hang_up, i.urgent_state, ua.fullname as assignee_name, uo.fullname as owner_name,
      ut.fullname as transferred_name, ${totalSql} as page_total
    from unnest((select a from ids)) with ordinality as p(id, ord)
    join wf_task t on t.id = p.id
    join wf_instance i on i.id = t.inst_id
    left join uc_user ua on ua.id = t.assignee_id
    left join uc_user uo on uo.id = t.owner_id
    left join uc_user ut on ut.id = t.transferred_to
    order by p.ord
  `.execute(db);
  const more = result.rows.length > p.pageSize;
  const page = result.rows.slice(0, p.pageSize);
  const counted = result.rows[0]?.page_total;
  const total = counted ?? (await totalOf(db, p, page.length, more, () => sql`select 1 from ${from} where ${conditions}`));
  return { rows: (await inReaderLanguage(db, page, lang)).map((r) => taskRow(r, user, lang)), total, page: p.page, pageSize: p.pageSize };
}

/** Task rows with their node names in the reader's language (t.name is the name at creation). */
async function inReaderLanguage<R extends { def_id: string; node_id: string; name: string }>(
  db: Database,
  rows: R[],
  lang: Lang,
): Promise<R[]> {
  const name = await nodeNamer(
    db,
    rows.map((r) => r.def_id),
    lang,
  );
  return rows.map((r) => ({ ...r, name: name(r.def_id, r.node_id, r.name) }));
}

type Joined = Awaited<ReturnType<ReturnType<typeof rowQuery>['execute']>>[number];
function rowQuery(db: Database) {
  return baseQuery(db)
    .leftJoin('uc_user as ua', 'ua.id', 't.assignee_id')
    .leftJoin('uc_user as uo', 'uo.id', 't.owner_id')
    .leftJoin('uc_user as ut', 'ut.id', 't.transferred_to')
    .selectAll('t')
    .select([
      'i.prop1',
      'i.ai_summary',
      'i.ai_summaries',
      'i.status as inst_status',
      'i.is_hang_up',
      'i.urgent_state',
      'ua.fullname as assignee_name',
      'uo.fullname as owner_name',
      'ut.fullname as transferred_name',
    ]);
}

/**
 * What an open task waits for: on hold, the initiator's resubmission (the start task of a request returned or
 * revoked to its start says so, not "awaiting approval"), else an approval.
 */
function openStatus(r: Pick<Joined, 'is_hang_up' | 'is_start' | 'inst_status'>): TaskRow['nodeStatus'] {
  if (r.is_hang_up) return 'hangUp';
  if (r.is_start && (r.inst_status === 'backToStart' || r.inst_status === 'revoker_to_start')) return r.inst_status;
  return 'awaiting_check';
}

/** One task row in the contract's shape (TaskRow). */
export function taskRow(r: Joined, user: CurrentUser, lang: Lang, access: Parameters<typeof lockStatusOf>[2] = null): TaskRow {
  const nodeStatus = r.status === 'todo' ? openStatus(r) : ((r.action as TaskRow['nodeStatus'] | null) ?? 'agree');
  return {
    id: r.id,
    name: r.name,
    nodeId: r.node_id,
    subject: r.subject,
    procInstId: r.inst_id,
    procDefId: r.def_id,
    procDefKey: r.def_key,
    procDefName: nameIn(r.def_name, lang),
    typeId: r.type_id,
    prop1: r.prop1,
    aiSummaryResult: r.ai_summaries?.[lang] || r.ai_summary,
    creatorId: r.creator_id,
    creator: r.creator_name,
    assigneeId: r.candidate && !r.lock_user_id ? null : r.assignee_id,
    assigneeName: r.candidate && !r.lock_user_id ? null : r.assignee_name,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    status: r.status,
    nodeStatus: r.status === 'canceled' ? 'skip' : nodeStatus,
    lockStatus: lockStatusOf(r, user, access) as TaskRow['lockStatus'],
    urgentState: r.urgent_state,
    isRead: r.is_read,
    signType: (r.sign_type as TaskRow['signType']) ?? null,
    createTime: iso(r.create_time)!,
    completeTime: iso(r.complete_time),
    instStatus: r.inst_status,
    isHangUp: r.is_hang_up,
    ...(r.status === 'transferred' ? { transferredTo: r.transferred_name ?? r.transferred_to } : {}),
  };
}

export async function taskRowById(
  db: Database,
  user: CurrentUser,
  lang: Lang,
  taskId: string,
  access: Parameters<typeof lockStatusOf>[2] = null,
): Promise<TaskRow | null> {
  const r = await rowQuery(db).where('t.id', '=', taskId).executeTakeFirst();
  return r ? taskRow((await inReaderLanguage(db, [r], lang))[0], user, lang, access) : null;
}

export async function openTasksOf(db: Database, user: CurrentUser, lang: Lang, instId: string): Promise<TaskRow[]> {
  const rows = await rowQuery(db).where('t.inst_id', '=', instId).where('t.status', '=', 'todo').orderBy('t.create_time').execute();
  return (await inReaderLanguage(db, rows, lang)).map((r) => taskRow(r, user, lang));
}

/** Counts per category of a task tab (category filters dropped: the tree shows every category's count). */
export async function taskTypeTree(db: Database, user: CurrentUser, lang: Lang, tab: TaskTabName, body: TaskListBody | undefined) {
  const { where } = tabCondition(tab, user, body?.leaderId);
  const filter = whereFromQuerys(TASK_FILTERS, dropFilters(body?.querys, new Set(['typeId', 'TYPE_ID_', 'type_id_'])));
  const querys = dropFilters(body?.querys, new Set(['typeId', 'TYPE_ID_', 'type_id_']));
  const from = needsInstance(
    TASK_FILTERS,
    querys.map((q) => q.property),
  )
    ? sql`wf_task t join wf_instance i on i.id = t.inst_id`
    : sql`wf_task t`;
  const rows = (
    await sql<{
      type_id: string | null;
      n: number;
    }>`select t.type_id, count(*)::int as n from ${from} where ${filter ? sql`${where} and ${filter}` : where} group by t.type_id`.execute(
      db,
    )
  ).rows;
  return countTree(db, lang, new Map(rows.map((r) => [r.type_id, r.n])));
}
