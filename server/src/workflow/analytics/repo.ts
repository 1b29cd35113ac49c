import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { BUCKET_SQL, BUCKETS } from './histogram.js';
import type { RollupDeltas } from './collect.js';
import type { PeriodPlan } from './repo-months.js';

/** The SQL of process analytics: rollup upserts, rebuilds and the reads of a summary (rollups only). */

const lockKey = (defKey: string) => sql`hashtext(${'analytics:' + defKey})`;

/** The histogram's columns h00..h39 (fixed names: no text from a request reaches these). */
const H = Array.from({ length: BUCKETS }, (_, i) => `h${String(i).padStart(2, '0')}`);
const hList = (f: (col: string, i: number) => string) => sql.raw(H.map(f).join(', '));

/**
 * Adds an action's deltas to the rollups, one upsert per affected row, in the action's
 * transaction. A shared lock per definition key lets actions run side by side while a rebuild
 * of that key (exclusive) waits for them, or they for it.
 */
export async function writeRollups(trx: Database, d: RollupDeltas): Promise<void> {
  if (!d.defKeys.length) return;
  await sql`select pg_advisory_xact_lock_shared(hashtext('analytics:' || k)) from unnest(${d.defKeys}::text[]) as k order by k`.execute(
    trx,
  );
  if (d.defs.length)
    await sql`
      insert into analytics_def_day as t (def_key, def_id, day, started, ended, completed)
      select def_key, def_id, day, started, ended, completed
      from jsonb_to_recordset(${JSON.stringify(d.defs.map((r) => ({ def_key: r.defKey, def_id: r.defId, day: r.day, started: r.started, ended: r.ended, completed: r.completed })))}::jsonb)
        as x(def_key text, def_id text, day date, started int, ended int, completed int)
      on conflict (def_key, day, def_id) do update set
        started = t.started + excluded.started, ended = t.ended + excluded.ended, completed = t.completed + excluded.completed`.execute(
      trx,
    );
  for (const [table, rows, key] of [
    ['analytics_node_day', d.nodes, 'node_id'],
    ['analytics_user_day', d.users, 'user_id'],
  ] as const) {
    if (!rows.length) continue;
    const json = JSON.stringify(
      rows.map((r) => ({
        def_key: r.defKey,
        def_id: r.defId,
        day: r.day,
        k: r.key,
        done: r.done,
        sum_ms: r.sumMs,
        overdue: r.overdue,
        hist: r.hist,
      })),
    );
    await sql`
      insert into ${sql.table(table)} as t (def_key, def_id, day, ${sql.ref(key)}, done, sum_ms, overdue, ${hList((c) => c)})
      select def_key, def_id, day, k, done, sum_ms, overdue, ${hList((_, i) => `hist[${i + 1}]`)}
      from jsonb_to_recordset(${json}::jsonb) as x(def_key text, def_id text, day date, k text, done int, sum_ms bigint, overdue int, hist int[])
      on conflict (def_key, day, ${sql.ref(key)}, def_id) do update set
        done = t.done + excluded.done, sum_ms = t.sum_ms + excluded.sum_ms, overdue = t.overdue + excluded.overdue,
        ${hList((c) => `${c} = t.${c} + excluded.${c}`)}`.execute(trx);
  }
}

