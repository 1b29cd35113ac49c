import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { ActionContext } from '../steps/context.js';
import type { Caller } from '../caller.js';
import { LOCK_STATUS } from '../../../../contract/workflow.js';
import { inAction } from '../steps/transaction.js';
import { wfError } from '../messages.js';
import { activeUser, usersByIds } from '../support/repo-users.js';
import { taskForAction } from './access.js';
import { lockStatusOf } from './actions.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * Locking a task offered to several candidates: the locker alone may complete it until unlocked.
 * An admin may break a lock or give the task to one candidate (adminOperate).
 */
export async function lockTask(
  deps: Deps,
  c: Caller,
  body: { taskId: string; action: 'lock' | 'unlock' | 'adminUnlock' | 'adminAssign'; userId?: string },
) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    let task;
    if (body.action === 'adminUnlock' || body.action === 'adminAssign') {
      if (!user.isAdmin) throw wfError(403, 'task.forbidden');
      task = await repo.taskForUpdate(ctx.trx, body.taskId);
      if (!task) throw wfError(404, 'task.notFound');
      if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
    } else {
      task = (await taskForAction(ctx.trx, user, body.taskId)).task;
    }
    if (!task.candidate) throw wfError(400, 'task.notLockable');
    const group = await repo.openGroupForUpdate(ctx.trx, task.group_id);
    let lockUser: string | null;
    switch (body.action) {
      case 'lock':
        if (task.lock_user_id && task.lock_user_id !== user.id) {
          const holder = (await usersByIds(ctx.trx, [task.lock_user_id])).get(task.lock_user_id);
          throw wfError(409, 'task.lockedBySomeone', { name: holder?.name ?? '' });
        }
        lockUser = user.id;
        break;
      case 'unlock':
        if (task.lock_user_id !== user.id) throw wfError(409, 'task.notLockedByYou');
        lockUser = null;
        break;
      case 'adminUnlock':
        lockUser = null;
        break;
      case 'adminAssign':
        if (!body.userId || !group.some((g) => g.assignee_id === body.userId)) throw wfError(400, 'user.notFound');
        lockUser = body.userId;
        break;
    }
    await repo.setGroupLock(ctx.trx, task.group_id, lockUser);
    for (const g of group) if (g.assignee_id) ctx.touched.add(g.assignee_id);
    ctx.instIds.add(task.inst_id);
    const status =
      lockUser === null
        ? LOCK_STATUS.canLock
        : lockStatusOf({ ...task, lock_user_id: lockUser }, user, user.isAdmin && body.action.startsWith('admin') ? 'admin' : 'assignee');
    return { lockStatus: status };
  });
}

/** Hands an open task to another user (the agent); the original holder stays its owner and may withdraw it. */
export async function delegateTask(deps: Deps, c: Caller, body: { taskId: string; agentId: string; opinion?: string }) {
  return inAction(deps, c.lang, (ctx) => delegateIn(ctx, c.user, body));
}

/** The hand-over (转办) inside an action's transaction: also what the task tools' preview of it runs. */
export async function delegateIn(ctx: ActionContext, user: CurrentUser, body: { taskId: string; agentId: string }) {
  const { task } = await taskForAction(ctx.trx, user, body.taskId);
  if (task.is_start || task.sign_index !== null) throw wfError(400, 'task.notDelegable');
  if (body.agentId === user.id) throw wfError(400, 'task.agentSelf');
  const agent = await activeUser(ctx.trx, body.agentId);
  if (!agent) throw wfError(404, 'user.notFound');
  if (await repo.holdsOpenInGroup(ctx.trx, task.group_id, agent.id)) throw wfError(400, 'task.notDelegable');
  await repo.setHolder(ctx.trx, task.id, {
    assignee_id: agent.id,
    owner_id: task.owner_id ?? user.id,
    delegated_at: new Date(),
    is_read: 0,
    lock_user_id: task.lock_user_id === user.id ? agent.id : task.lock_user_id,
  });
  ctx.touched.add(user.id);
  ctx.touched.add(agent.id);
  ctx.instIds.add(task.inst_id);
  return { taskId: task.id };
}

/** The owner takes a delegated task back while it is still open. */
export async function withdrawDelegation(deps: Deps, c: Caller, taskId: string) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    const task = await repo.taskForUpdate(ctx.trx, taskId);
    if (!task) throw wfError(404, 'task.notFound');
    if (task.owner_id !== user.id) {
      if (task.assignee_id === user.id || task.completed_by === user.id) throw wfError(409, 'task.notDelegated');
      throw wfError(403, 'task.forbidden');
    }
    if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
    if (task.assignee_id) ctx.touched.add(task.assignee_id);
    await repo.setHolder(ctx.trx, task.id, {
      assignee_id: user.id,
      owner_id: null,
      delegated_at: null,
      lock_user_id: task.lock_user_id === task.assignee_id ? user.id : task.lock_user_id,
    });
    ctx.touched.add(user.id);
    ctx.instIds.add(task.inst_id);
    return { taskId: task.id };
  });
}
