import { randomBytes } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import {
  ELEMENTS,
  Engine,
  expressionHandler,
  moddleContextFor,
  quietLogger,
  refuseScripts,
  sourceContextFor,
  type EngineLike,
  type ExecutionLike,
  type FlowLike,
} from './bpmn.js';
import { cutState, type JumpPlan } from './jumps.js';
import { recordingTimers } from './timers.js';
import { deliver, timerEventSubs } from './events.js';
import { observe, walkPostponed, type Observed } from './observe.js';
import { EngineError, NotWaitingError, type StepAction, type StepOptions, type StepResult, type Waiting } from './protocol.js';

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

/** How the engine's run went, as its events tell: the first failure, and whether the process ended. */
interface Outcome {
  failure: EngineError | null;
  ended: boolean;
}

/** A new engine for the step's definition, from the cached parse of its XML unless the step asks for plain bpmn-engine. */
async function buildEngine(options: StepOptions, timers: unknown, cached: boolean): Promise<{ engine: EngineLike; outcome: Outcome }> {
  const engineOptions = {
    timers,
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
  const outcome: Outcome = { failure: null, ended: false };
  engine.on('error', (err) => {
    const e = err as { message?: string; source?: { content?: { id?: string } } };
    outcome.failure ??= new EngineError(e?.message ?? 'engine error', e?.source?.content?.id ?? null);
  });
  engine.on('end', () => {
    outcome.ended = true;
  });
  return { engine, outcome };
}

/** Recovers the stored state and resumes it, or starts the definition afresh (arming its timer event sub processes). */
async function startOrResume(
  engine: EngineLike,
  state: unknown,
  seen: Observed,
  eventSubs: ReturnType<typeof timerEventSubs>,
): Promise<ExecutionLike> {
  if (state) {
    engine.recover(state);
    return engine.resume({ listener: seen.listener });
  }
  seen.live = true;
  const execution = await engine.execute({ listener: seen.listener });
  eventSubs.arm(execution);
  return execution;
}

/** Applies the step's actions in order: the last jump asked for, and the nodes that caught a delivery. */
function applyAll(execution: ExecutionLike, waiting: Map<string, Waiting>, actions: (StepAction | Supply)[]) {
  let jumped: JumpPlan | null = null;
  const caught: string[] = [];
  for (const action of actions) jumped = apply(execution, waiting, action, caught) ?? jumped;
  return { jumped, caught };
}

/** One run of the engine: build it, observe it while it starts or resumes, walk what waits, apply the actions, keep the state. */
async function runEngine(options: StepOptions, actions: (StepAction | Supply)[]): Promise<EngineRun> {
  const cached = options.cachedSource !== false;
  const timers = recordingTimers();
  const { engine, outcome } = await buildEngine(options, timers.option, cached);
  const eventSubs = timerEventSubs(options.eventSubTimers ?? []);
  const seen = observe(eventSubs);

  const execution = await startOrResume(engine, options.state, seen, eventSubs);
  seen.live = true;
  if (outcome.failure) throw outcome.failure;
  walkPostponed(execution.getPostponed(), seen.waiting);

  const { jumped, caught } = applyAll(execution, seen.waiting, actions);
  eventSubs.settle(execution);
  // the engine works through its queues synchronously; one turn lets any deferred message settle
  await new Promise((r) => setImmediate(r));
  if (outcome.failure) throw outcome.failure;
  const state = (await engine.getState()) as { definitions?: { source?: unknown }[] };
  // the model comes from the definition's XML on recovery: the stored state holds only the run
  if (cached) for (const d of state.definitions ?? []) delete d.source;
  const { waiting, entered, serviceNodes, countersignsEnded, thrown, firedTimers } = seen;
  return {
    result: {
      state,
      ended: outcome.ended,
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
