import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { wfError } from '../messages.js';
import { defFromHead, type DefInfo } from '../definitions/repo.js';
import { instanceFromJson, type InstanceRecord } from '../steps/context.js';
import { formFromRow, type FormRecord } from '../model/forms.js';
import { actionRow, countersignDecidedSince, isSecretaryOf, taskById, taskForUpdate, type TaskRecord } from './repo.js';

export { isSecretaryOf, type TaskRecord };

/** How the caller relates to a task: the rights of every task call derive from it. */
export type TaskAccess = 'assignee' | 'owner' | 'secretary' | 'handled' | 'admin';

export function accessOf(task: TaskRecord, user: CurrentUser): TaskAccess | null {
  if (task.assignee_id === user.id) return 'assignee';
  if (task.owner_id === user.id) return 'owner';
  if (task.completed_by === user.id) return 'handled';
  return null;
}

/** A task with how the caller relates to it, found by id (for a secretary: with the leader's id). */
type TaskLookup = (db: Database, user: CurrentUser, taskId: string, leaderId?: string) => Promise<{ task: TaskRecord; access: TaskAccess }>;

function found<T extends TaskRecord>(task: T | undefined): T {
  if (!task) throw wfError(404, 'task.notFound');
  return task;
}

/** Reads a task for one of its read calls; 404 unknown, 403 when it is none of the caller's business. */
export const taskForRead: TaskLookup = async (db, user, taskId, leaderId) => {
  const task = found(await taskById(db, taskId));
  const own = accessOf(task, user);
  if (own) return { task, access: own };
  if (
    leaderId &&
    (task.assignee_id === leaderId || task.owner_id === leaderId) &&
    (await isSecretaryOf(db, user.id, leaderId, task.def_key))
  )
    return { task, access: 'secretary' };
  if (user.isAdmin) return { task, access: 'admin' };
  throw wfError(403, 'task.forbidden');
};

/**
 * Why a task is no longer open: a countersign vote that comes after the countersign was decided (its
 * remaining vote tasks were closed then) is told so, anything else that the task was handled.
 */
async function closedTask(trx: Database, task: TaskRecord) {
  if (
    task.status === 'canceled' &&
    task.sign_index !== null &&
    (await countersignDecidedSince(trx, task.inst_id, task.node_id, task.create_time))
  )
    return wfError(409, 'countersignLate.decided', {}, { reason: 'countersignDecided' });
  return wfError(409, 'task.alreadyDone');
}

async function actionAccess(trx: Database, user: CurrentUser, task: TaskRecord, leaderId?: string): Promise<TaskAccess> {
  let access: TaskAccess | null = task.assignee_id === user.id ? 'assignee' : null;
  if (!access && leaderId && task.assignee_id === leaderId && (await isSecretaryOf(trx, user.id, leaderId, task.def_key)))
    access = 'secretary';
  if (!access) {
    if (task.status !== 'todo' && (task.completed_by === user.id || task.owner_id === user.id)) throw await closedTask(trx, task);
    throw wfError(403, 'task.forbidden');
  }
  if (task.status !== 'todo') throw await closedTask(trx, task);
  return access;
}

/**
 * Locks a task row for an action (a second action on the same task waits here, then finds it
 * done). Order of answers: 404 unknown, 403 not the caller's, 409 no longer open.
 */
export const taskForAction: TaskLookup = async (trx, user, taskId, leaderId) => {
  const task = found(await taskForUpdate(trx, taskId));
  return { task, access: await actionAccess(trx, user, task, leaderId) };
};

export interface ActionTarget {
  task: TaskRecord;
  access: TaskAccess;
  inst: InstanceRecord;
  def: DefInfo;
  form: FormRecord | null;
}

/**
 * taskForAction together with what an action on the task reads: its instance, definition and
 * form, in the same statement (one round trip instead of four on every completion). The rights
 * are those of taskForAction; then 404 when the instance or definition is gone.
 */
export async function actionTarget(trx: Database, user: CurrentUser, taskId: string, leaderId?: string): Promise<ActionTarget> {
  const { inst_row, def_head, form_row, ...task } = found(await actionRow(trx, taskId));
  const access = await actionAccess(trx, user, task, leaderId);
  if (!inst_row) throw wfError(404, 'instance.notFound');
  const def = await defFromHead(trx, def_head ?? undefined);
  if (!def) throw wfError(404, 'def.notFound');
  return { task, access, inst: instanceFromJson(inst_row), def, form: form_row ? formFromRow(form_row) : null };
}
