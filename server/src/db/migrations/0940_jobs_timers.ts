import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import { BOSS_SCHEMA, QUEUES } from '../../jobs/queues.js';

const require = createRequire(import.meta.url);
const PgBoss = require('pg-boss') as { getConstructionPlans(schema: string): string };

/**
 * Durable timers and jobs (issue 15):
 * - the pg-boss schema (its own construction plan, run inside this migration's transaction) and
 *   its queues, so a step can send its timer jobs in its own transaction;
 * - wf_timer: what an instance waits for by the clock. A BPMN timer event (kind `bpmn`, one row per
 *   timer execution and expiry) or a task's reminder, escalation or auto-approval (`remind`,
 *   `escalate`, `autoApprove`, with its task). A row is `waiting` until the step that fires it
 *   (or the job that finds it no longer due) marks it `fired` or `cancelled`, in that step's
 *   transaction: a second job for the same row finds it settled and does nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plans = PgBoss.getConstructionPlans(BOSS_SCHEMA)
    .replace(/^\s*BEGIN;/m, '')
    .replace(/COMMIT;\s*$/m, '');
  const exists = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = ${BOSS_SCHEMA}`.execute(db);
  if (!exists.rows[0]?.n) await sql.raw(plans).execute(db);
  for (const name of QUEUES)
    await sql`select ${sql.id(BOSS_SCHEMA)}.create_queue(${name}, ${JSON.stringify({ policy: 'standard' })}::json)
      where not exists (select 1 from ${sql.id(BOSS_SCHEMA, 'queue')} where name = ${name})`.execute(db);
  await sql`
    create table wf_timer (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      kind text not null check (kind in ('bpmn', 'remind', 'escalate', 'autoApprove')),
      node_id text not null,
      execution_id text,
      task_id text,
      expire_at timestamptz not null,
      repeat int,
      status text not null default 'waiting' check (status in ('waiting', 'fired', 'cancelled', 'failed')),
      create_time timestamptz not null default now(),
      settle_time timestamptz
    );
    create index wf_timer_waiting on wf_timer (inst_id) where status = 'waiting';
    create unique index wf_timer_bpmn_once on wf_timer (inst_id, execution_id, expire_at) where kind = 'bpmn';
    create unique index wf_timer_task_once on wf_timer (task_id, kind) where kind <> 'bpmn';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wf_timer`.execute(db);
  await sql.raw(`drop schema if exists ${BOSS_SCHEMA} cascade`).execute(db);
}
