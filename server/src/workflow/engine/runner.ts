import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { threadId } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { evalFeel, feelText } from './feel.js';
import { cutState, type JumpPlan } from './jumps.js';
import { EnginePool } from './pool.js';

// bpmn-engine is CommonJS with hand-written types that need bpmn-moddle's; we type the little we use
const require = createRequire(import.meta.url);
const { Engine } = require('bpmn-engine') as { Engine: new (options: Record<string, unknown>) => EngineLike };

interface ActivityApiLike {
  id: string;
  type: string;
  executionId: string;
  content: { index?: number; isRootScope?: boolean; isMultiInstance?: boolean };
  discard(): void;
}
interface ExecutionLike {
  signal(message: Record<string, unknown>): void;
  getPostponed(): ActivityApiLike[];
  getActivityById(id: string): { run(content?: Record<string, unknown>): void } | undefined;
}
interface EngineLike {
  on(event: 'error' | 'end', fn: (arg: unknown) => void): void;
  getDefinitions(): Promise<{ environment: { options: { source: SourceContext } } }[]>;
  execute(options: { listener: EventEmitter }): Promise<ExecutionLike>;
  recover(state: unknown): EngineLike;
  resume(options: { listener: EventEmitter }): Promise<ExecutionLike>;
  getState(): Promise<unknown>;
  state: string;
}

/** A piece of work the engine waits for: a user task (or one vote of a countersign) or a call activity. */
export interface Waiting {
  nodeId: string;
  executionId: string;
  kind: 'userTask' | 'callActivity';
  /** index of a countersign vote */
  index: number | null;
}

/** What the expressions of a definition may read; built by the caller from the instance's data. */
export interface ExpressionScope {
  /** form values and instance facts for gateway conditions */
  data: Record<string, unknown>;
  /** how many approvers a node has (loopCardinality); missing: 1. Plain data: it may cross to an engine worker. */
  approverCounts?: Record<string, number>;
  /** the pass ratio a countersign needs; missing: 1 (every vote) */
  passRatios?: Record<string, number>;
}

const approverCount = (scope: ExpressionScope, nodeId: string) => Math.max(1, scope.approverCounts?.[nodeId] ?? 1);
const passRatio = (scope: ExpressionScope, nodeId: string) => scope.passRatios?.[nodeId] ?? 1;

export interface StepResult {
  state: unknown;
  ended: boolean;
  waiting: Map<string, Waiting>;
  /** node ids entered during this step, in order */
  entered: string[];
  /** service nodes passed during this step (they send notices) */
  serviceNodes: string[];
  /** countersign nodes that finished in this step, with their votes */
  countersignsEnded: { nodeId: string; votes: ('agree' | 'oppose' | null)[] }[];
  /** the thread the engine ran on (the main thread is 0) */
  threadId: number;
}

export class EngineError extends Error {
  constructor(
    message: string,
    public readonly nodeId: string | null,
  ) {
    super(message);
  }
}

/** Thrown when an action targets an execution the engine is not waiting on. */
export class NotWaitingError extends Error {}

type Vote = 'agree' | 'oppose' | null;

function votesOf(loopOutput: unknown): Vote[] {
  if (!Array.isArray(loopOutput)) return [];
  return loopOutput.map((o) => {
    const v = (o as { vote?: unknown } | null)?.vote;
    return v === 'agree' || v === 'oppose' ? v : null;
  });
}

/**
 * The FEEL context of a countersign: votes so far and whether the outcome can still change.
 * `decided` is true once every vote is in, or once the remaining ones cannot change whether the
 * required pass ratio is reached.
 */
export function countersignFacts(votes: Vote[], total: number, required: number) {
  const passCount = votes.filter((v) => v === 'agree').length;
  const opposeCount = votes.filter((v) => v === 'oppose').length;
  const completed = passCount + opposeCount;
  const remaining = Math.max(0, total - completed);
  const passRatio = total ? passCount / total : 0;
  const reached = passRatio >= required - 1e-9;
  const unreachable = total ? (passCount + remaining) / total < required - 1e-9 : true;
  return {
    nrOfInstances: total,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: remaining,
    passCount,
    opposeCount,
    passRatio,
    opposeRatio: total ? opposeCount / total : 0,
    decided: completed >= total || reached || unreachable,
  };
}

function expressionHandler(scope: ExpressionScope) {
  const resolve = (text: string, context: { content?: { id?: string; loopOutput?: unknown; loopCardinality?: number } }) => {
    const expr = feelText(text);
    // not an expression: the engine asked about a plain string (a name or a called element)
    if (expr === null) return text;
    const nodeId = context?.content?.id ?? '';
    const facts: Record<string, unknown> = { ...scope.data, approverCount: approverCount(scope, nodeId) };
    if (context?.content?.loopOutput !== undefined) {
      const total = Number(context.content.loopCardinality ?? approverCount(scope, nodeId));
      Object.assign(facts, countersignFacts(votesOf(context.content.loopOutput), total, passRatio(scope, nodeId)));
    }
    return evalFeel(expr, facts);
  };
  return {
    resolveExpression: resolve,
    isExpression: (text: unknown) => typeof text === 'string' && feelText(text) !== null,
    hasExpression: (text: unknown) => typeof text === 'string' && feelText(text) !== null,
  };
}

