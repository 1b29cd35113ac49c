import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import { CHANNEL } from '../../db/events.js';
import type { NewWfOpinion, WfTaskTable, WfTaskUpdate } from '../tables.js';
import type { InstanceRecord } from './context.js';

/** The SQL of the workflow's steps; every function runs in the transaction it is given. */

export async function loadInstance(db: Database, id: string): Promise<InstanceRecord | null> {
  const row = await db.selectFrom('wf_instance').selectAll().where('id', '=', id).executeTakeFirst();
  return (row as InstanceRecord | undefined) ?? null;
}

/**
 * The last statement of an action: its history rows and the first live update in one round trip
 * (NOTIFY is delivered on commit only, so nobody hears of a change that rolled back), then the
 * rest of the live update when it took more than one payload.
 */
export async function writeActionEnd(db: Database, opinions: NewWfOpinion[], payloads: string[]): Promise<void> {
  const [first, ...more] = payloads;
  if (opinions.length && first !== undefined) {
    await db
      .with('history', (q) => q.insertInto('wf_opinion').values(opinions))
      .selectNoFrom(sql<void>`pg_notify(${CHANNEL}, ${first})`.as('sent'))
      .execute();
  } else if (opinions.length) {
    await db.insertInto('wf_opinion').values(opinions).execute();
  } else if (first !== undefined) {
    await sql`select pg_notify(${CHANNEL}, ${first})`.execute(db);
  }
  for (const payload of more) await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
}

/** Ids of the instances started below one (call activities, at any depth). */
export async function descendantIds(db: Database, instId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    with recursive d(id) as (
      select id from wf_instance where parent_id = ${instId}
      union all
      select i.id from wf_instance i join d on i.parent_id = d.id
    ) select id from d
  `.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Ends by hand those of the instances that still run; answers those it ended (for the analytics). */
export async function endInstances(db: Database, ids: string[]): Promise<{ def_key: string; def_id: string; end_time: Date }[]> {
  const rows = await db
    .updateTable('wf_instance')
    .set({ status: 'manual_end', end_time: new Date(), version: sql<number>`version + 1` })
    .where('id', 'in', ids)
    .where('status', 'not in', ['end', 'manual_end'])
    .returning(['def_key', 'def_id', 'end_time'])
    .execute();
  return rows.map((r) => ({ def_key: r.def_key, def_id: r.def_id, end_time: r.end_time ?? new Date() }));
}

/** Writes an instance if nobody wrote it since `version` was read (optimistic lock); false when somebody did. */
export async function updateInstance(db: Database, id: string, version: number, set: Record<string, unknown>): Promise<boolean> {
  const result = await db
    .updateTable('wf_instance')
    .set({ ...set, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a call activity's execution has already started its sub instance. */
export async function hasSubInstance(db: Database, parentId: string, executionId: string): Promise<boolean> {
  const existing = await db
    .selectFrom('wf_instance')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('parent_execution_id', '=', executionId)
    .where('status', 'not in', ['manual_end'])
    .executeTakeFirst();
  return Boolean(existing);
}

/** A task completed by the action that makes this step (set on its row, its saved opinion deleted). */
export interface TaskCompletion {
  taskId: string;
  set: WfTaskUpdate;
}

export interface OpenTask {
  id: string;
  execution_id: string | null;
  assignee_id: string | null;
  owner_id: string | null;
}

/**
 * One statement: the version-checked write of a step, the completed task (when the step is a
 * completion) and the instance's open tasks, read in the same snapshot, so without the completed
 * one. `written` is false when another action wrote the instance first.
 */
export async function writeStep(
  db: Database,
  inst: { id: string; version: number },
  set: Record<string, unknown>,
  completion: TaskCompletion | undefined,
): Promise<{ written: boolean; open: OpenTask[] }> {
  const doneId = completion?.taskId ?? '';
  const withWrite = db.with('written', (q) =>
    q
      .updateTable('wf_instance')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', inst.id)
      .where('version', '=', inst.version)
      .returning('id'),
  );
  // the added CTEs are not read by the select; the cast keeps the builder's one shape
  const statement = completion
    ? (withWrite
        .with('completed', (q) => q.updateTable('wf_task').set(completion.set).where('id', '=', doneId))
        .with('unsaved', (q) => q.deleteFrom('wf_saved_opinion').where('task_id', '=', doneId)) as unknown as typeof withWrite)
    : withWrite;
  const row = await statement
    .selectNoFrom((eb) => [
      eb
        .selectFrom('written')
        .select((w) => w.fn.countAll<number>().as('n'))
        .as('updated'),
      sql<
        OpenTask[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'execution_id', t.execution_id, 'assignee_id', t.assignee_id, 'owner_id', t.owner_id)), '[]'::jsonb)
        from wf_task t where t.inst_id = ${inst.id} and t.status = 'todo' and not t.is_start and t.id <> ${doneId})`.as('open'),
    ])
    .executeTakeFirstOrThrow();
  return { written: Number(row.updated) === 1, open: row.open };
}

/** Writes a completion on its own (an action that makes no engine step: back to the start, ending by hand). */
export async function writeCompletion(db: Database, completion: TaskCompletion): Promise<void> {
  await db
    .with('unsaved', (q) => q.deleteFrom('wf_saved_opinion').where('task_id', '=', completion.taskId))
    .updateTable('wf_task')
    .set(completion.set)
    .where('id', '=', completion.taskId)
    .execute();
}

export async function cancelTasks(db: Database, ids: string[]): Promise<void> {
  await db.updateTable('wf_task').set({ status: 'canceled', complete_time: new Date() }).where('id', 'in', ids).execute();
}

/** Cancels every open task of the instances; answers whom the cancelled tasks concerned. */
export async function cancelOpenTasks(db: Database, instIds: string[]): Promise<{ assignee_id: string | null; owner_id: string | null }[]> {
  return db
    .updateTable('wf_task')
    .set({ status: 'canceled', complete_time: new Date() })
    .where('inst_id', 'in', instIds)
    .where('status', '=', 'todo')
    .returning(['assignee_id', 'owner_id'])
    .execute();
}

export async function insertNotices(
  db: Database,
  rows: {
    id: string;
    inst_id: string;
    kind: string;
    from_user_id: string | null;
    to_user_id: string;
    node_id: string;
    node_name: string;
  }[],
): Promise<void> {
  await db.insertInto('wf_notice').values(rows).execute();
}

/** The agent who holds a principal's new tasks of this flow now, if an agency is active. */
export async function activeAgent(db: Database, principalId: string, defKey: string): Promise<string | null> {
  const row = await db
    .selectFrom('wf_agent')
    .select('agent_id')
    .where('principal_id', '=', principalId)
    .where('enabled', '=', true)
    .where('start_time', '<=', sql<Date>`now()`)
    .where('end_time', '>', sql<Date>`now()`)
    .where(sql<boolean>`(def_keys = '[]'::jsonb or def_keys ? ${defKey})`)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  return row?.agent_id ?? null;
}

export async function insertException(
  db: Database,
  row: { id: string; inst_id: string; node_id: string; node_name: string; code: string; params: string },
): Promise<void> {
  await db.insertInto('wf_exception').values(row).execute();
}

export async function insertTasks(db: Database, rows: Insertable<WfTaskTable>[]): Promise<void> {
  await db.insertInto('wf_task').values(rows).execute();
}
