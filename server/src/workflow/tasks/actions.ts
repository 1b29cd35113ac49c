import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { LOCK_STATUS, type TaskAction } from '../../../../contract/workflow.js';
import { flowStructure } from '../engine/sections.js';
import type { DefInfo } from '../definitions/repo.js';
import type { InstanceRecord } from '../steps/context.js';
import { planJump, type JumpPlan } from '../engine/jumps.js';
import type { TaskAccess, TaskRecord } from './access.js';
import { runningSubInstanceIn, taskNodesByCompletion } from './repo.js';

/** Actions that need an opinion text whatever the node's opinion right says. */
export const NEEDS_OPINION = new Set(['reject', 'backToStart', 'oppose', 'manual_end']);

/** Instance statuses in which work is still open (running, or waiting at the start node). */
export const ACTIVE_STATUSES = new Set(['running', 'backToStart', 'revoker_to_start']);

/** Whether a sub instance started by a call activity on one of the nodes still runs. */
export async function subInstanceRunsIn(db: Database, instId: string, nodeIds: string[]): Promise<boolean> {
  if (!nodeIds.length) return false;
  return runningSubInstanceIn(db, instId, nodeIds);
}

export interface RejectTarget {
  nodeId: string;
  /** the jump; null: back to the start node (the initiator) */
  plan: JumpPlan | null;
}

/** The task tools' wider reject: from countersign votes too, to countersign nodes and to the start node. */
export interface RejectScope {
  wide?: boolean;
}

/**
 * Nodes a reject may return to, most recent first, each with its jump plan: user tasks handled
 * before in this instance (not countersigns, not open now) that lie in the task's own branch at
 * every level of parallel nesting, or outside the sections holding it (before the fork, or after
 * an earlier join). A target before the fork discards the whole section; a target in the
 * task's branch resets only that branch. Never from a countersign vote, never while a sub
 * instance runs in the part that starts over. `wide` (the task tools): a vote may reject too (its
 * whole countersign starts over with the region), a countersign node may be a target (every vote
 * again), and the start node (the initiator) is always the last target.
 */
export async function rejectPlans(
  db: Database,
  def: DefInfo,
  inst: InstanceRecord,
  task: TaskRecord,
  scope: RejectScope = {},
): Promise<RejectTarget[]> {
  const model = def.model;
  const wide = scope.wide === true;
  if (task.is_start || task.add_sign_id || model.nodes[task.node_id]?.type !== 'userTask') return [];
  const toStart: RejectTarget[] = wide ? [{ nodeId: model.startId, plan: null }] : [];
  if (task.sign_index !== null && !wide) return [];
  const st = flowStructure(model);
  if (st.unsupported.has(task.node_id) || !st.chains.has(task.node_id)) return toStart;
  const rows = await taskNodesByCompletion(db, inst.id);
  const open = new Set(rows.filter((r) => r.status === 'todo').map((r) => r.node_id));
  // at the top level nothing else may be open (only a parallel section holds other work)
  if (!st.chains.get(task.node_id)!.length && rows.some((r) => r.status === 'todo' && r.node_id !== task.node_id)) return toStart;
  const out: RejectTarget[] = [];
  for (const { node_id, status } of rows) {
    if (status !== 'done' || node_id === task.node_id || open.has(node_id) || out.some((t) => t.nodeId === node_id)) continue;
    const node = model.nodes[node_id];
    if (node?.type !== 'userTask' || (node.signType !== null && !wide)) continue;
    const plan = planJump(model, st, task.node_id, node_id);
    if (!plan) continue;
    if (await subInstanceRunsIn(db, inst.id, plan.region)) continue;
    out.push({ nodeId: node_id, plan });
  }
  return [...out, ...toStart];
}

/** The node ids of rejectPlans (getAfterJumpNodes, buttons). */
export async function rejectTargets(db: Database, def: DefInfo, inst: InstanceRecord, task: TaskRecord): Promise<string[]> {
  return (await rejectPlans(db, def, inst, task)).map((t) => t.nodeId);
}

/** What the handler of a task may do with it. */
export function allowedActions(def: DefInfo, task: TaskRecord, user: CurrentUser, canReject: boolean): TaskAction[] {
  if (task.is_start) return ['reSubmit', 'manual_end'];
  // an added signer gives an opinion: agree, or oppose (the task goes back to whoever added them)
  if (task.add_sign_id) return ['agree', 'oppose'];
  // a vote rejects only through the task tools (their wider reject)
  if (task.sign_index !== null) return canReject ? ['agree', 'oppose', 'reject'] : ['agree', 'oppose'];
  const node = def.model.nodes[task.node_id];
  const out: TaskAction[] = ['agree'];
  if (canReject) out.push('reject');
  out.push('backToStart');
  if (node?.allowSkip) out.push('skip');
  if (user.isAdmin) out.push('manual_end');
  return out;
}

/** Lock status code of spec 02 §4 for the caller. */
export function lockStatusOf(task: TaskRecord, user: CurrentUser, access: TaskAccess | null): number {
  if (task.status !== 'todo') return LOCK_STATUS.hasHandle;
  if (access === 'admin') return LOCK_STATUS.adminOperate;
  if (!task.candidate) return LOCK_STATUS.NoUnlock;
  if (!task.lock_user_id) return LOCK_STATUS.canLock;
  return task.lock_user_id === user.id ? LOCK_STATUS.canUnlock : LOCK_STATUS.LockedBySomeone;
}