/** A key's exclusive lock (rebuild, months sealed): actions writing rollups of the key wait, or it for them. */
export async function lockKeyExclusive(trx: Database, defKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lockKey(defKey)})`.execute(trx);
}

/** The definition keys that have instances or rollups (what a rebuild of everything covers). */
export async function rollupKeys(db: Database): Promise<string[]> {
  const rows = await sql<{ def_key: string }>`
    select def_key from wf_def union select def_key from analytics_def_day order by 1`.execute(db);
  return rows.rows.map((r) => r.def_key);
}

/**
 * Rebuilds one definition key's rollups from its instances and completed tasks (a full read of
 * that key's rows: for jobs, never for a view), under the key's exclusive lock.
 */
export async function rebuildRollups(trx: Database, defKey: string, timeZone: string): Promise<void> {
  await lockKeyExclusive(trx, defKey);
  for (const table of ['analytics_def_day', 'analytics_node_day', 'analytics_user_day'])
    await sql`delete from ${sql.table(table)} where def_key = ${defKey}`.execute(trx);
  await sql`
    insert into analytics_def_day (def_key, def_id, day, started, ended, completed)
    select ${defKey}, def_id, day, sum(s)::int, sum(e)::int, sum(c)::int from (
      select def_id, (create_time at time zone ${timeZone})::date as day, 1 as s, 0 as e, 0 as c from wf_instance where def_key = ${defKey}
      union all
      select def_id, (end_time at time zone ${timeZone})::date, 0, 1, 0 from wf_instance
        where def_key = ${defKey} and status in ('end', 'manual_end') and end_time is not null
      union all
      select def_id, (complete_time at time zone ${timeZone})::date, 0, 0, 1 from wf_task
        where def_key = ${defKey} and status = 'done' and not is_start and complete_time is not null
    ) x group by def_id, day`.execute(trx);
  for (const [table, key, col] of [
    ['analytics_node_day', 'node_id', 'node_id'],
    ['analytics_user_day', 'user_id', 'completed_by'],
  ] as const) {
    await sql`
      with t as (
        select def_id, (complete_time at time zone ${timeZone})::date as day, ${sql.ref(col)} as k,
               greatest(0, extract(epoch from date_trunc('milliseconds', complete_time) - date_trunc('milliseconds', create_time)) * 1000)::bigint as ms,
               (due_time is not null and date_trunc('milliseconds', complete_time) > date_trunc('milliseconds', due_time)) as late
        from wf_task
        where def_key = ${defKey} and status = 'done' and not is_start and complete_time is not null and ${sql.ref(col)} is not null
      ), b as (
        select def_id, day, k, ${sql.raw(BUCKET_SQL('ms'))} as b, count(*)::int as n, sum(ms)::bigint as s, (count(*) filter (where late))::int as o
        from t group by 1, 2, 3, 4
      )
      insert into ${sql.table(table)} (def_key, def_id, day, ${sql.ref(key)}, done, sum_ms, overdue, ${hList((c) => c)})
      select ${defKey}, def_id, day, k, sum(n)::int, sum(s)::bigint, sum(o)::int, ${hList((_, i) => `coalesce(sum(n) filter (where b = ${i}), 0)::int`)}
      from b group by def_id, day, k`.execute(trx);
  }
}

export interface Period {
  defKey: string;
  defId?: string;
  from: string;
  to: string;
  /** how the period is read (repo-months.ts planPeriod) */
  plan: PeriodPlan;
}

const versionFilter = (defId?: string) => (defId ? sql`and def_id = ${defId}` : sql``);

/** The rows of a period: its sealed months from the month table, its other days from the day table. */
function periodRows(p: Period, kind: 'def' | 'node' | 'user', columns: RawBuilder<unknown>) {
  const parts: RawBuilder<unknown>[] = [];
  if (p.plan.months)
    parts.push(sql`select ${columns} from ${sql.table(`analytics_${kind}_month`)}
      where def_key = ${p.defKey} and month between ${p.plan.months[0]}::date and ${p.plan.months[1]}::date ${versionFilter(p.defId)}`);
  for (const [from, to] of p.plan.days)
    parts.push(sql`select ${columns} from ${sql.table(`analytics_${kind}_day`)}
      where def_key = ${p.defKey} and day between ${from}::date and ${to}::date ${versionFilter(p.defId)}`);
  return parts.length ? sql.join(parts, sql` union all `) : sql`select ${columns} from ${sql.table(`analytics_${kind}_day`)} where false`;
}

/** Started and ended per day of the period (day rows: the series), and all started / ended until now (running = the difference). */
export async function defDays(db: Database, p: Period, through: string | null) {
  const days = await sql<{ day: string; started: number; ended: number; completed: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, sum(started)::int as started, sum(ended)::int as ended, sum(completed)::int as completed
    from analytics_def_day where def_key = ${p.defKey} and day between ${p.from}::date and ${p.to}::date ${versionFilter(p.defId)}
    group by day order by day`.execute(db);
  const all = await sql<{ started: number; ended: number }>`
    select coalesce(sum(started), 0)::int as started, coalesce(sum(ended), 0)::int as ended from (
      select started, ended from analytics_def_month where def_key = ${p.defKey} ${versionFilter(p.defId)}
      union all
      select started, ended from analytics_def_day where def_key = ${p.defKey} and day > ${through ?? '0001-01-01'}::date ${versionFilter(p.defId)}
    ) x`.execute(db);
  return { days: days.rows, total: all.rows[0] ?? { started: 0, ended: 0 } };
}

