import { sql, type Kysely } from 'kysely';

/**
 * Process analytics (issue 17): rollups kept with each workflow write, so a view reads a few
 * hundred rows instead of scanning instances and tasks.
 * - analytics_def_day: per definition (key and version) and day, instances started and ended;
 *   running = all started - all ended.
 * - analytics_node_day / analytics_user_day: per node (per approver) and day, completed tasks,
 *   the sum of their durations, those completed after their due time, and a histogram of the
 *   durations in 40 fixed log-scale buckets (1 minute to 90 days, workflow/analytics/histogram.ts)
 *   from which median and p90 are read.
 * - analytics_target: the work-in-progress target of a definition, set by administrators.
 * Days are calendar days in the company's time zone (PRINT_TIME_ZONE). The arrays are added
 * element by element (analytics_hist_add and the aggregate analytics_hist_sum).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function analytics_hist_add(a int[], b int[]) returns int[] language sql immutable parallel safe as $$
      select array_agg(coalesce(x, 0) + coalesce(y, 0) order by i) from unnest(a, b) with ordinality as u(x, y, i)
    $$;
    create function analytics_hist_at(b int, n int) returns int[] language sql immutable parallel safe as $$
      select array_agg(case when i = b then n else 0 end order by i) from generate_series(0, 39) as i
    $$;
    create aggregate analytics_hist_sum(int[]) (sfunc = analytics_hist_add, stype = int[], initcond = '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}', parallel = safe);
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
      hist int[] not null,
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
      hist int[] not null,
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
    drop aggregate if exists analytics_hist_sum(int[]);
    drop function if exists analytics_hist_at(int, int);
    drop function if exists analytics_hist_add(int[], int[]);
  `.execute(db);
}
