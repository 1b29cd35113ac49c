import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { wfError } from '../messages.js';
import type { WfTaskTable } from '../tables.js';
import type { Selectable } from 'kysely';

export type TaskRecord = Selectable<WfTaskTable>;

/** How the caller relates to a task: the rights of every task call derive from it. */
export type TaskAccess = 'assignee' | 'owner' | 'secretary' | 'handled' | 'admin';

export async function isSecretaryOf(db: Database, secretaryId: string, leaderId: string, defKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('wf_secretary')
    .select('id')
    .where('secretary_id', '=', secretaryId)
    .where('leader_id', '=', leaderId)
    .where('enabled', '=', true)
    .where(sql<boolean>`(def_keys = '[]'::jsonb or def_keys ? ${defKey})`)
    .executeTakeFirst();
  return !!row;
}

export function accessOf(task: TaskRecord, user: CurrentUser): TaskAccess | null {
  if (task.assignee_id === user.id) return 'assignee';
  if (task.owner_id === user.id) return 'owner';
  if (task.completed_by === user.id) return 'handled';
  return null;
}

/** Reads a task for one of its read calls; 404 unknown, 403 when it is none of the caller's business. */
export async function taskForRead(db: Database, user: CurrentUser, taskId: string, leaderId?: string): Promise<{ task: TaskRecord; access: TaskAccess }> {
  const task = await db.selectFrom('wf_task').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw wfError(404, 'task.notFound');
  const own = accessOf(task, user);
  if (own) return { task, access: own };
  if (leaderId && (task.assignee_id === leaderId || task.owner_id === leaderId) && (await isSecretaryOf(db, user.id, leaderId, task.def_key)))
    return { task, access: 'secretary' };
  if (user.isAdmin) return { task, access: 'admin' };
  throw wfError(403, 'task.forbidden');
}

/**
 * Locks a task row for an action (a second action on the same task waits here, then finds it
 * done). Order of answers: 404 unknown, 403 not the caller's, 409 no longer open.
 */
export async function taskForAction(trx: Database, user: CurrentUser, taskId: string, leaderId?: string): Promise<{ task: TaskRecord; access: TaskAccess }> {
  const task = await trx.selectFrom('wf_task').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
  if (!task) throw wfError(404, 'task.notFound');
  let access: TaskAccess | null = task.assignee_id === user.id ? 'assignee' : null;
  if (!access && leaderId && task.assignee_id === leaderId && (await isSecretaryOf(trx, user.id, leaderId, task.def_key))) access = 'secretary';
  if (!access) {
    if (task.status !== 'todo' && (task.completed_by === user.id || task.owner_id === user.id)) throw wfError(409, 'task.alreadyDone');
    throw wfError(403, 'task.forbidden');
  }
  if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
  return { task, access };
}