export interface TaskGroupRow {
  key: string;
  done: number;
  sum_ms: string;
  overdue: number;
  hist: number[];
}

/** Completed tasks of the period per node or per approver, with their histograms added up. */
export async function taskGroups(db: Database, p: Period, by: 'node' | 'user'): Promise<TaskGroupRow[]> {
  const key = by === 'node' ? 'node_id' : 'user_id';
  const cols = sql.raw(`${key} as key, done, sum_ms, overdue, ${H.join(', ')}`);
  const rows = await sql<Omit<TaskGroupRow, 'hist'> & Record<string, number>>`
    select key, sum(done)::int as done, sum(sum_ms)::text as sum_ms, sum(overdue)::int as overdue,
           ${hList((c) => `sum(${c})::int as ${c}`)}
    from (${periodRows(p, by, cols)}) x
    group by key`.execute(db);
  return rows.rows.map((r) => ({ key: r.key, done: r.done, sum_ms: r.sum_ms, overdue: r.overdue, hist: H.map((c) => r[c]) }));
}

export async function wipTarget(db: Database, defKey: string): Promise<number | null> {
  const row = await db.selectFrom('analytics_target').select('wip_target').where('def_key', '=', defKey).executeTakeFirst();
  return row?.wip_target ?? null;
}

export async function setWipTarget(db: Database, defKey: string, target: number | null, userId: string): Promise<void> {
  if (target === null) {
    await db.deleteFrom('analytics_target').where('def_key', '=', defKey).execute();
    return;
  }
  await db
    .insertInto('analytics_target')
    .values({ def_key: defKey, wip_target: target, updated_by: userId })
    .onConflict((oc) => oc.column('def_key').doUpdateSet({ wip_target: target, updated_by: userId, updated_at: new Date() }))
    .execute();
}

/** The main version of each definition key (id, name, and the BPMN's nodes are read by the caller). */
export function mainDefinitions(db: Database) {
  return db.selectFrom('wf_def').select(['id', 'def_key', 'name', 'version']).where('is_main', '=', true).orderBy('def_key').execute();
}

export async function definitionVersions(db: Database, defKey: string) {
  return db.selectFrom('wf_def').select(['id', 'version', 'is_main']).where('def_key', '=', defKey).orderBy('version', 'desc').execute();
}

/** Names of users by id. */
export async function userNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('uc_user').select(['id', 'fullname']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.fullname]));
}

export async function markRebuilt(db: Database, value: string): Promise<void> {
  await sql`insert into app_meta (key, value) values ('analytics_rebuild', ${value}) on conflict (key) do update set value = excluded.value`.execute(
    db,
  );
}

/** Whether a rebuild of everything is pending (set by migration 1021) and not yet sent as a job: claims it. */
export async function claimPendingRebuild(db: Database): Promise<boolean> {
  const r = await sql`update app_meta set value = 'queued' where key = 'analytics_rebuild' and value = 'pending'`.execute(db);
  return Number(r.numAffectedRows ?? 0) === 1;
}