/**
 * Scripts never run: registering a script task and asking for a scripted condition both throw.
 * (Returning nothing would make bpmn-elements treat a scripted condition as true.)
 */
const refuseScripts = {
  register(activity: { type?: string; behaviour?: { script?: unknown } }) {
    if (activity?.type === 'bpmn:ScriptTask' || activity?.behaviour?.script) throw new Error('scripts are not allowed');
  },
  getScript(language: unknown) {
    if (language) throw new Error('scripts are not allowed');
    return undefined;
  },
};

export interface StepControl {
  waiting: Map<string, Waiting>;
  /** completes a waiting user task / vote / call activity; throws NotWaitingError when it is not waiting */
  signal(executionId: string, message: Record<string, unknown>): void;
  /**
   * Reject and revoke (see jumps.ts): enters the plan's target now; when the step ends, the state
   * is cut back to the plan and the joins of entered sections get their tokens (runJumping).
   */
  jump(plan: JumpPlan): void;
  /** gives joins the tokens of branches that count as done (the last part of a jump) */
  supply(tokens: JumpPlan['supply']): void;
}

/** bpmn-engine's parsed and type-resolved definition (moddle-context-serializer's ContextApi). */
interface SourceContext {
  id: string;
  serialize(): string;
}

/** Silent logger: the engine's default creates a `debug` logger (and a tty probe) per element. */
const quietLogger = () => ({ debug() {}, error() {}, warn() {} });

const CONTEXT_CACHE_SIZE = 100;
const contexts = new Map<string, Promise<SourceContext>>();

/**
 * The parsed definition for an XML, parsed once per process and shared by every engine of that
 * definition (the context is read-only; a definition's XML never changes once deployed). Its
 * `serialize()` answers the string made once, so getState() does not serialise the model on every
 * step; runEngine drops that source from the stored state and recovers with this context instead.
 */
export function sourceContextFor(xml: string): Promise<SourceContext> {
  let ctx = contexts.get(xml);
  if (ctx) {
    contexts.delete(xml); // least recently used goes first
    contexts.set(xml, ctx);
    return ctx;
  }
  ctx = (async () => {
    const engine = new Engine({ source: xml, Logger: quietLogger });
    const [definition] = await engine.getDefinitions();
    const source = definition.environment.options.source;
    const text = source.serialize();
    return Object.create(source, { serialize: { value: () => text } }) as SourceContext;
  })();
  ctx.catch(() => contexts.delete(xml));
  contexts.set(xml, ctx);
  if (contexts.size > CONTEXT_CACHE_SIZE) contexts.delete(contexts.keys().next().value!);
  return ctx;
}

/**
 * One engine step: start the definition (no state) or recover it from its stored state, let the
 * caller act, and return the new state with what now waits. The engine runs in memory only; the
 * caller stores the state (with its version check) in the same transaction as the tasks.
 */
let pool: EnginePool | null = null;

/** Starts (or resizes) the engine worker threads; 0 runs the engine in the calling thread. Idempotent. */
export async function configureEnginePool(size: number): Promise<void> {
  if ((pool?.size ?? 0) === size) return;
  const old = pool;
  pool =
    size > 0
      ? new EnginePool(size, { engine: (m, nodeId) => new EngineError(m, nodeId), notWaiting: (m) => new NotWaitingError(m) })
      : null;
  await old?.close();
}

export async function runStep(options: StepOptions): Promise<StepResult> {
  if (pool && options.cachedSource !== false) return pool.run(options);
  return runStepHere(options);
}

/** runStep in this thread (the engine workers call this). */
export async function runStepHere(options: StepOptions): Promise<StepResult> {
  try {
    return await runJumping(options);
  } catch (err) {
    if (err instanceof EngineError || err instanceof NotWaitingError) throw err;
    // anything the engine throws (a refused script, a broken definition) is a failure of this step
    throw new EngineError(err instanceof Error ? err.message : String(err), null);
  }
}

export interface StepOptions {
  name: string;
  xml: string;
  state: unknown | null;
  scope: ExpressionScope;
  /**
   * What to do once the engine waits. With engine workers it runs in the calling thread against a
   * recorder: it may read `waiting` and call the control's methods (which return nothing); the
   * calls are replayed on the engine in the worker, in order. It may be run more than once (first
   * without `waiting`, to send its calls with the step), so it must do nothing else.
   */
  act?: (control: StepControl) => void | Promise<void>;
  /** false: plain bpmn-engine (parse the XML, keep the model inside the state); the benchmark's reference */
  cachedSource?: boolean;
}

