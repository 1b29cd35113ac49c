import { noteTaskDone } from '../analytics/collect.js';
import type { CurrentUser } from '../../lib/context.js';
import type { CompleteBody, ToolRequest } from '../../../../contract/workflow.js';
import type { DefInfo } from '../definitions/repo.js';
import { recordOpinion, taskOpinion } from '../opinions/record.js';
import { advance } from '../steps/advance.js';
import { newId, type ActionContext, type InstanceRecord } from '../steps/context.js';
import { insertTasks, writeCompletion } from '../steps/repo.js';
import type { NewTask } from '../steps/task-rows.js';
import { wfError } from '../messages.js';
import { activeUser } from '../support/repo-users.js';
import { taskById, type TaskRecord } from '../tasks/repo.js';
import * as repo from './repo.js';

/**
 * Add-sign at the task-row level: the BPMN stays as it is and the engine's execution keeps waiting
 * while the chain runs. Every row of a chain carries the host task's execution id, so a step of
 * another branch sees the execution still held and neither cancels nor duplicates its work; when
 * the execution stops waiting (a reject elsewhere discards the section) the chain's rows go with it.
 * - before: the host task is done ("addSignBefore"); the signers act; then the task comes back to
 *   its handler (a new row on the same execution).
 * - after: the handler approved; the signers act; then the engine moves on with that approval.
 * Added signers agree or oppose (no reject to earlier nodes, no further add-sign); an oppose ends
 * the chain and gives the task back to its handler to decide again.
 */

interface Target {
  task: TaskRecord;
  inst: InstanceRecord;
  def: DefInfo;
}

function signerRow(host: TaskRecord, chainId: string, userId: string) {
  const id = newId();
  return {
    id,
    inst_id: host.inst_id,
    root_id: host.root_id,
    def_id: host.def_id,
    def_key: host.def_key,
    def_name: JSON.stringify(host.def_name),
    type_id: host.type_id,
    subject: host.subject,
    creator_id: host.creator_id,
    creator_name: host.creator_name,
    node_id: host.node_id,
    name: host.name,
    execution_id: host.execution_id,
    group_id: id,
    sign_index: null,
    sign_type: null,
    assignee_id: userId,
    owner_id: null,
    candidate: false,
    due_time: host.due_time,
    add_sign_id: chainId,
  };
}

async function openSigners(ctx: ActionContext, host: TaskRecord, chainId: string, userIds: string[]): Promise<NewTask[]> {
  const rows = userIds.map((u) => signerRow(host, chainId, u));
  await insertTasks(ctx.trx, rows);
  for (const u of userIds) ctx.touched.add(u);
  return rows.map((r) => ({ id: r.id, nodeId: r.node_id, name: r.name, assigneeId: r.assignee_id }));
}

/** Adds signers on a task the caller handles. */
export async function addSign(ctx: ActionContext, user: CurrentUser, req: ToolRequest, t: Target): Promise<NewTask[]> {
  const { task, inst } = t;
  if (task.is_start || task.sign_index !== null || task.add_sign_id || !task.execution_id) throw wfError(400, 'taskTools.addSignNotHere');
  if (!req.mode) throw wfError(400, 'taskTools.addSignMode');
  const ids = [...new Set(req.userIds ?? [])];
  if (!ids.length) throw wfError(400, 'taskTools.noUsers');
  if (ids.includes(user.id) || ids.includes(task.assignee_id ?? '')) throw wfError(400, 'taskTools.addSignSelf');
  for (const id of ids) if (!(await activeUser(ctx.trx, id))) throw wfError(404, 'user.notFound');
  if (task.candidate)
    for (const r of await repo.cancelGroupOthers(ctx.trx, task.group_id, task.id)) if (r.assignee_id) ctx.touched.add(r.assignee_id);

  const opinion = req.opinion?.trim() || null;
  const completedAt = new Date();
  await writeCompletion(ctx.trx, {
    taskId: task.id,
    set: {
      status: 'done',
      action: req.mode === 'before' ? 'addSignBefore' : 'agree',
      opinion,
      completed_by: user.id,
      complete_time: completedAt,
      is_read: 1,
    },
  });
  noteTaskDone(ctx, task, user.id, completedAt);
  const chainId = newId();
  const sequential = req.sequential === true;
  await repo.insertAddSign(ctx.trx, {
    id: chainId,
    inst_id: inst.id,
    host_task_id: task.id,
    node_id: task.node_id,
    execution_id: task.execution_id,
    mode: req.mode,
    sequential,
    user_ids: ids,
    queue: sequential ? ids.slice(1) : [],
    added_by: user.id,
    host_assignee_id: task.assignee_id,
    host_owner_id: task.owner_id,
  });
  await recordOpinion(ctx, {
    instId: inst.id,
    taskId: task.id,
    nodeId: task.node_id,
    taskName: task.name,
    status: req.mode === 'before' ? 'addSignBefore' : 'addSignAfter',
    auditorId: user.id,
    opinion,
    qualfiedIds: ids,
    createTime: task.create_time,
    decision: { formData: inst.form_data },
  });
  ctx.touched.add(user.id);
  return openSigners(ctx, task, chainId, sequential ? ids.slice(0, 1) : ids);
}

