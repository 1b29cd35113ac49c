import { EnginePool } from './pool.js';
import type { StepOptions, StepResult } from './protocol.js';
import { runStepHere } from './step.js';

/**
 * The engine adapter's entry: runStep turns (definition, state, actions) into (new state, what
 * waits now), on an engine worker thread when a pool is configured, else in this thread.
 */
export { runStepHere } from './step.js';
export { EngineError, NotWaitingError } from './protocol.js';
export type { ExpressionScope, StepAction, StepOptions, StepResult, Waiting } from './protocol.js';

let pool: EnginePool | null = null;

/** Starts (or resizes) the engine worker threads; 0 runs the engine in the calling thread. Idempotent. */
export async function configureEnginePool(size: number): Promise<void> {
  if ((pool?.size ?? 0) === size) return;
  const old = pool;
  pool = size > 0 ? new EnginePool(size) : null;
  await old?.close();
}

type StepTimer = (seconds: number, where: 'worker' | 'here') => void;
const timers = new Set<StepTimer>();

/** Tells `timer` how long each step takes (the server's metrics); returns the way to stop. */
export function timeSteps(timer: StepTimer): () => void {
  timers.add(timer);
  return () => timers.delete(timer);
}

export async function runStep(options: StepOptions): Promise<StepResult> {
  const started = performance.now();
  const where = pool && options.cachedSource !== false ? 'worker' : 'here';
  try {
    return where === 'worker' ? await pool!.run(options) : await runStepHere(options);
  } finally {
    const seconds = (performance.now() - started) / 1000;
    for (const timer of timers) timer(seconds, where);
  }
}

/** The worker threads: how many there should be, how many are up, and steps not answered yet. */
export function engineState(): { workers: number; alive: number; inFlight: number } {
  return pool?.state ?? { workers: 0, alive: 0, inFlight: 0 };
}

/** A stopping server lets the steps in flight finish (at most `ms`). */
export async function drainEngine(ms: number): Promise<void> {
  await pool?.drain(ms);
}
