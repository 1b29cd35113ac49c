import type { CurrentUser } from '../../lib/context.js';
import type { ToolRequest } from '../../../../contract/workflow.js';
import type { DefInfo } from '../definitions/repo.js';
import { recordOpinion } from '../opinions/record.js';
import { newId, type ActionContext, type InstanceRecord } from '../steps/context.js';
import { wfError } from '../messages.js';
import { activeUser } from '../support/repo-users.js';
import type { TaskRecord } from '../tasks/repo.js';
import * as repo from './repo.js';

/**
 * Transfer: the task moves to another person for good (unlike a delegation, nobody keeps it as
 * owner to take it back). The history row names who handed it on (the auditor) and to whom, and the one who
 * transferred keeps a closed trace of it in their Done list (issue 29.6).
 */
export async function transferTask(
  ctx: ActionContext,
  user: CurrentUser,
  req: ToolRequest,
  t: { task: TaskRecord; inst: InstanceRecord; def: DefInfo },
): Promise<void> {
  const { task, inst } = t;
  if (task.is_start || task.add_sign_id) throw wfError(400, 'taskTools.transferNotHere');
  const to = req.userId ? await activeUser(ctx.trx, req.userId) : null;
  if (!to) throw wfError(404, 'user.notFound');
  if (to.id === task.assignee_id || to.id === user.id) throw wfError(400, 'taskTools.transferSelf');
  if (await repo.holdsOpenAt(ctx.trx, task.inst_id, task.node_id, to.id)) throw wfError(409, 'taskTools.transferHolds', { name: to.name });
  const note = req.opinion?.trim() || null;
  await repo.insertTransferTrace(ctx.trx, task, { id: newId(), by: user.id, to: to.id, opinion: note, at: new Date() });
  await repo.moveTask(ctx.trx, task.id, {
    assignee_id: to.id,
    lock_user_id: task.lock_user_id && task.lock_user_id === task.assignee_id ? to.id : task.lock_user_id,
  });
  await recordOpinion(ctx, {
    instId: inst.id,
    taskId: task.id,
    nodeId: task.node_id,
    taskName: task.name,
    status: 'transfer',
    auditorId: user.id,
    opinion: note,
    qualfiedIds: [to.id],
    known: [to],
    createTime: task.create_time,
  });
  for (const id of [user.id, to.id, task.assignee_id, task.owner_id]) if (id) ctx.touched.add(id);
  ctx.instIds.add(inst.id);
}
