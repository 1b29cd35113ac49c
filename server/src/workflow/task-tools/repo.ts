import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ReturnTo } from '../tables.js';
import type { WfAddSignTable } from './tables.js';
import type { TaskRecord } from '../tasks/repo.js';

/** The SQL of the task tools; every function runs in the transaction it is given. */

export interface OpenTaskRow {
  id: string;
  node_id: string;
  name: string;
  assignee_id: string | null;
  owner_id: string | null;
  add_sign_id: string | null;
}

/** The instance of a task and the root of its tree, its row locked (tools on one tree queue here). */
export async function lockTree(trx: Database, taskId: string): Promise<{ instId: string; rootId: string; creatorId: string } | undefined> {
  const task = await trx.selectFrom('wf_task').select(['inst_id', 'root_id']).where('id', '=', taskId).executeTakeFirst();
  if (!task) return undefined;
  const root = await trx
    .selectFrom('wf_instance')
    .select(['id', 'creator_id'])
    .where('id', '=', task.root_id)
    .forUpdate()
    .executeTakeFirst();
  return root ? { instId: task.inst_id, rootId: task.root_id, creatorId: root.creator_id } : undefined;
}

/** The open tasks of an instance tree (the start node's included), in a stable order. */
export async function openTasksOfTree(db: Database, rootId: string): Promise<OpenTaskRow[]> {
  return db
    .selectFrom('wf_task')
    .select(['id', 'node_id', 'name', 'assignee_id', 'owner_id', 'add_sign_id'])
    .where('root_id', '=', rootId)
    .where('status', '=', 'todo')
    .orderBy('id')
    .execute();
}

/** The versions of the instances of a tree, in a stable order (the fingerprint reads them). */
export async function treeVersions(db: Database, rootId: string): Promise<string> {
  const row = await sql<{ v: string | null }>`
    select string_agg(id || ':' || version || ':' || status, ',' order by id) as v from wf_instance where root_id = ${rootId}
  `.execute(db);
  return row.rows[0]?.v ?? '';
}

export async function setReturnTo(trx: Database, taskIds: string[], returnTo: ReturnTo): Promise<void> {
  if (!taskIds.length) return;
  await trx
    .updateTable('wf_task')
    .set({ return_to: JSON.stringify(returnTo) })
    .where('id', 'in', taskIds)
    .execute();
}

/** Transfer: the task has a new handler for good (no owner to take it back). */
export async function moveTask(trx: Database, taskId: string, set: { assignee_id: string; lock_user_id: string | null }): Promise<void> {
  await trx
    .updateTable('wf_task')
    .set({ ...set, owner_id: null, delegated_at: null, is_read: 0 })
    .where('id', '=', taskId)
    .execute();
}

/**
 * The trace a transfer leaves the one who transferred (issue 29.6): a closed copy of the task, completed by them,
 * naming the new handler. No execution and a group of its own: the engine and the vote counts never see it.
 */
export async function insertTransferTrace(
  trx: Database,
  task: TaskRecord,
  t: { id: string; by: string; to: string; opinion: string | null; at: Date },
): Promise<void> {
  await trx
    .insertInto('wf_task')
    .values({
      id: t.id,
      inst_id: task.inst_id,
      root_id: task.root_id,
      node_id: task.node_id,
      name: task.name,
      execution_id: null,
      group_id: t.id,
      sign_index: null,
      sign_type: null,
      is_start: false,
      def_id: task.def_id,
      def_key: task.def_key,
      def_name: JSON.stringify(task.def_name),
      type_id: task.type_id,
      subject: task.subject,
      creator_id: task.creator_id,
      creator_name: task.creator_name,
      assignee_id: task.assignee_id,
      owner_id: null,
      candidate: false,
      lock_user_id: null,
      status: 'transferred',
      is_read: 1,
      action: 'transfer',
      opinion: t.opinion,
      completed_by: t.by,
      create_time: task.create_time,
      complete_time: t.at,
      transferred_to: t.to,
    })
    .execute();
}

/** Whether the user holds an open task at the node of the instance already. */
export async function holdsOpenAt(db: Database, instId: string, nodeId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('wf_task')
    .select('id')
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('status', '=', 'todo')
    .where('assignee_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** Cancels the other open rows of a candidate group (one of them acts for all). */
export async function cancelGroupOthers(trx: Database, groupId: string, keepId: string) {
  return trx
    .updateTable('wf_task')
    .set({ status: 'canceled', complete_time: new Date() })
    .where('group_id', '=', groupId)
    .where('id', '<>', keepId)
    .where('status', '=', 'todo')
    .returning(['assignee_id', 'owner_id'])
    .execute();
}

// --- add-sign chains ---

/** A chain as read (its signers' lists parsed). */
export type AddSignRow = Omit<Selectable<WfAddSignTable>, 'create_time'>;

export async function insertAddSign(trx: Database, row: Omit<AddSignRow, 'status'>): Promise<void> {
  await trx
    .insertInto('wf_add_sign')
    .values({ ...row, user_ids: JSON.stringify(row.user_ids), queue: JSON.stringify(row.queue) })
    .execute();
}

export async function addSignForUpdate(trx: Database, id: string): Promise<AddSignRow | undefined> {
  return trx.selectFrom('wf_add_sign').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() as Promise<AddSignRow | undefined>;
}

/** The open chain added on a host task, locked. */
export async function openChainOfHost(trx: Database, hostTaskId: string): Promise<AddSignRow | undefined> {
  return trx
    .selectFrom('wf_add_sign')
    .selectAll()
    .where('host_task_id', '=', hostTaskId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst() as Promise<AddSignRow | undefined>;
}

export async function updateAddSign(trx: Database, id: string, set: { queue?: string[]; status?: 'open' | 'done' | 'canceled' }) {
  await trx
    .updateTable('wf_add_sign')
    .set({ ...(set.queue ? { queue: JSON.stringify(set.queue) } : {}), ...(set.status ? { status: set.status } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The task rows of a chain (every state). */
export async function chainTasks(db: Database, addSignId: string) {
  return db
    .selectFrom('wf_task')
    .select(['id', 'assignee_id', 'status'])
    .where('add_sign_id', '=', addSignId)
    .orderBy('create_time')
    .execute();
}

/** Cancels open rows of a chain (all, or one signer's); answers whom they concerned. */
export async function cancelChainTasks(trx: Database, addSignId: string, userId?: string) {
  let q = trx
    .updateTable('wf_task')
    .set({ status: 'canceled', complete_time: new Date() })
    .where('add_sign_id', '=', addSignId)
    .where('status', '=', 'todo');
  if (userId) q = q.where('assignee_id', '=', userId);
  return q.returning(['id', 'assignee_id']).execute();
}

/** The open chains added on a task (by one user, or by anyone: null). */
export async function openChainsBy(db: Database, hostTaskId: string, userId: string | null): Promise<AddSignRow[]> {
  let q = db.selectFrom('wf_add_sign').selectAll().where('host_task_id', '=', hostTaskId).where('status', '=', 'open');
  if (userId) q = q.where('added_by', '=', userId);
  return q.execute() as Promise<AddSignRow[]>;
}

export type { TaskRecord };
