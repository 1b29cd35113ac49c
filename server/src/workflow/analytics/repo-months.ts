import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { BUCKETS } from './histogram.js';

/**
 * Monthly rollups and the open-task counts (migration 1040). A month is sealed once it is over: its
 * day rows no longer change (a completed task or an ended instance counts on today's row), so the
 * month rows are their sum, written once by the analytics-rollup job. A period reads its whole
 * sealed months from the month tables and its partial first and last months from the day tables.
 */

const DAY_MS = 86_400_000;
const H = Array.from({ length: BUCKETS }, (_, i) => `h${String(i).padStart(2, '0')}`);

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const d = new Date(utc(monthStart(day)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d.getTime());
};
const addDays = (day: string, n: number) => iso(utc(day) + n * DAY_MS);

/** The last day of the last month that may be sealed on `today`: a month is sealed from its second next day on. */
export function sealableThrough(today: string): string {
  return addDays(monthStart(addDays(today, -1)), -1);
}

/** How a period is read: whole sealed months [first month, last month], and the days around them. */
export interface PeriodPlan {
  months: [string, string] | null;
  days: Array<[string, string]>;
}

/** The plan of [from, to] when the months through `through` (a month's last day, or null) are sealed. */
export function planPeriod(from: string, to: string, through: string | null): PeriodPlan {
  const first = from === monthStart(from) ? from : nextMonth(from);
  const limit = through && through < to ? through : to;
  let last: string | null = null;
  for (let m = first; addDays(nextMonth(m), -1) <= limit && through !== null; m = nextMonth(m)) last = m;
  if (!last) return { months: null, days: [[from, to]] };
  const days: Array<[string, string]> = [];
  if (from < first) days.push([from, addDays(first, -1)]);
  const end = addDays(nextMonth(last), -1);
  if (end < to) days.push([addDays(end, 1), to]);
  return { months: [first, last], days };
}

export async function sealedThrough(db: Database, defKey: string): Promise<string | null> {
  const row = await sql<{ through: string }>`
    select to_char(through, 'YYYY-MM-DD') as through from analytics_sealed where def_key = ${defKey}`.execute(db);
  return row.rows[0]?.through ?? null;
}

/**
 * Seals the months of a key up to `through` that are not yet (adds their day rows up into the month
 * tables). Runs in the caller's transaction under the key's exclusive lock (rebuild, or the job).
 */
export async function sealMonths(trx: Database, defKey: string, through: string): Promise<void> {
  const since = (await sealedThrough(trx, defKey)) ?? '0001-01-01';
  if (since >= through) return;
  await sql`
    insert into analytics_def_month (def_key, def_id, month, started, ended)
    select def_key, def_id, date_trunc('month', day)::date, sum(started)::int, sum(ended)::int from analytics_def_day
    where def_key = ${defKey} and day > ${since}::date and day <= ${through}::date group by 1, 2, 3`.execute(trx);
  for (const [day, month, key] of [
    ['analytics_node_day', 'analytics_node_month', 'node_id'],
    ['analytics_user_day', 'analytics_user_month', 'user_id'],
  ] as const)
    await sql`
      insert into ${sql.table(month)} (def_key, def_id, month, ${sql.ref(key)}, done, sum_ms, overdue, ${sql.raw(H.join(', '))})
      select def_key, def_id, date_trunc('month', day)::date, ${sql.ref(key)}, sum(done)::int, sum(sum_ms)::bigint, sum(overdue)::int,
        ${sql.raw(H.map((c) => `sum(${c})::int`).join(', '))}
      from ${sql.table(day)} where def_key = ${defKey} and day > ${since}::date and day <= ${through}::date group by 1, 2, 3, 4`.execute(
      trx,
    );
  await sql`insert into analytics_sealed (def_key, through) values (${defKey}, ${through}::date)
    on conflict (def_key) do update set through = excluded.through`.execute(trx);
}

/** Forgets a key's month rows (a rebuild writes its day rows again, then seals anew). */
export async function dropMonths(trx: Database, defKey: string): Promise<void> {
  for (const table of ['analytics_def_month', 'analytics_node_month', 'analytics_user_month', 'analytics_sealed'])
    await sql`delete from ${sql.table(table)} where def_key = ${defKey}`.execute(trx);
}

/**
 * Folds a key's open-task count rows into one row per group (the triggers append signed rows).
 * Rows appended meanwhile by other transactions are not seen by the delete and stay as they are.
 */
export async function compactOpen(trx: Database, defKey: string): Promise<void> {
  await sql`
    with gone as (delete from analytics_open where def_key = ${defKey} returning def_key, def_id, node_id, due_bin, n)
    insert into analytics_open (def_key, def_id, node_id, due_bin, n)
    select def_key, def_id, node_id, due_bin, sum(n)::int from gone group by 1, 2, 3, 4 having sum(n) <> 0`.execute(trx);
}

/**
 * Open tasks per node now and those past their due time: the kept counts (whole due days in the
 * past are overdue) and, for today's due day, the open tasks already past due counted live. `rows`
 * is how many count rows were read (more rows than groups: the job should fold them).
 */
export async function openByNode(db: Database, defKey: string, defId?: string) {
  const version = defId ? sql`and def_id = ${defId}` : sql``;
  const kept = await sql<{ node_id: string; open: number; overdue: number; rows: number; groups: number }>`
    select node_id, sum(n)::int as open,
      coalesce(sum(n) filter (where due_bin + interval '1 day' <= now()), 0)::int as overdue,
      count(*)::int as rows, count(distinct (def_id, due_bin))::int as groups
    from analytics_open where def_key = ${defKey} ${version} group by node_id`.execute(db);
  const live = await sql<{ node_id: string; n: number }>`
    select node_id, count(*)::int as n from wf_task
    where def_key = ${defKey} and status = 'todo' and not is_start ${version}
      and due_time >= date_bin('1 day', now(), timestamptz '2000-01-01 00:00:00+00') and due_time < now()
    group by node_id`.execute(db);
  const today = new Map(live.rows.map((r) => [r.node_id, r.n]));
  return kept.rows
    .filter((r) => r.open !== 0 || today.has(r.node_id))
    .map((r) => ({ node_id: r.node_id, open: r.open, overdue: r.overdue + (today.get(r.node_id) ?? 0), loose: r.rows - r.groups }));
}

/** Counts a key's open tasks again from wf_task (a rebuild): one statement, so one snapshot for the delete and the count. */
export async function recountOpen(trx: Database, defKey: string): Promise<void> {
  await sql`
    with gone as (delete from analytics_open where def_key = ${defKey})
    insert into analytics_open (def_key, def_id, node_id, due_bin, n)
    select def_key, def_id, node_id, date_bin('1 day', due_time, timestamptz '2000-01-01 00:00:00+00'), count(*)::int
    from wf_task where def_key = ${defKey} and status = 'todo' and not is_start group by 1, 2, 3, 4`.execute(trx);
}
