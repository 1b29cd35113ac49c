import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** An enabled large-screen layout by alias. */
export function layoutByAlias(db: Database, alias: string) {
  return db
    .selectFrom('portal_screen_layout')
    .select(['id', 'alias', 'name', 'name_i18n', 'design', 'roles', 'kind'])
    .where('alias', '=', alias)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** Inserts a layout unless its alias is taken (seeding). */
export async function insertLayoutIfAbsent(
  db: Database,
  row: { id: string; alias: string; name: string; nameI18n: Record<string, string>; design: unknown; kind?: 'screen' | 'dashboard' },
): Promise<void> {
  await db
    .insertInto('portal_screen_layout')
    .values({
      id: row.id,
      alias: row.alias,
      name: row.name,
      name_i18n: JSON.stringify(row.nameI18n),
      design: JSON.stringify(row.design),
      kind: row.kind ?? 'screen',
    })
    .onConflict((oc) => oc.column('alias').doNothing())
    .execute();
}

/** Whose rows a metric counts: everyone's (an administrator) or one user's. */
export interface Scope {
  all: boolean;
  userId: string;
}

type I18nName = Record<string, string>;

/** Open tasks, tasks completed today, running instances, instances ended in the last 30 days. */
export async function totals(db: Database, s: Scope) {
  const { rows } = await sql<{ todo: number; done_today: number; running: number; ended: number }>`
    select
      (select count(*)::int from wf_task t where t.status = 'todo' and (${s.all} or t.assignee_id = ${s.userId})) as todo,
      (select count(*)::int from wf_task t where t.complete_time >= date_trunc('day', now()) and t.is_start = false
        and (${s.all} or t.completed_by = ${s.userId} or t.assignee_id = ${s.userId})) as done_today,
      (select count(*)::int from wf_instance i where i.status = 'running' and i.parent_id is null
        and (${s.all} or i.creator_id = ${s.userId})) as running,
      (select count(*)::int from wf_instance i where i.end_time >= now() - interval '30 days' and i.parent_id is null
        and (${s.all} or i.creator_id = ${s.userId})) as ended
  `.execute(db);
  return rows[0];
}

/** Open tasks per flow, most first (at most 10 flows). */
export async function todoByFlow(db: Database, s: Scope) {
  const { rows } = await sql<{ def_key: string; def_name: I18nName; n: number }>`
    select t.def_key, (array_agg(t.def_name))[1] as def_name, count(*)::int as n
    from wf_task t
    where t.status = 'todo' and (${s.all} or t.assignee_id = ${s.userId})
    group by t.def_key order by n desc, t.def_key limit 10
  `.execute(db);
  return rows;
}

/** Requests started and ended per day over the last `days` days (days without any count as 0). */
export async function requestsPerDay(db: Database, s: Scope, days: number) {
  const { rows } = await sql<{ day: string; date: string; started: number; ended: number }>`
    with d as (select generate_series(current_date - ${days - 1}::int, current_date, interval '1 day')::date as day)
    select to_char(d.day, 'MM-DD') as day, to_char(d.day, 'YYYY-MM-DD') as date,
      (select count(*)::int from wf_instance i where i.create_time::date = d.day and i.parent_id is null
        and (${s.all} or i.creator_id = ${s.userId})) as started,
      (select count(*)::int from wf_instance i where i.end_time::date = d.day and i.parent_id is null
        and (${s.all} or i.creator_id = ${s.userId})) as ended
    from d order by d.day
  `.execute(db);
  return rows;
}

/** Tasks completed in the last 30 days per approver, most first (at most 10). */
export async function doneByApprover(db: Database, s: Scope) {
  const { rows } = await sql<{ fullname: string; pinyin: string; n: number }>`
    select u.fullname, u.pinyin, count(*)::int as n
    from wf_task t join uc_user u on u.id = coalesce(t.completed_by, t.assignee_id)
    where t.complete_time >= now() - interval '30 days' and t.is_start = false and t.status <> 'todo'
      and (${s.all} or t.creator_id = ${s.userId} or u.id = ${s.userId})
    group by u.id, u.fullname, u.pinyin order by n desc, u.fullname limit 10
  `.execute(db);
  return rows;
}

/** Top-level instances per status. */
export async function instancesByState(db: Database, s: Scope) {
  const { rows } = await sql<{ status: string; n: number }>`
    select i.status, count(*)::int as n from wf_instance i
    where i.parent_id is null and (${s.all} or i.creator_id = ${s.userId})
    group by i.status order by n desc, i.status
  `.execute(db);
  return rows;
}

/** The newest open tasks: flow, assignee and hours waiting (at most `limit`). */
export async function recentTasks(db: Database, s: Scope, limit: number) {
  const { rows } = await sql<{ def_name: I18nName; fullname: string | null; pinyin: string | null; hours: number }>`
    select t.def_name, u.fullname, u.pinyin, floor(extract(epoch from now() - t.create_time) / 3600)::int as hours
    from wf_task t left join uc_user u on u.id = t.assignee_id
    where t.status = 'todo' and (${s.all} or t.assignee_id = ${s.userId})
    order by t.create_time desc, t.id limit ${limit}
  `.execute(db);
  return rows;
}
