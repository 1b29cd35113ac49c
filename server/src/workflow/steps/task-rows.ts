import type { DefInfo } from '../definitions/repo.js';
import type { FlowNode } from '../definitions/model.js';
import { activeOrSuccessor, adminIds } from '../support/repo-users.js';
import { newId, type ActionContext, type InstanceRecord } from './context.js';
import { scheduleTaskTimers } from '../timers/service.js';
import { activeAgent, cancelOpenTasks as cancelOpenTaskRows, insertException, insertTasks } from './repo.js';

export interface NewTask {
  id: string;
  nodeId: string;
  name: string;
  assigneeId: string | null;
}

export async function recordException(
  ctx: ActionContext,
  inst: InstanceRecord,
  node: { id: string; name: string },
  code: string,
  params: Record<string, string | number> = {},
) {
  await insertException(ctx.trx, {
    id: newId(),
    inst_id: inst.id,
    node_id: node.id,
    node_name: node.name,
    code,
    params: JSON.stringify(params),
  });
}

/** What a task row copies from its instance and definition. */
const ofInstance = (inst: InstanceRecord, def: DefInfo) => ({
  inst_id: inst.id,
  root_id: inst.root_id,
  def_id: def.id,
  def_key: inst.def_key,
  def_name: JSON.stringify(inst.def_name),
  type_id: inst.type_id,
  subject: inst.subject,
  creator_id: inst.creator_id,
  creator_name: inst.creator_name,
});

/**
 * The rows of one piece of work: one per person. Several people on a normal node share one
 * group (any of them may lock and complete it; the others' rows are then cancelled); a
 * countersign vote has exactly one person. Empty: the node is skipped (skipEmpty) or given to
 * the administrators with an exception record.
 */
export async function createTaskRows(
  ctx: ActionContext,
  inst: InstanceRecord,
  def: DefInfo,
  node: FlowNode,
  executionId: string,
  index: number | null,
): Promise<NewTask[] | 'skip'> {
  const all = inst.node_users[node.id] ?? [];
  let users = index === null ? all : all[index] ? [all[index]] : [];
  if (!users.length) {
    if (node.skipEmpty) return 'skip';
    users = (await adminIds(ctx.trx)).slice(0, 20);
    await recordException(ctx, inst, node, 'noApprover');
  }
  const candidate = index === null && users.length > 1;
  const due = new Date(Date.now() + (node.dueHours ?? 72) * 3600_000);
  const rows = [];
  for (const userId of users) {
    const agent = await activeAgent(ctx.trx, userId, inst.def_key);
    const assignee = agent && agent !== userId ? agent : userId;
    rows.push({
      id: newId(),
      ...ofInstance(inst, def),
      node_id: node.id,
      name: node.name,
      execution_id: executionId,
      group_id: executionId,
      sign_index: index,
      sign_type: node.signType ?? null,
      assignee_id: assignee,
      owner_id: assignee === userId ? null : userId,
      candidate,
      due_time: due,
      delegated_at: assignee === userId ? null : new Date(),
    });
    ctx.touched.add(assignee);
    if (assignee !== userId) ctx.touched.add(userId);
  }
  await insertTasks(ctx.trx, rows);
  await scheduleTaskTimers(ctx, inst, node, rows);
  return rows.map((r) => ({ id: r.id, nodeId: node.id, name: node.name, assigneeId: r.assignee_id }));
}

/**
 * The start node given back to the initiator (after backToStart or a revoke to the start). An initiator who is no
 * longer active (departed, disabled): the 'requests' successor their departure recorded; none (or nobody active at the
 * end of the chain): the administrators with a noApprover exception, as a step without approver.
 */
export async function createStartTask(ctx: ActionContext, inst: InstanceRecord, def: DefInfo): Promise<NewTask[]> {
  const start = def.model.nodes[def.model.startId];
  const stands = (await activeOrSuccessor(ctx.trx, [inst.creator_id], 'requests')).get(inst.creator_id);
  let users = stands ? [stands] : (await adminIds(ctx.trx)).slice(0, 20);
  if (!stands) {
    await recordException(ctx, inst, start, 'noApprover');
    // no active administrator either: the task waits on the initiator's account, as before
    if (!users.length) users = [inst.creator_id];
  }
  const groupId = newId();
  const rows = users.map((userId, i) => ({
    id: i === 0 ? groupId : newId(),
    ...ofInstance(inst, def),
    node_id: start.id,
    name: start.name,
    execution_id: null,
    group_id: groupId,
    sign_index: null,
    sign_type: null,
    is_start: true,
    assignee_id: userId,
    owner_id: null,
    candidate: users.length > 1,
  }));
  await insertTasks(ctx.trx, rows);
  for (const r of rows) ctx.touched.add(r.assignee_id);
  return rows.map((r) => ({ id: r.id, nodeId: start.id, name: start.name, assigneeId: r.assignee_id }));
}

/** Cancels every open task of the instances (an instance and its sub instances). */
export async function cancelOpenTasks(ctx: ActionContext, instIds: string[]): Promise<void> {
  if (!instIds.length) return;
  const rows = await cancelOpenTaskRows(ctx.trx, instIds);
  for (const r of rows) {
    if (r.assignee_id) ctx.touched.add(r.assignee_id);
    if (r.owner_id) ctx.touched.add(r.owner_id);
  }
}
