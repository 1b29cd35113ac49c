import type { DefInfo } from '../definitions/repo.js';
import { countersignFacts } from '../engine/countersign.js';
import type { StepResult, Thrown, Waiting } from '../engine/protocol.js';
import { recordOpinion } from '../opinions/record.js';
import { newId, VersionConflict, type ActionContext, type InstanceRecord } from './context.js';
import { cancelTasks, insertNotices, writeStep, type OpenTask, type TaskCompletion } from './repo.js';
import { createTaskRows, type NewTask } from './task-rows.js';
import { syncEngineTimers } from '../timers/service.js';
import { noteEnded } from '../analytics/collect.js';

/** Columns an action changes together with the engine state (in the same version-checked write). */
export interface InstancePatch {
  form_data?: Record<string, unknown>;
  form_data_version?: number;
  status?: string;
  node_users?: Record<string, string[]>;
}

/** What the first step of an action writes besides the engine state, in the same statement. */
export interface StepWrites {
  patch?: InstancePatch;
  completion?: TaskCompletion;
}

export type FollowUp =
  | { kind: 'call'; waiting: Waiting }
  | { kind: 'notPass'; nodeId: string; mode: 'backToStart' | 'end' }
  | { kind: 'ended' }
  | { kind: 'thrown'; event: Thrown };

export interface SyncResult {
  newTasks: NewTask[];
  /** executions of nodes without approvers that skip themselves */
  skips: Waiting[];
  followUps: FollowUp[];
}

/**
 * Stores what one engine step produced: the new state (only if nobody wrote the instance since
 * we read it: optimistic lock on `version`), tasks for what now waits, cancellation of tasks
 * whose execution no longer waits (a countersign decided early, a discarded branch), notices of
 * service nodes and the result of finished countersigns.
 */
export async function syncStep(
  ctx: ActionContext,
  inst: InstanceRecord,
  def: DefInfo,
  r: StepResult,
  writes: StepWrites = {},
): Promise<SyncResult> {
  const followUps = await countersignOutcomes(ctx, inst, def, r);
  // a failed countersign takes the instance back (or ends it) whatever the engine did next
  const ended = r.ended && !followUps.length;
  const open = await writeState(ctx, inst, def, r, writes, ended);
  await cancelGone(ctx, open, r);
  const { newTasks, skips, calls } = await openWaiting(ctx, inst, def, r, open);
  followUps.push(...calls);
  await sendServiceNotices(ctx, inst, def, r);
  for (const event of r.thrown ?? []) followUps.push({ kind: 'thrown', event });
  if (ended) {
    await recordEnd(ctx, inst, def, r);
    followUps.push({ kind: 'ended' });
  }
  return { newTasks, skips, followUps };
}

/** The result of each countersign that ended (its history row); a failed one asks for its node's way back. */
async function countersignOutcomes(ctx: ActionContext, inst: InstanceRecord, def: DefInfo, r: StepResult): Promise<FollowUp[]> {
  const followUps: FollowUp[] = [];
  for (const cs of r.countersignsEnded) {
    const node = def.model.nodes[cs.nodeId];
    // the ratio is over every approver of the node, voted or not (a countersign may end early)
    const total = Math.max(cs.votes.length, inst.node_users[cs.nodeId]?.length ?? 0);
    const facts = countersignFacts(cs.votes, total, node?.passRatio ?? 1);
    const pass = facts.passRatio >= (node?.passRatio ?? 1) - 1e-9;
    await recordOpinion(ctx, {
      instId: inst.id,
      nodeId: cs.nodeId,
      taskName: node?.name ?? cs.nodeId,
      status: pass ? 'signPass' : 'signNotPass',
    });
    if (!pass) followUps.push({ kind: 'notPass', nodeId: cs.nodeId, mode: node?.onNotPass ?? 'backToStart' });
  }
  return followUps;
}

/**
 * The instance's new state, version-checked, with the action's patch and completion in the same
 * statement; the instance in memory follows, and the engine's timers are stored. The open tasks.
 */
