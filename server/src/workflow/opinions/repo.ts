import type { Database } from '../../db/database.js';

/** The opinion a user saved on a task without submitting it (one per task). */
export async function savedOpinion(db: Database, taskId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('wf_saved_opinion')
    .select('opinion')
    .where('task_id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.opinion ?? null;
}

export async function saveOpinion(db: Database, taskId: string, userId: string, opinion: string): Promise<void> {
  await db
    .insertInto('wf_saved_opinion')
    .values({ task_id: taskId, user_id: userId, opinion })
    .onConflict((oc) => oc.column('task_id').doUpdateSet({ opinion, user_id: userId, updated_at: new Date() }))
    .execute();
}

/** The latest sub instance a call activity of the parent started, if any. */
export async function subInstanceId(db: Database, parentId: string, nodeId: string): Promise<string | null> {
  const sub = await db
    .selectFrom('wf_instance')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('parent_node_id', '=', nodeId)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  return sub?.id ?? null;
}

/** The opinions given on an instance (one node, or all), in the order they were given, with the auditor's account and photo. */
export async function doneOpinions(db: Database, instId: string, nodeId?: string) {
  let q = db
    .selectFrom('wf_opinion as o')
    .leftJoin('uc_user as u', 'u.id', 'o.auditor_id')
    .select([
      'o.id',
      'o.task_id',
      'o.node_id',
      'o.task_name',
      'o.status',
      'o.auditor_id',
      'o.auditor_name',
      'o.opinion',
      'o.files',
      'o.qualfieds',
      'o.create_time',
      'o.complete_time',
      'o.dur_ms',
      'u.account',
      'u.photo',
    ])
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

/** Node and status of every opinion of the instance, in order. */
export async function opinionStatuses(db: Database, instId: string) {
  return db
    .selectFrom('wf_opinion')
    .select(['node_id', 'status'])
    .where('inst_id', '=', instId)
    .orderBy('complete_time')
    .orderBy('seq')
    .execute();
}

/** Node, auditor and status of the opinions given by someone, in order. */
export async function auditedOpinions(db: Database, instId: string) {
  return db
    .selectFrom('wf_opinion')
    .select(['node_id', 'auditor_id', 'status'])
    .where('inst_id', '=', instId)
    .where('auditor_id', 'is not', null)
    .orderBy('complete_time')
    .orderBy('seq')
    .execute();
}

/** Node and holder of the instance's open tasks. */
export async function openTaskHolders(db: Database, instId: string) {
  return db.selectFrom('wf_task').select(['node_id', 'assignee_id']).where('inst_id', '=', instId).where('status', '=', 'todo').execute();
}

/** The sub instances the instance's call activities started, newest first. */
export async function subInstances(db: Database, instId: string) {
  return db
    .selectFrom('wf_instance')
    .select(['id', 'parent_node_id', 'status'])
    .where('parent_id', '=', instId)
    .orderBy('create_time', 'desc')
    .execute();
}