/** The chain is over: the task comes back to its handler (before, or after an oppose), or the flow moves on (after). */
async function finishChain(ctx: ActionContext, chain: repo.AddSignRow, t: Target, back: boolean): Promise<NewTask[]> {
  await repo.updateAddSign(ctx.trx, chain.id, { status: 'done' });
  if (back || chain.mode === 'before') {
    const host = await taskById(ctx.trx, chain.host_task_id);
    if (!host || !chain.host_assignee_id) return [];
    const row = { ...signerRow(host, chain.id, chain.host_assignee_id), owner_id: chain.host_owner_id, add_sign_id: null };
    await insertTasks(ctx.trx, [row]);
    ctx.touched.add(chain.host_assignee_id);
    return [{ id: row.id, nodeId: row.node_id, name: row.name, assigneeId: row.assignee_id }];
  }
  if (!chain.execution_id) return [];
  const output = { decision: 'agree', userId: chain.added_by };
  return (await advance(ctx, t.inst, t.def, [{ kind: 'complete', executionId: chain.execution_id, output }])).newTasks;
}

/** After a signer left the chain (acted or removed): the next in turn, or the chain's end. */
async function moveOn(ctx: ActionContext, chain: repo.AddSignRow, t: Target): Promise<NewTask[]> {
  const rows = await repo.chainTasks(ctx.trx, chain.id);
  if (rows.some((r) => r.status === 'todo')) return [];
  if (chain.queue.length) {
    const [next, ...rest] = chain.queue;
    await repo.updateAddSign(ctx.trx, chain.id, { queue: rest });
    const host = await taskById(ctx.trx, chain.host_task_id);
    if (host) return openSigners(ctx, host, chain.id, [next]);
  }
  return finishChain(ctx, chain, t, false);
}

/** An added signer agrees or opposes (through the one complete call). */
export async function addSignVote(ctx: ActionContext, user: CurrentUser, body: CompleteBody, t: Target) {
  const { task, inst } = t;
  if (body.actionName !== 'agree' && body.actionName !== 'oppose') throw wfError(400, 'task.actionNotAllowed', { action: body.actionName });
  const opinion = body.opinion?.trim() ?? '';
  if (body.actionName === 'oppose' && !opinion) throw wfError(400, 'task.opinionRequired');
  const chain = await repo.addSignForUpdate(ctx.trx, task.add_sign_id!);
  if (!chain || chain.status !== 'open') throw wfError(409, 'task.alreadyDone');
  const set = {
    status: 'done',
    action: body.actionName,
    opinion: opinion || null,
    completed_by: user.id,
    complete_time: new Date(),
    is_read: 1,
  };
  await writeCompletion(ctx.trx, { taskId: task.id, set });
  noteTaskDone(ctx, task, user.id, set.complete_time);
  await recordOpinion(ctx, {
    ...taskOpinion(task, inst.id, body.actionName, user.id, opinion),
    qualfiedIds: [task.assignee_id!],
    createTime: task.create_time,
    decision: { formData: inst.form_data },
  });
  ctx.touched.add(user.id);
  let newTasks: NewTask[];
  if (body.actionName === 'oppose') {
    await repo.updateAddSign(ctx.trx, chain.id, { queue: [] });
    for (const r of await repo.cancelChainTasks(ctx.trx, chain.id)) if (r.assignee_id) ctx.touched.add(r.assignee_id);
    newTasks = await finishChain(ctx, chain, t, true);
  } else newTasks = await moveOn(ctx, chain, t);
  // the new tasks' assignees are told by workflow/steps/notices.ts when the action finishes
  return { taskId: task.id, instId: inst.id, instStatus: inst.status, newTasks };
}

/** The one who added a signer (or an admin) removes them while they have not acted. */
export async function removeAddSign(ctx: ActionContext, user: CurrentUser, req: ToolRequest, t: Target): Promise<void> {
  const chain = await repo.openChainOfHost(ctx.trx, req.taskId);
  if (!chain) throw wfError(404, 'taskTools.noAddSign');
  if (chain.added_by !== user.id && !user.isAdmin) throw wfError(403, 'task.forbidden');
  // the flow moved past the chain (its rows were cancelled with their execution)
  if (!(await repo.chainTasks(ctx.trx, chain.id)).some((r) => r.status === 'todo')) throw wfError(404, 'taskTools.noAddSign');
  const userId = req.userId ?? '';
  if (chain.queue.includes(userId)) {
    chain.queue = chain.queue.filter((u) => u !== userId);
    await repo.updateAddSign(ctx.trx, chain.id, { queue: chain.queue });
  } else {
    const cancelled = await repo.cancelChainTasks(ctx.trx, chain.id, userId);
    if (!cancelled.length) {
      const acted = (await repo.chainTasks(ctx.trx, chain.id)).some((r) => r.assignee_id === userId);
      throw acted ? wfError(409, 'taskTools.alreadyActed') : wfError(404, 'taskTools.notAddSigner');
    }
    ctx.touched.add(userId);
  }
  await recordOpinion(ctx, {
    instId: t.inst.id,
    taskId: chain.host_task_id,
    nodeId: chain.node_id,
    taskName: t.task.name,
    status: 'addSignRemove',
    auditorId: user.id,
    qualfiedIds: [userId],
  });
  ctx.touched.add(user.id);
  await moveOn(ctx, chain, t);
}
