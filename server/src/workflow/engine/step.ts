import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { threadId } from 'node:worker_threads';
import {
  ELEMENTS,
  Engine,
  expressionHandler,
  moddleContextFor,
  quietLogger,
  refuseScripts,
  sourceContextFor,
  type ActivityApiLike,
  type ExecutionLike,
  type FlowLike,
} from './bpmn.js';
import { votesOf } from './countersign.js';
import { cutState, type JumpPlan } from './jumps.js';
import { recordingTimers } from './timers.js';
import { deliver, eventWait, thrownEvent, timerEventSubs } from './events.js';
import { EngineError, NotWaitingError, type StepAction, type StepOptions, type StepResult, type Thrown, type Waiting } from './protocol.js';

/**
 * One engine step in this thread: start the definition (no state) or recover it from its stored
 * state, apply the step's actions, and return the new state with what now waits. The engine runs
 * in memory only; the caller stores the state (with its version check) in the same transaction
 * as the tasks.
 */
export async function runStepHere(options: StepOptions): Promise<StepResult> {
  try {
    return await runJumping(options);
  } catch (err) {
    if (err instanceof EngineError || err instanceof NotWaitingError) throw err;
    // anything the engine throws (a refused script, a broken definition) is a failure of this step
    throw new EngineError(err instanceof Error ? err.message : String(err), null);
  }
}

/** The last part of a jump, run on the state cut back: tokens for joins whose other branches count as done. */
type Supply = { kind: 'supply'; tokens: JumpPlan['supply'] };

interface EngineRun {
  result: StepResult;
  /** the last jump the actions asked for, to be finished by runJumping */
  jumped: JumpPlan | null;
}

/** Applies one action to the live engine; what waits is kept up to date. */
function apply(execution: ExecutionLike, waiting: Map<string, Waiting>, action: StepAction | Supply, caught: string[]): JumpPlan | null {
  if (action.kind === 'complete') {
    const w = waiting.get(action.executionId);
    // bpmn-elements silently ignores a signal to an execution that is not waiting: check first
    if (!w) throw new NotWaitingError(`execution ${action.executionId} is not waiting`);
    execution.signal({ ...action.output, id: w.nodeId, executionId: action.executionId });
    waiting.delete(action.executionId);
    return null;
  }
  if (action.kind === 'jump') {
    const target = execution.getActivityById(action.plan.target);
    if (!target) throw new EngineError(`no node ${action.plan.target}`, action.plan.target);
    // the open executions stay for now: discarding them would run on into the joins. A target
    // that already waits (a flow started afresh that goes straight back to its rejecter) keeps
    // its execution; the cut then drops the rest of the region around it
    if (!target.isRunning) target.run();
    return action.plan;
  }
  if (action.kind === 'deliver') {
    caught.push(...deliver(execution, waiting, action));
    return null;
  }
  for (const t of action.tokens) {
    const source = execution.getActivityById(t.sourceId) as unknown as { outbound?: FlowLike[] } | undefined;
    const flow = source?.outbound?.find((f) => f.id === t.flowId);
    if (!flow) throw new EngineError(`no flow ${t.flowId}`, t.sourceId);
    flow.take({ sequenceId: `${t.flowId}_take_${randomBytes(5).toString('hex')}` });
  }
  return null;
}