async function runEngine(options: StepOptions): Promise<StepResult> {
  const cached = options.cachedSource !== false;
  const engineOptions = {
    name: options.name,
    ...(cached ? { Logger: quietLogger, sourceContext: await sourceContextFor(options.xml) } : {}),
    expressions: expressionHandler(options.scope),
    scripts: refuseScripts,
    // service nodes are buttons/notices: the engine passes them, we send the notices
    settings: { enableDummyService: true },
    // our own variables are namespaced: the engine overwrites `fields`, `content`, `properties`
    variables: { wf: { instId: options.name } },
  };
  const engine = options.state || cached ? new Engine(engineOptions) : new Engine({ ...engineOptions, source: options.xml });
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
  listener.on('wait', (api: ActivityApiLike) => {
    if (api.type !== 'bpmn:UserTask' && api.type !== 'bpmn:ManualTask') return;
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
    if (!live || api.content.index !== undefined) return;
    entered.push(api.id);
    if (api.type === 'bpmn:ServiceTask') serviceNodes.push(api.id);
  });
  // a countersign's votes emit no end events of their own: when the node ends, its votes go too
  const dropNode = (api: ActivityApiLike) => {
    waiting.delete(api.executionId);
    for (const [id, w] of waiting) if (w.nodeId === api.id && id.startsWith(`${api.executionId}_`)) waiting.delete(id);
  };
  listener.on('activity.end', (api: ActivityApiLike & { content: { output?: unknown } }) => {
    dropNode(api);
    if (!live || api.type !== 'bpmn:UserTask' || !api.content.isMultiInstance || !api.content.isRootScope) return;
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
      if (api.type === 'bpmn:SubProcess') walk((api as unknown as { getPostponed(): ActivityApiLike[] }).getPostponed(), seen);
    }
  };
  walk(execution.getPostponed());

  if (options.act) {
    const control: StepControl = {
      waiting,
      signal(executionId, message) {
        const w = waiting.get(executionId);
        // bpmn-elements silently ignores a signal to an execution that is not waiting: check first
        if (!w) throw new NotWaitingError(`execution ${executionId} is not waiting`);
        execution.signal({ ...message, id: w.nodeId, executionId });
        waiting.delete(executionId);
      },
      jump(plan) {
        const target = execution.getActivityById(plan.target);
        if (!target) throw new EngineError(`no node ${plan.target}`, plan.target);
        // the open executions stay for now: discarding them would run on into the joins
        target.run();
        jumps.set(options, plan);
      },
      supply(tokens) {
        for (const t of tokens) {
          const source = execution.getActivityById(t.sourceId) as unknown as { outbound?: FlowLike[] } | undefined;
          const flow = source?.outbound?.find((f) => f.id === t.flowId);
          if (!flow) throw new EngineError(`no flow ${t.flowId}`, t.sourceId);
          flow.take({ sequenceId: `${t.flowId}_take_${randomBytes(5).toString('hex')}` });
        }
      },
    };
    await options.act(control);
  }
  // the engine works through its queues synchronously; one turn lets any deferred message settle
  await new Promise((r) => setImmediate(r));
  if (failure) throw failure;
  const state = (await engine.getState()) as { definitions?: { source?: unknown }[] };
  // the model comes from the definition's XML on recovery: the stored state holds only the run
  if (cached) for (const d of state.definitions ?? []) delete d.source;
  return { state, ended, waiting, entered, serviceNodes, countersignsEnded, threadId };
}

interface FlowLike {
  id: string;
  take(content: Record<string, unknown>): void;
}

/** Jumps asked for in a step, by the step's options (a step runs one action). */
const jumps = new WeakMap<object, JumpPlan>();

/**
 * A step, and when its action jumped, the rest of the jump: the state after entering the target
 * is cut back to the plan (nothing is discarded inside the engine, so no discard reaches a join),
 * then recovered, and the joins of the sections the jump enters get their other branches' tokens.
 * What waits, the state and `ended` are those of the last run; entered nodes add up.
 */
async function runJumping(options: StepOptions): Promise<StepResult> {
  const first = { ...options };
  const entered = await runEngine(first);
  const plan = jumps.get(first);
  if (!plan) return entered;
  const supply = plan.supply;
  const settled = await runEngine({
    ...options,
    state: cutState(entered.state, plan),
    act: supply.length ? (c) => c.supply(supply) : undefined,
  });
  return {
    ...settled,
    entered: [...entered.entered, ...settled.entered],
    serviceNodes: [...entered.serviceNodes, ...settled.serviceNodes],
    countersignsEnded: [...entered.countersignsEnded, ...settled.countersignsEnded],
  };
}