async function writeState(ctx: ActionContext, inst: InstanceRecord, def: DefInfo, r: StepResult, writes: StepWrites, ended: boolean) {
  const patch = writes.patch ?? {};
  const reached = [...new Set([...inst.reached, ...r.entered])];
  const status = ended ? 'end' : (patch.status ?? inst.status);
  const endTime = ended ? new Date() : null;
  const set = {
    engine_state: JSON.stringify(r.state),
    reached: JSON.stringify(reached),
    status,
    end_time: endTime,
    ...(patch.form_data ? { form_data: JSON.stringify(patch.form_data) } : {}),
    ...(patch.form_data_version ? { form_data_version: patch.form_data_version } : {}),
    ...(patch.node_users ? { node_users: JSON.stringify(patch.node_users) } : {}),
  };
  const { written, open } = await writeStep(ctx.trx, inst, set, writes.completion);
  if (!written) throw new VersionConflict();
  if (ended) noteEnded(ctx, inst, endTime!);
  Object.assign(inst, { version: inst.version + 1, reached, status, end_time: endTime, engine_state: r.state }, patch);
  ctx.instIds.add(inst.id);
  await syncEngineTimers(ctx, inst, def, ended ? { ...r, timers: [] } : r);
  return open;
}

/** Open tasks whose execution no longer waits are cancelled; their people are told. */
async function cancelGone(ctx: ActionContext, open: OpenTask[], r: StepResult): Promise<void> {
  const gone = open.filter((t) => !t.execution_id || !r.waiting.has(t.execution_id));
  if (!gone.length) return;
  await cancelTasks(
    ctx.trx,
    gone.map((t) => t.id),
  );
  for (const t of gone) for (const u of [t.assignee_id, t.owner_id]) if (u) ctx.touched.add(u);
}

/** Tasks for what waits anew; a node without approvers skips itself, a call activity is followed up. */
async function openWaiting(ctx: ActionContext, inst: InstanceRecord, def: DefInfo, r: StepResult, open: OpenTask[]) {
  const have = new Set(open.map((t) => t.execution_id));
  const newTasks: NewTask[] = [];
  const skips: Waiting[] = [];
  const calls: FollowUp[] = [];
  for (const w of r.waiting.values()) {
    if (have.has(w.executionId)) continue;
    if (w.kind === 'callActivity') {
      calls.push({ kind: 'call', waiting: w });
      continue;
    }
    // a message or signal catch waits for a delivery, not for a person
    if (w.kind === 'message' || w.kind === 'signal') continue;
    const node = def.model.nodes[w.nodeId];
    if (!node) continue;
    const made = await createTaskRows(ctx, inst, def, node, w.executionId, w.index);
    if (made === 'skip') skips.push(w);
    else newTasks.push(...made);
  }
  return { newTasks, skips, calls };
}

/** The notices of the service nodes the step passed, to the node's people. */
async function sendServiceNotices(ctx: ActionContext, inst: InstanceRecord, def: DefInfo, r: StepResult): Promise<void> {
  for (const nodeId of r.serviceNodes) {
    const node = def.model.nodes[nodeId];
    const users = inst.node_users[nodeId] ?? [];
    if (!node || !users.length) continue;
    await insertNotices(
      ctx.trx,
      users.map((u) => ({
        id: newId(),
        inst_id: inst.id,
        kind: 'notice',
        from_user_id: null,
        to_user_id: u,
        node_id: nodeId,
        node_name: node.name,
      })),
    );
    for (const u of users) ctx.touched.add(u);
  }
}

/** The end's history row, at the top-level end event the flow reached; the initiator is told. */
async function recordEnd(ctx: ActionContext, inst: InstanceRecord, def: DefInfo, r: StepResult): Promise<void> {
  const endNode = [...r.entered].reverse().find((id) => def.model.nodes[id]?.type === 'endEvent' && def.model.nodes[id]?.parent === null);
  await recordOpinion(ctx, {
    instId: inst.id,
    nodeId: endNode ?? 'end',
    taskName: endNode ? def.model.nodes[endNode].name : 'end',
    status: 'end',
  });
  ctx.touched.add(inst.creator_id);
}