async function runEngine(options: StepOptions, actions: (StepAction | Supply)[]): Promise<EngineRun> {
  const cached = options.cachedSource !== false;
  const timers = recordingTimers();
  const engineOptions = {
    timers: timers.option,
    name: options.name,
    ...(cached ? { Logger: quietLogger, sourceContext: await sourceContextFor(options.xml) } : {}),
    expressions: expressionHandler(options.scope),
    scripts: refuseScripts,
    elements: ELEMENTS,
    // service nodes are buttons/notices: the engine passes them, we send the notices
    settings: { enableDummyService: true },
    // our own variables are namespaced: the engine overwrites `fields`, `content`, `properties`
    variables: { wf: { instId: options.name } },
  };
  const engine =
    options.state || cached
      ? new Engine(engineOptions)
      : new Engine({ ...engineOptions, moddleContext: await moddleContextFor(options.xml) });
  let failure: EngineError | null = null;
  let ended = false;
  engine.on('error', (err) => {
    const e = err as { message?: string; source?: { content?: { id?: string } } };
    failure ??= new EngineError(e?.message ?? 'engine error', e?.source?.content?.id ?? null);
  });
  engine.on('end', () => {
    ended = true;
  });

  const waiting = new Map<string, Waiting>();
  const entered: string[] = [];
  const serviceNodes: string[] = [];
  const countersignsEnded: StepResult['countersignsEnded'] = [];
  const listener = new EventEmitter();
  let live = false;
  // while resuming, only what happens anew counts (a timer that expired meanwhile runs on): not what is redelivered
  const fresh = (api: ActivityApiLike) => live || !(api as { fields?: { redelivered?: boolean } }).fields?.redelivered;
  const thrown: Thrown[] = [];
  const eventSubs = timerEventSubs(options.eventSubTimers ?? []);
  eventSubs.listen(listener);
  listener.on('activity.message', (api: ActivityApiLike) => fresh(api) && thrownEvent(api, 'message', thrown));
  listener.on('activity.signal', (api: ActivityApiLike) => fresh(api) && thrownEvent(api, 'signal', thrown));
  listener.on('wait', (api: ActivityApiLike) => {
    const event = eventWait(api);
    if (event) waiting.set(event.executionId, event);
    if (api.type !== 'bpmn:UserTask') return;
    waiting.set(api.executionId, {
      nodeId: api.id,
      executionId: api.executionId,
      kind: 'userTask',
      index: typeof api.content.index === 'number' ? api.content.index : null,
    });
  });
  listener.on('activity.call', (api: ActivityApiLike) => {
    waiting.set(api.executionId, { nodeId: api.id, executionId: api.executionId, kind: 'callActivity', index: null });
  });
  listener.on('activity.start', (api: ActivityApiLike) => {
    if (!fresh(api) || api.content.index !== undefined) return;
    entered.push(api.id);
    if (api.type === 'bpmn:ServiceTask') serviceNodes.push(api.id);
  });
  // a timer that expired fires while the state is resumed: what it starts is new in this step
  const firedTimers: string[] = [];
  listener.on('activity.timeout', (api: ActivityApiLike & { content: { state?: string; executionId?: string } }) => {
    if (api.content.state !== 'timeout') return;
    live = true;
    if (api.content.executionId) firedTimers.push(api.content.executionId);
  });
  // a countersign's votes emit no end events of their own: when the node ends, its votes go too
  const dropNode = (api: ActivityApiLike) => {
    waiting.delete(api.executionId);
    for (const [id, w] of waiting) if (w.nodeId === api.id && id.startsWith(`${api.executionId}_`)) waiting.delete(id);
  };
  listener.on('activity.end', (api: ActivityApiLike & { content: { output?: unknown } }) => {
    dropNode(api);
    if (!fresh(api) || api.type !== 'bpmn:UserTask' || !api.content.isMultiInstance || !api.content.isRootScope) return;
    const output = api.content.output;
    if (Array.isArray(output)) countersignsEnded.push({ nodeId: api.id, votes: votesOf(output) });
  });
  listener.on('activity.leave', dropNode);
  listener.on('activity.discard', dropNode);

  let execution: ExecutionLike;
  if (options.state) {
    engine.recover(options.state);
    execution = await engine.resume({ listener });
  } else {
    live = true;
    execution = await engine.execute({ listener });
    eventSubs.arm(execution);
  }
  live = true;
  if (failure) throw failure;
  // waiting tasks are not always announced again after recover(): walk the postponed ones too
  const walk = (apis: ActivityApiLike[], seen = new Set<string>()) => {
    for (const api of apis) {
      if (seen.has(api.executionId)) continue;
      seen.add(api.executionId);
      if (api.type === 'bpmn:UserTask' && !api.content.isMultiInstance && !waiting.has(api.executionId) && api.content.index === undefined)
        waiting.set(api.executionId, { nodeId: api.id, executionId: api.executionId, kind: 'userTask', index: null });
      const event = !waiting.has(api.executionId) ? eventWait(api) : null;
      if (event) waiting.set(event.executionId, event);
      if (api.type === 'bpmn:SubProcess') walk((api as unknown as { getPostponed(): ActivityApiLike[] }).getPostponed(), seen);
    }
  };
  walk(execution.getPostponed());

  let jumped: JumpPlan | null = null;
  const caught: string[] = [];
  for (const action of actions) jumped = apply(execution, waiting, action, caught) ?? jumped;
  eventSubs.settle(execution);
  // the engine works through its queues synchronously; one turn lets any deferred message settle
  await new Promise((r) => setImmediate(r));
  if (failure) throw failure;
  const state = (await engine.getState()) as { definitions?: { source?: unknown }[] };
  // the model comes from the definition's XML on recovery: the stored state holds only the run
  if (cached) for (const d of state.definitions ?? []) delete d.source;
  return {
    result: {
      state,
      ended,
      waiting,
      entered,
      serviceNodes,
      countersignsEnded,
      thrown,
      caught,
      threadId,
      timers: timers.pending(),
      firedTimers,
    },
    jumped,
  };
}

/**
 * A step, and when its actions jumped, the rest of the jump: the state after entering the target
 * is cut back to the plan (nothing is discarded inside the engine, so no discard reaches a join),
 * then recovered, and the joins of the sections the jump enters get their other branches' tokens.
 * What waits, the state and `ended` are those of the last run; entered nodes add up.
 */
async function runJumping(options: StepOptions): Promise<StepResult> {
  const { result: entered, jumped: plan } = await runEngine(options, options.actions ?? []);
  if (!plan) return entered;
  const supply = plan.supply;
  const { result: settled } = await runEngine(
    { ...options, state: cutState(entered.state, plan) },
    supply.length ? [{ kind: 'supply', tokens: supply }] : [],
  );
  return {
    ...settled,
    entered: [...entered.entered, ...settled.entered],
    serviceNodes: [...entered.serviceNodes, ...settled.serviceNodes],
    countersignsEnded: [...entered.countersignsEnded, ...settled.countersignsEnded],
    firedTimers: [...entered.firedTimers, ...settled.firedTimers],
    thrown: [...(entered.thrown ?? []), ...(settled.thrown ?? [])],
    caught: entered.caught,
  };
}
