import { eventSubTimers } from '../definitions/model.js';
import { defById, mainDefByKey, type DefInfo } from '../definitions/repo.js';
import { EngineError, NotWaitingError, runStep, type StepAction, type Waiting } from '../engine/runner.js';
import { createInstanceRow } from '../instances/create.js';
import { recordOpinion } from '../opinions/record.js';
import { scopeFor, VersionConflict, type ActionContext, type InstanceRecord } from './context.js';
import { descendantIds, endInstances, hasSubInstance, loadInstance, updateInstance } from './repo.js';
import { instancesListening } from './repo-events.js';
import { syncStep, type FollowUp, type InstancePatch, type StepWrites } from './sync.js';
import { cancelOpenTasks, createStartTask, recordException, type NewTask } from './task-rows.js';
import { noteEnded } from '../analytics/collect.js';

/** An engine failure of a definition: the action is rolled back, the failure recorded and answered. */
export class EngineFailure extends Error {
  constructor(
    public readonly instId: string,
    public readonly nodeId: string,
    public readonly detail: string,
  ) {
    super(detail);
  }
}

export interface AdvanceResult {
  newTasks: NewTask[];
  /** the nodes that caught a delivered message or signal (the first step's) */
  caught: string[];
}

/**
 * Runs the engine one step for an instance (start it when it has no state) with the action's
 * actions, stores the result and follows up: nodes without approvers skip themselves, call
 * activities start their sub instances, failed countersigns go back to the start, a finished sub
 * instance continues its parent. Everything happens in the caller's transaction.
 */
export async function advance(
  ctx: ActionContext,
  inst: InstanceRecord,
  def: DefInfo,
  actions: StepAction[],
  writes: StepWrites = {},
): Promise<AdvanceResult> {
  const newTasks: NewTask[] = [];
  const followUps: FollowUp[] = [];
  let caught: string[] | null = null;
  let nextActions = actions;
  let nextWrites: StepWrites = writes;
  for (let round = 0; round < 50; round++) {
    let result;
    try {
      result = await runStep({
        name: inst.id,
        xml: def.xml,
        state: inst.engine_state ?? null,
        scope: scopeFor(inst, def),
        actions: nextActions,
        eventSubTimers: eventSubTimers(def.model),
      });
    } catch (err) {
      if (err instanceof EngineError) throw new EngineFailure(inst.id, err.nodeId ?? '', err.message);
      throw err;
    }
    caught ??= result.caught ?? [];
    const out = await syncStep(ctx, inst, def, result, nextWrites);
    nextWrites = {};
    newTasks.push(...out.newTasks);
    followUps.push(...out.followUps);
    if (!out.skips.length) break;
    for (const s of out.skips) {
      const node = def.model.nodes[s.nodeId];
      await recordOpinion(ctx, { instId: inst.id, nodeId: s.nodeId, taskName: node?.name ?? s.nodeId, status: 'skip' });
    }
    nextActions = out.skips.map((s) => ({ kind: 'complete', executionId: s.executionId, output: { decision: 'skip' } }));
  }
  for (const f of followUps) {
    if (f.kind === 'call') await startSubInstance(ctx, inst, f.waiting);
    else if (f.kind === 'notPass') {
      const fresh = await loadInstance(ctx.trx, inst.id);
      if (!fresh) continue;
      if (f.mode === 'end') await endInstance(ctx, await rootOf(ctx, fresh), 'manual_end');
      else newTasks.push(...(await backToStart(ctx, fresh, def, 'backToStart')));
    } else if (f.kind === 'ended' && inst.parent_id) await continueParent(ctx, inst);
    else if (f.kind === 'thrown') await deliverEvent(ctx, { kind: f.event.kind, name: f.event.name, exceptId: inst.id });
  }
  return { newTasks, caught: caught ?? [] };
}

async function rootOf(ctx: ActionContext, inst: InstanceRecord): Promise<InstanceRecord> {
  if (!inst.parent_id) return inst;
  return (await loadInstance(ctx.trx, inst.root_id)) ?? inst;
}

async function closeDescendants(ctx: ActionContext, instId: string): Promise<string[]> {
  const ids = await descendantIds(ctx.trx, instId);
  if (ids.length) for (const ended of await endInstances(ctx.trx, ids)) noteEnded(ctx, ended, ended.end_time);
  return ids;
}

function serialise(patch: InstancePatch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (patch.form_data) out.form_data = JSON.stringify(patch.form_data);
  if (patch.form_data_version) out.form_data_version = patch.form_data_version;
  if (patch.node_users) out.node_users = JSON.stringify(patch.node_users);
  if (patch.status) out.status = patch.status;
  return out;
}

async function writeInstance(ctx: ActionContext, inst: InstanceRecord, set: Record<string, unknown>): Promise<void> {
  if (!(await updateInstance(ctx.trx, inst.id, inst.version, set))) throw new VersionConflict();
  // keep the in-memory record as the database has it (json columns parsed)
  const parsed = Object.fromEntries(
    Object.entries(set).map(([k, v]) => [k, typeof v === 'string' && /^(form_data|node_users)$/.test(k) ? JSON.parse(v) : v]),
  );
  Object.assign(inst, parsed, { version: inst.version + 1 });
  ctx.instIds.add(inst.id);
}

/**
 * Back to the initiator: every open task (and sub instance) ends, the engine state is dropped and
 * the initiator gets the start node, from which a re-submission starts the flow afresh (an initiator
 * who left: whoever createStartTask names).
 */
