import type { QueryBody } from '../../../../contract/common.js';
import { HANDLER_TYPES, type HandlerType, type SetExecutorsBody } from '../../../../contract/workflow-task-admin.js';
import type { TaskRow } from '../../../../contract/workflow.js';
import type { AppDeps } from '../../lib/context.js';
import { newId } from '../steps/context.js';
import { activeAgent } from '../steps/repo.js';
import { inAction } from '../steps/transaction.js';
import { listTasks, openTasksOf } from '../task-lists/repo-tasks.js';
import { wfError, wfText } from '../messages.js';
import { requireAdmin, type Caller } from '../caller.js';
import { executorsOf } from './handlers.js';
import * as repo from './repo.js';
import type { Database } from '../../db/database.js';

export function handlerTypes(c: Caller): HandlerType[] {
  return HANDLER_TYPES.map((type) => ({ type, name: wfText(c.lang, `handler.${type}`) }));
}

/**
 * An admin re-offers an open task to other active users, chosen by a handler type (handlers.ts): the group's open tasks are canceled and
 * each user (or their agent for this flow) gets one. Answers the instance's open tasks.
 */
export async function setExecutors(deps: Pick<AppDeps, 'db' | 'config'>, c: Caller, body: SetExecutorsBody): Promise<TaskRow[]> {
  requireAdmin(c);
  const instId = await inAction(deps, c.lang, async (ctx) => {
    const task = await repo.lockTask(ctx.trx, body.taskId);
    if (!task) throw wfError(404, 'task.notFound');
    if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
    const users = await executorsOf(ctx.trx, task, body);
    for (const assignee of await repo.cancelOpenGroup(ctx.trx, task.group_id)) if (assignee) ctx.touched.add(assignee);
    const copies: repo.TaskCopy[] = [];
    for (const userId of users) {
      const agent = await activeAgent(ctx.trx, userId, task.def_key);
      const assignee = agent && agent !== userId ? agent : userId;
      copies.push({ id: newId(), assigneeId: assignee, ownerId: assignee === userId ? null : userId, candidate: users.length > 1 });
      ctx.touched.add(assignee);
    }
    await repo.insertTaskCopies(ctx.trx, task, copies);
    ctx.instIds.add(task.inst_id);
    return task.inst_id;
  });
  return openTasksOf(deps.db, c.user, c.lang, instId);
}

/** Every open task, for admins. */
export async function allOpenTasks(db: Database, c: Caller, body: QueryBody) {
  requireAdmin(c);
  return listTasks(db, c.user, c.lang, 'allOpen', body);
}
