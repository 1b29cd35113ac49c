import { sql, type Kysely } from 'kysely';

/**
 * Process analytics (issue 17): rollups kept with each workflow write, so a view reads a few
 * hundred rows instead of scanning instances and tasks.
 * - analytics_def_day: per definition (key and version) and day, instances started and ended;
 *   running = all started - all ended.
 * - analytics_node_day / analytics_user_day: per node (per approver) and day, completed tasks,
 *   the sum of their durations, those completed after their due time, and a histogram of the
 *   durations in 40 fixed log-scale buckets (1 minute to 90 days, workflow/analytics/histogram.ts),
 *   one column each (h00..h39), from which median and p90 are read.
 * - analytics_target: the work-in-progress target of a definition, set by administrators.
 * Days are calendar days in the company's time zone (PRINT_TIME_ZONE).
 */
/** The histogram's 40 counts as columns h00..h39: added up by plain sum() (fast), never unnested. */
const HIST = sql.raw(Array.from({ length: 40 }, (_, i) => `h${String(i).padStart(2, '0')} int not null default 0`).join(',\n      '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_def_day (
      def_key text not null,
      def_id text not null,
      day date not null,
      started int not null default 0,
      ended int not null default 0,
      primary key (def_key, day, def_id)
    );
    create table analytics_node_day (
      def_key text not null,
      def_id text not null,
      day date not null,
      node_id text not null,
      done int not null default 0,
      sum_ms bigint not null default 0,
      overdue int not null default 0,
      ${HIST},
      primary key (def_key, day, node_id, def_id)
    );
    create table analytics_user_day (
      def_key text not null,
      def_id text not null,
      day date not null,
      user_id text not null,
      done int not null default 0,
      sum_ms bigint not null default 0,
      overdue int not null default 0,
      ${HIST},
      primary key (def_key, day, user_id, def_id)
    );
    create table analytics_target (
      def_key text primary key,
      wip_target int not null check (wip_target >= 0),
      updated_by text,
      updated_at timestamptz not null default now()
    );
    create index wf_task_open_due on wf_task (def_key, node_id, due_time) where status = 'todo' and not is_start;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists wf_task_open_due;
    drop table if exists analytics_target, analytics_user_day, analytics_node_day, analytics_def_day;
  `.execute(db);
}