export async function backToStart(
  ctx: ActionContext,
  inst: InstanceRecord,
  def: DefInfo,
  status: 'backToStart' | 'revoker_to_start',
  patch: InstancePatch = {},
): Promise<NewTask[]> {
  const subs = await closeDescendants(ctx, inst.id);
  await cancelOpenTasks(ctx, [inst.id, ...subs]);
  await writeInstance(ctx, inst, { engine_state: null, status, end_time: null, ...serialise(patch) });
  return createStartTask(ctx, inst, def);
}

/** Ends an instance by hand (or after a failed countersign set to end it). */
export async function endInstance(
  ctx: ActionContext,
  inst: InstanceRecord,
  status: 'manual_end',
  patch: InstancePatch = {},
): Promise<void> {
  const subs = await closeDescendants(ctx, inst.id);
  await cancelOpenTasks(ctx, [inst.id, ...subs]);
  const wasRunning = inst.status !== 'end' && inst.status !== 'manual_end';
  const endTime = new Date();
  await writeInstance(ctx, inst, { status, end_time: endTime, ...serialise(patch) });
  if (wasRunning) noteEnded(ctx, inst, endTime);
  ctx.touched.add(inst.creator_id);
}

async function startSubInstance(ctx: ActionContext, parent: InstanceRecord, w: Waiting): Promise<void> {
  if (await hasSubInstance(ctx.trx, parent.id, w.executionId)) return;
  const parentDef = await defById(ctx.trx, parent.def_id);
  const called = parentDef?.model.nodes[w.nodeId]?.callActivity?.calledElement ?? '';
  const subDef = called ? await mainDefByKey(ctx.trx, called) : null;
  if (!subDef || subDef.status !== 'deploy') {
    await recordException(ctx, parent, { id: w.nodeId, name: parentDef?.model.nodes[w.nodeId]?.name ?? w.nodeId }, 'calledMissing', {
      key: called,
    });
    return;
  }
  const sub = await createInstanceRow(ctx, {
    def: subDef,
    creatorId: parent.creator_id,
    creatorName: parent.creator_name,
    formData: parent.form_data,
    subject: parent.subject,
    prop1: parent.prop1,
    urgentState: parent.urgent_state,
    parent: { id: parent.id, rootId: parent.root_id, executionId: w.executionId, nodeId: w.nodeId },
  });
  await advance(ctx, sub, subDef, []);
}

async function continueParent(ctx: ActionContext, sub: InstanceRecord): Promise<void> {
  const parent = sub.parent_id ? await loadInstance(ctx.trx, sub.parent_id) : null;
  if (!parent || parent.status !== 'running' || !sub.parent_execution_id) return;
  const def = await defById(ctx.trx, parent.def_id);
  if (!def) return;
  try {
    await advance(ctx, parent, def, [{ kind: 'complete', executionId: sub.parent_execution_id, output: { subInstId: sub.id } }]);
  } catch (err) {
    if (!(err instanceof NotWaitingError)) throw err;
    await recordException(ctx, parent, { id: sub.parent_node_id ?? '', name: sub.parent_node_id ?? '' }, 'engine', {
      detail: 'call activity not waiting',
    });
  }
}

export interface Delivery {
  kind: 'message' | 'signal';
  name: string;
  instId?: string | null;
  businessKey?: string | null;
  variables?: Record<string, unknown>;
  /** the throwing instance: it heard its own throw inside the engine */
  exceptId?: string | null;
  /** who delivered it through the API (the history names them) */
  auditorId?: string | null;
}

/** Deliveries one action may cause, thrown events answering thrown events included (a loop stops here). */
const MAX_DELIVERIES = 200;
const deliveries = new WeakMap<ActionContext, number>();

/**
 * Delivers a message or signal by name: a signal reaches every instance waiting for it (or started
 * by it in an event sub process), a message the oldest one. The delivered variables join the
 * instance's form data (gateways after the event read them). Answers the instances reached.
 */
export async function deliverEvent(ctx: ActionContext, d: Delivery): Promise<string[]> {
  const reached: string[] = [];
  const ids = await instancesListening(ctx.trx, { ...d, limit: d.kind === 'signal' ? 500 : 50 });
  for (const id of ids) {
    const count = deliveries.get(ctx) ?? 0;
    if (count >= MAX_DELIVERIES) break;
    deliveries.set(ctx, count + 1);
    const inst = await loadInstance(ctx.trx, id);
    const def = inst?.status === 'running' ? await defById(ctx.trx, inst.def_id) : null;
    if (!inst || !def) continue;
    const nodes = Object.values(def.model.nodes).filter((n) => n.eventKind === d.kind && n.eventRef?.name === d.name);
    const subs = nodes
      .filter((n) => n.type === 'startEvent' && n.parent && def.model.nodes[n.parent]?.eventSubProcess)
      .map((n) => ({ id: n.parent!, interrupting: n.interrupting !== false }));
    const recorded = ctx.opinions.length;
    const patch = d.variables && Object.keys(d.variables).length ? { form_data: { ...inst.form_data, ...d.variables } } : undefined;
    let caught: string[];
    try {
      const action: StepAction = { kind: 'deliver', eventKind: d.kind, refId: nodes[0].eventRef!.id, eventSubProcesses: subs };
      caught = (await advance(ctx, inst, def, [action], patch ? { patch } : {})).caught;
    } catch (err) {
      if (!(err instanceof NotWaitingError)) throw err;
      continue;
    }
    // the history names where it arrived (a catch, or the start of an event sub process), before what followed
    const at = caught[0] ?? nodes.find((n) => n.type === 'startEvent')?.id ?? nodes[0].id;
    await recordOpinion(ctx, { instId: id, nodeId: at, taskName: d.name, status: d.kind, auditorId: d.auditorId ?? null });
    ctx.opinions.splice(recorded, 0, ...ctx.opinions.splice(-1));
    reached.push(id);
    if (d.kind === 'message') break;
  }
  return reached;
}
