import type { Database } from '../../db/database.js';
import { valueWhere } from '../../db/rows.js';

/** The opinion a user saved on a task without submitting it (one per task). */
export async function savedOpinion(db: Database, taskId: string, userId: string): Promise<string | null> {
  return (await valueWhere(db, 'wf_saved_opinion', 'opinion', { task_id: taskId, user_id: userId })) ?? null;
}

export async function saveOpinion(db: Database, taskId: string, userId: string, opinion: string): Promise<void> {
  await db
    .insertInto('wf_saved_opinion')
    .values({ task_id: taskId, user_id: userId, opinion })
    .onConflict((oc) => oc.column('task_id').doUpdateSet({ opinion, user_id: userId, updated_at: new Date() }))
    .execute();
}

/** The opinions given on an instance (one node, or all), in the order they were given, with the auditor's account and photo. */
export async function doneOpinions(db: Database, instId: string, nodeId?: string) {
  let q = db
    .selectFrom('wf_opinion as o')
    .leftJoin('uc_user as u', 'u.id', 'o.auditor_id')
    .selectAll('o')
    .select(['u.account', 'u.photo'])
    .where('o.inst_id', '=', instId);
  if (nodeId) q = q.where('o.node_id', '=', nodeId);
  return q.orderBy('o.complete_time').orderBy('o.seq').execute();
}

/** The open tasks of an instance (one node, or all) with their holders, oldest first. */
export async function waitingTasks(db: Database, instId: string, nodeId?: string) {
  let open = db
    .selectFrom('wf_task as t')
    .leftJoin('uc_user as u', 'u.id', 't.assignee_id')
    .select([
      't.id',
      't.node_id',
      't.name',
      't.assignee_id',
      'u.fullname',
      'u.account',
      'u.photo',
      't.create_time',
      't.is_read',
      't.group_id',
    ])
    .where('t.inst_id', '=', instId)
    .where('t.status', '=', 'todo');
  if (nodeId) open = open.where('t.node_id', '=', nodeId);
  return open.orderBy('t.create_time').execute();
}

/** Node, auditor (null: nobody's action) and status of every opinion of the instance, in order. */
export async function opinionTrail(db: Database, instId: string) {
  return db
    .selectFrom('wf_opinion')
    .select(['node_id', 'auditor_id', 'status'])
    .where('inst_id', '=', instId)
    .orderBy('complete_time')
    .orderBy('seq')
    .execute();
}

/** Node and holder of the instance's open tasks. */
export async function openTaskHolders(db: Database, instId: string) {
  return db.selectFrom('wf_task').select(['node_id', 'assignee_id']).where('inst_id', '=', instId).where('status', '=', 'todo').execute();
}

/** The sub instances the instance's call activities (or the one on nodeId) started, newest first. */
export async function subInstances(db: Database, instId: string, nodeId?: string) {
  let q = db.selectFrom('wf_instance').select(['id', 'parent_node_id', 'status']).where('parent_id', '=', instId);
  if (nodeId !== undefined) q = q.where('parent_node_id', '=', nodeId);
  return q.orderBy('create_time', 'desc').execute();
}
