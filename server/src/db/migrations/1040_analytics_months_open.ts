import { sql, type Kysely } from 'kysely';

/**
 * Process analytics at a million instances (issue 17): a summary reads only small pre-aggregated rows.
 * - analytics_def_day.completed: tasks completed per day (the daily series reads the def rows only).
 * - analytics_def_month / analytics_node_month / analytics_user_month: the day rollups of 1020 added up
 *   per calendar month, for months that are over ("sealed": analytics_sealed.through is the last day of
 *   the last sealed month of a definition key). A completed task or an ended instance always counts on
 *   today's row, so a day row never changes once its month is over; the analytics-rollup job seals
 *   months (workflow/analytics/repo-months.ts). A period reads its whole sealed months from the month
 *   tables and only its first and last partial months from the day tables.
 * - analytics_open: open tasks (status 'todo', not start tasks) per definition version, node and due
 *   day (UTC day bins, null without a due time), kept by statement triggers on wf_task as signed
 *   counts: every write appends rows (never an update of a shared row, so two actions never wait on
 *   each other here), and the analytics-rollup job folds them into one row per group. The open tasks
 *   due earlier today are counted live through wf_task_open_due_time (a few rows).
 */
const HIST = sql.raw(Array.from({ length: 40 }, (_, i) => `h${String(i).padStart(2, '0')} int not null default 0`).join(',\n      '));
const BIN = `date_bin('1 day', due_time, timestamptz '2000-01-01 00:00:00+00')`;
const OPEN = `status = 'todo' and not is_start`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table analytics_def_day add column completed int not null default 0;
    create table analytics_def_month (
      def_key text not null,
      def_id text not null,
      month date not null,
      started int not null default 0,
      ended int not null default 0,
      primary key (def_key, month, def_id)
    );
    create table analytics_node_month (
      def_key text not null,
      def_id text not null,
      month date not null,
      node_id text not null,
      done int not null default 0,
      sum_ms bigint not null default 0,
      overdue int not null default 0,
      ${HIST},
      primary key (def_key, month, node_id, def_id)
    );
    create table analytics_user_month (
      def_key text not null,
      def_id text not null,
      month date not null,
      user_id text not null,
      done int not null default 0,
      sum_ms bigint not null default 0,
      overdue int not null default 0,
      ${HIST},
      primary key (def_key, month, user_id, def_id)
    );
    create table analytics_sealed (
      def_key text primary key,
      through date not null
    );
    create table analytics_open (
      def_key text not null,
      def_id text not null,
      node_id text not null,
      due_bin timestamptz,
      n int not null
    );
    create index analytics_open_key on analytics_open (def_key);
    create index wf_task_open_due_time on wf_task (def_key, due_time) where ${sql.raw(OPEN)};

    create function analytics_open_added() returns trigger language plpgsql as $$
    begin
      insert into analytics_open (def_key, def_id, node_id, due_bin, n)
      select def_key, def_id, node_id, ${sql.raw(BIN)}, count(*)::int from new_rows where ${sql.raw(OPEN)} group by 1, 2, 3, 4;
      return null;
    end $$;
    create function analytics_open_changed() returns trigger language plpgsql as $$
    begin
      insert into analytics_open (def_key, def_id, node_id, due_bin, n)
      select def_key, def_id, node_id, bin, sum(n)::int from (
        select def_key, def_id, node_id, ${sql.raw(BIN)} as bin, 1 as n from new_rows where ${sql.raw(OPEN)}
        union all
        select def_key, def_id, node_id, ${sql.raw(BIN)}, -1 from old_rows where ${sql.raw(OPEN)}
      ) x group by 1, 2, 3, 4 having sum(n) <> 0;
      return null;
    end $$;
    create function analytics_open_removed() returns trigger language plpgsql as $$
    begin
      insert into analytics_open (def_key, def_id, node_id, due_bin, n)
      select def_key, def_id, node_id, ${sql.raw(BIN)}, -count(*)::int from old_rows where ${sql.raw(OPEN)} group by 1, 2, 3, 4;
      return null;
    end $$;
    create trigger analytics_open_ins after insert on wf_task referencing new table as new_rows
      for each statement execute function analytics_open_added();
    create trigger analytics_open_upd after update on wf_task referencing old table as old_rows new table as new_rows
      for each statement execute function analytics_open_changed();
    create trigger analytics_open_del after delete on wf_task referencing old table as old_rows
      for each statement execute function analytics_open_removed();

    insert into analytics_open (def_key, def_id, node_id, due_bin, n)
    select def_key, def_id, node_id, ${sql.raw(BIN)}, count(*)::int from wf_task where ${sql.raw(OPEN)} group by 1, 2, 3, 4;
  `.execute(db);
  // the months of the rows written so far are sealed by the rebuild that migration 1021 queued
  await sql`insert into app_meta (key, value) values ('analytics_rebuild', 'pending')
    on conflict (key) do update set value = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger if exists analytics_open_ins on wf_task;
    drop trigger if exists analytics_open_upd on wf_task;
    drop trigger if exists analytics_open_del on wf_task;
    drop function if exists analytics_open_added(), analytics_open_changed(), analytics_open_removed();
    drop index if exists wf_task_open_due_time;
    drop table if exists analytics_open, analytics_sealed, analytics_user_month, analytics_node_month, analytics_def_month;
    alter table analytics_def_day drop column if exists completed;
  `.execute(db);
}
