import type { BodyOf, QueryOf } from '../../../../contract/call.js';
import { TASK_CALLS } from '../../../../contract/workflow-tasks.js';
import type { AppDeps } from '../../lib/context.js';
import type { Database } from '../../db/database.js';
import { nodesAfter } from '../definitions/model.js';
import { defById } from '../definitions/repo.js';
import { instanceForRead } from '../instances/access.js';
import { openTasksOf, taskRowById } from '../task-lists/repo-tasks.js';
import { wfError } from '../messages.js';
import type { Caller } from '../caller.js';
import { taskForRead } from './access.js';
import { completeTask } from './complete.js';
import { autoApproveAfter } from '../batch/auto.js';
import { afterJumpNodes as jumpTargets, approvalState, loadTaskContext, taskDetail } from './detail.js';
import { delegateTask, lockTask, withdrawDelegation } from './handover.js';

type T = typeof TASK_CALLS;
type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Calls on one task: buttons, detail, complete, jumps, checks, locks and delegation. */

export const buttons = (db: Database, c: Caller, q: QueryOf<T['buttons']>) => approvalState(db, c, q.taskId, q.leaderId);

export const detail = (db: Database, c: Caller, q: QueryOf<T['detail']>) => taskDetail(db, c, q.taskId, q.leaderId);

/** Completes the task; then the tasks it opened whose assignee already approved before may be approved automatically. */
export async function complete(deps: Deps, c: Caller, body: BodyOf<T['complete']>) {
  const done = await completeTask(deps, c, body);
  await autoApproveAfter(deps, c.lang, done.newTasks);
  return done;
}

export const afterJumpNodes = (db: Database, c: Caller, b: BodyOf<T['afterJumpNodes']>) =>
  jumpTargets(db, c, b.taskId, b.actionName, b.formData);

/** True when the caller may act on the task now; 403/404 when it is not the caller's at all. */
export async function checkAuth(db: Database, c: Caller, q: QueryOf<T['checkAuth']>): Promise<boolean> {
  const { task, access } = await taskForRead(db, c.user, q.taskId, q.leaderId);
  return task.status === 'todo' && (access === 'assignee' || access === 'secretary');
}

export async function isFirstNode(db: Database, c: Caller, q: QueryOf<T['isFirstNode']>): Promise<boolean> {
  const { task, def } = await loadTaskContext(db, c.user, q.taskId, q.leaderId);
  return task.is_start || nodesAfter(def.model, def.model.startId).some((n) => n.id === task.node_id);
}

/** The open tasks of an instance the caller may see. */
export async function ofInstance(db: Database, c: Caller, instId: string) {
  const inst = await instanceForRead(db, c.user, instId);
  return openTasksOf(db, c.user, c.lang, inst.id);
}

export const lock = (deps: Deps, c: Caller, body: BodyOf<T['lock']>) => lockTask(deps, c, body);

export async function delegate(deps: Deps, c: Caller, body: BodyOf<T['delegate']>) {
  const { taskId } = await delegateTask(deps, c, body);
  return (await taskRowById(deps.db, c.user, c.lang, taskId))!;
}

export async function withdrawAgent(deps: Deps, c: Caller, body: BodyOf<T['withdrawAgent']>) {
  const { taskId } = await withdrawDelegation(deps, c, body.taskId);
  return (await taskRowById(deps.db, c.user, c.lang, taskId))!;
}

/** The definition's and the instance's status, and the task's when one is named (it must belong to the instance). */
export async function defStatus(db: Database, c: Caller, q: QueryOf<T['defStatus']>) {
  const inst = await instanceForRead(db, c.user, q.instId);
  const def = await defById(db, inst.def_id);
  if (!def) throw wfError(404, 'def.notFound');
  let taskStatus: string | null = null;
  if (q.taskId) {
    const { task } = await taskForRead(db, c.user, q.taskId);
    if (task.inst_id !== inst.id) throw wfError(404, 'task.notFound');
    taskStatus = task.status;
  }
  return { defId: def.id, defKey: def.defKey, status: def.status, isMain: def.isMain, instStatus: inst.status, taskStatus };
}
