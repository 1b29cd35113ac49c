import type { JumpPlan } from './jumps.js';

/**
 * The engine adapter's vocabulary: what a step is asked to do and what it answers. Everything
 * here is plain data, so a step crosses to an engine worker thread as it is (structured clone).
 */

/**
 * A piece of work the engine waits for: a user task (or one vote of a countersign), a call
 * activity, or an event (a message or signal catch, a receive task) waiting to be delivered.
 */
export interface Waiting {
  nodeId: string;
  executionId: string;
  kind: 'userTask' | 'callActivity' | 'message' | 'signal';
  /** index of a countersign vote */
  index: number | null;
  /** message or signal: the id of the bpmn:Message / bpmn:Signal it waits for */
  refId?: string;
}

/** A message or signal thrown by a throw event of the instance (its other instances hear it from us). */
export interface Thrown {
  kind: 'message' | 'signal';
  refId: string;
  name: string;
}

/** A timer event the engine waits on (boundary or intermediate catch): the step that runs after `expireAt` fires it. */
export interface PendingTimer {
  /** the timer's execution (the event definition's) */
  executionId: string;
  /** the boundary or intermediate catch event */
  nodeId: string;
  /** ISO time */
  expireAt: string;
  /** repetitions left of a cycle (R2/PT1S), null for a single timer */
  repeat: number | null;
  timerType: string | null;
}

/** What the expressions of a definition may read; built by the caller from the instance's data. */
export interface ExpressionScope {
  /** form values and instance facts for gateway conditions */
  data: Record<string, unknown>;
  /** how many approvers a node has (loopCardinality); missing: 1 */
  approverCounts?: Record<string, number>;
  /** the pass ratio a countersign needs; missing: 1 (every vote) */
  passRatios?: Record<string, number>;
}

/**
 * What a step does once the engine waits, applied in order:
 * - `complete`: completes a waiting user task, countersign vote or call activity with `output`
 *   (fails with NotWaitingError when that execution does not wait);
 * - `jump`: reject and revoke (see jumps.ts): enters the plan's target; when the step ends, the
 *   state is cut back to the plan and the joins of entered sections get their tokens.
 */
export type StepAction =
  { kind: 'complete'; executionId: string; output: Record<string, unknown> } | { kind: 'jump'; plan: JumpPlan } | DeliverAction;

/**
 * - `deliver`: a message or signal reaches the instance: what waits for `refId` completes, and the
 *   event sub processes listed (those whose start waits for it) start; fails with NotWaitingError
 *   when nothing waits and no such sub process exists.
 */
export interface DeliverAction {
  kind: 'deliver';
  eventKind: 'message' | 'signal';
  refId: string;
  eventSubProcesses: { id: string; interrupting: boolean }[];
  variables?: Record<string, unknown>;
}

export interface StepOptions {
  name: string;
  xml: string;
  state: unknown | null;
  scope: ExpressionScope;
  actions?: StepAction[];
  /** false: plain bpmn-engine (parse the XML, keep the model inside the state); the benchmark's reference */
  cachedSource?: boolean;
  /** event sub processes started by a timer (the engine does not start them itself) */
  eventSubTimers?: { id: string; startId: string; interrupting: boolean }[];
}

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
  /** messages and signals thrown during this step */
  thrown?: Thrown[];
  /** the nodes that caught this step's delivered message or signal */
  caught?: string[];
  /** the thread the engine ran on (the main thread is 0) */
  threadId: number;
  /** timers still waiting after this step (none scheduled in memory: the caller stores them) */
  timers: PendingTimer[];
  /** executions of timers that fired in this step (their time had come) */
  firedTimers: string[];
}

/** A failure of the engine on a definition (a refused script, a broken model, a missing node). */
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

// --- the worker protocol: one request, one answer per step ---

export interface StepRequest {
  type: 'step';
  id: number;
  options: StepOptions;
}

export type StepAnswer =
  | { type: 'done'; id: number; result: Omit<StepResult, 'waiting'> & { waiting: Waiting[] } }
  | { type: 'error'; id: number; kind: 'EngineError' | 'NotWaitingError' | 'Error'; message: string; nodeId: string | null };

/** The answer a worker posts for a step that ended (`result`) or failed (`err`). */
export function answerOf(id: number, outcome: { result: StepResult } | { err: unknown }): StepAnswer {
  if ('result' in outcome) return { type: 'done', id, result: { ...outcome.result, waiting: [...outcome.result.waiting.values()] } };
  const { err } = outcome;
  return {
    type: 'error',
    id,
    kind: err instanceof NotWaitingError ? 'NotWaitingError' : err instanceof EngineError ? 'EngineError' : 'Error',
    message: err instanceof Error ? err.message : String(err),
    nodeId: err instanceof EngineError ? err.nodeId : null,
  };
}

/** The step's result or error again, on the calling side of the worker. */
export function settle(answer: StepAnswer): { result: StepResult } | { err: Error } {
  if (answer.type === 'done')
    return { result: { ...answer.result, waiting: new Map(answer.result.waiting.map((w) => [w.executionId, w])) } };
  if (answer.kind === 'NotWaitingError') return { err: new NotWaitingError(answer.message) };
  return { err: new EngineError(answer.message, answer.nodeId) };
}
