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

export async function runStep(options: StepOptions): Promise<StepResult> {
  if (pool && options.cachedSource !== false) return pool.run(options);
  return runStepHere(options);
}
