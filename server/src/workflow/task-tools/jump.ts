import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { ToolRequest } from '../../../../contract/workflow.js';
import type { DefInfo } from '../definitions/repo.js';
import { planJump, type JumpPlan } from '../engine/jumps.js';
import { flowStructure } from '../engine/sections.js';
import { recordOpinion } from '../opinions/record.js';
import { advance } from '../steps/advance.js';
import type { ActionContext, InstanceRecord } from '../steps/context.js';
import { wfError } from '../messages.js';
import { subInstanceRunsIn } from '../tasks/actions.js';
import type { TaskRecord } from '../tasks/repo.js';
import { taskNodesByCompletion } from '../tasks/repo.js';

export interface JumpTarget {
  nodeId: string;
  plan: JumpPlan;
}

/**
 * Where an administrator may move a task's work: any other user task of the top level or of a
 * parallel section that the engine's jump plan reaches from the task's node, backwards (a node
 * passed) or forwards (a node not reached yet). Not a node that has open work now, nor one whose
 * region holds a running sub instance; from the top level only while nothing else is open there.
 */
export async function jumpPlans(db: Database, def: DefInfo, inst: InstanceRecord, task: TaskRecord): Promise<JumpTarget[]> {
  const model = def.model;
  if (task.is_start || task.add_sign_id || model.nodes[task.node_id]?.type !== 'userTask') return [];
  const st = flowStructure(model);
  if (st.unsupported.has(task.node_id) || !st.chains.has(task.node_id)) return [];
  const rows = await taskNodesByCompletion(db, inst.id);
  const open = new Set(rows.filter((r) => r.status === 'todo').map((r) => r.node_id));
  if (!st.chains.get(task.node_id)!.length && [...open].some((n) => n !== task.node_id)) return [];
  const out: JumpTarget[] = [];
  for (const nodeId of model.order) {
    const node = model.nodes[nodeId];
    if (nodeId === task.node_id || open.has(nodeId) || node?.type !== 'userTask' || node.parent !== null) continue;
    const plan = planJump(model, st, task.node_id, nodeId);
    if (!plan || (await subInstanceRunsIn(db, inst.id, plan.region))) continue;
    out.push({ nodeId, plan });
  }
  return out;
}

/**
 * The administrator's jump: the region of the plan starts over at the target (its open tasks,
 * the acted-on one included, are cancelled by the step), the history names who moved it, where
 * and why. Who is told is the tools' common part (planAction).
 */
export async function adminJump(
  ctx: ActionContext,
  user: CurrentUser,
  req: ToolRequest,
  t: { task: TaskRecord; inst: InstanceRecord; def: DefInfo },
  preview: boolean,
): Promise<void> {
  const { task, inst, def } = t;
  if (!user.isAdmin) throw wfError(403, 'taskTools.jumpAdminOnly');
  const opinion = req.opinion?.trim() || (preview ? '-' : '');
  if (!opinion) throw wfError(400, 'task.opinionRequired');
  if (!req.destination) throw wfError(400, 'taskTools.jumpNoTarget');
  const target = (await jumpPlans(ctx.trx, def, inst, task)).find((x) => x.nodeId === req.destination);
  if (!target) throw wfError(400, 'taskTools.jumpNoTarget');
  await recordOpinion(ctx, {
    instId: inst.id,
    taskId: task.id,
    nodeId: task.node_id,
    taskName: task.name,
    status: 'jump',
    auditorId: user.id,
    opinion,
    qualfiedIds: task.assignee_id ? [task.assignee_id] : [],
    known: [{ id: user.id, account: user.account, name: user.fullname, avatar: null }],
    createTime: task.create_time,
  });
  await advance(ctx, inst, def, [{ kind: 'jump', plan: target.plan }]);
  for (const id of [user.id, task.assignee_id, task.owner_id]) if (id) ctx.touched.add(id);
  ctx.instIds.add(inst.id);
}
