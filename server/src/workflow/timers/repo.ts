import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { BOSS_SCHEMA } from '../../jobs/index.js';
import type { NewWfTimer, TimerStatus, WfTimer } from './tables.js';

/** The waiting BPMN timer rows of an instance. */
export const waitingEngineTimers = (db: Database, instId: string): Promise<WfTimer[]> =>
  db.selectFrom('wf_timer').selectAll().where('inst_id', '=', instId).where('kind', '=', 'bpmn').where('status', '=', 'waiting').execute();

/** Inserts timer rows; one already there (same timer, same expiry) is left as it is. Answers the rows inserted. */
export async function insertTimers(db: Database, rows: NewWfTimer[]): Promise<WfTimer[]> {
  if (!rows.length) return [];
  return db
    .insertInto('wf_timer')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .execute();
}

export async function settleTimers(db: Database, ids: string[], status: TimerStatus): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('wf_timer')
    .set({ status, settle_time: new Date() })
    .where('id', 'in', ids)
    .where('status', '=', 'waiting')
    .execute();
}

/**
 * Waiting timer rows without a live job (a database restored from a snapshot holds no pg-boss
 * jobs; a job that used up its retries): each gets a job again when a worker starts.
 */
export async function timersWithoutJob(db: Database, queue: string): Promise<Pick<WfTimer, 'id' | 'expire_at'>[]> {
  const result = await sql<Pick<WfTimer, 'id' | 'expire_at'>>`
    select t.id, t.expire_at from wf_timer t
    where t.status = 'waiting' and not exists (
      select 1 from ${sql.table(`${BOSS_SCHEMA}.job`)} j
      where j.name = ${queue} and j.singleton_key = t.id and j.state in ('created', 'retry', 'active'))
    limit 10000`.execute(db);
  return result.rows;
}

/** A timer row locked for the job that fires it: a second job for it waits, then finds it settled. */
export const lockTimer = (db: Database, id: string): Promise<WfTimer | undefined> =>
  db.selectFrom('wf_timer').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The timer rows of an instance (for the instance's timer list and tests), oldest first. */
export const timersOf = (db: Database, instId: string): Promise<WfTimer[]> =>
  db.selectFrom('wf_timer').selectAll().where('inst_id', '=', instId).orderBy('expire_at').orderBy('id').execute();

export interface TimerTask {
  id: string;
  inst_id: string;
  node_id: string;
  name: string;
  subject: string;
  status: string;
  assignee_id: string | null;
  due_time: Date | null;
}

export const taskOfTimer = (db: Database, taskId: string): Promise<TimerTask | undefined> =>
  db
    .selectFrom('wf_task')
    .select(['id', 'inst_id', 'node_id', 'name', 'subject', 'status', 'assignee_id', 'due_time'])
    .where('id', '=', taskId)
    .executeTakeFirst();

/** The user an auto-approval acts as (the task's assignee), as a signed-in user would be. */
export const userOfTimer = (db: Database, userId: string) =>
  db
    .selectFrom('uc_user')
    .select(['id', 'account', 'fullname', sql<boolean>`false`.as('is_admin')])
    .where('id', '=', userId)
    .executeTakeFirst();
