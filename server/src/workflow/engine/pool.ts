import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { StepControl, StepOptions, StepResult, Waiting } from './runner.js';

/**
 * Engine steps run on worker threads, so a busy engine never holds up the event loop that
 * answers every other call, and steps of different instances use more than one core. The
 * database work of an action stays in the calling thread and its transaction; a worker only
 * turns (definition, state, action) into (new state, what waits now).
 *
 * The protocol of one step: `run` (the worker recovers or starts the engine and, when the caller
 * has an action, answers `waiting`), `act` (the calls the action made on a recorder, replayed in
 * order; or `abort`), then `done` or `error`.
 */

export type Command = { method: string; args: unknown[] };

type ToWorker =
  | { type: 'run'; id: number; options: Omit<StepOptions, 'act'>; hasAct: boolean; commands?: Command[] }
  | { type: 'act'; id: number; commands: Command[] }
  | { type: 'abort'; id: number };

export type FromWorker =
  | { type: 'waiting'; id: number; waiting: Waiting[] }
  | { type: 'done'; id: number; result: Omit<StepResult, 'waiting'> & { waiting: Waiting[] } }
  | { type: 'error'; id: number; kind: 'EngineError' | 'NotWaitingError' | 'Error'; message: string; nodeId: string | null };

interface Job {
  resolve(result: StepResult): void;
  reject(err: unknown): void;
  act?: StepOptions['act'];
  slot: Slot;
}

interface Slot {
  worker: Worker;
  jobs: number;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/** A control that records what the action does; the worker replays it on the real engine. */
export function recorder(waiting: Map<string, Waiting>, commands: Command[]): StepControl {
  return new Proxy({ waiting } as StepControl, {
    get(_target, prop) {
      if (prop === 'waiting') return waiting;
      if (typeof prop !== 'string' || prop === 'then') return undefined;
      return (...args: unknown[]) => {
        commands.push({ method: prop, args });
      };
    },
  });
}

/**
 * Records an action without knowing what waits. Null when the action reads `waiting` (or fails):
 * it then runs in the two-step protocol against the real list.
 */
async function recordBlind(act: NonNullable<StepOptions['act']>): Promise<Command[] | null> {
  const commands: Command[] = [];
  let looked = false;
  const control = new Proxy({} as StepControl, {
    get(_target, prop) {
      if (prop === 'waiting') {
        looked = true;
        return new Map();
      }
      if (typeof prop !== 'string' || prop === 'then') return undefined;
      return (...args: unknown[]) => {
        commands.push({ method: prop, args });
      };
    },
  });
  try {
    await act(control);
  } catch {
    return null;
  }
  return looked ? null : commands;
}

export class EnginePool {
  private readonly slots: Slot[] = [];
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size: number,
    private readonly errors: { engine: (message: string, nodeId: string | null) => Error; notWaiting: (message: string) => Error },
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY);
    worker.unref(); // idle workers never keep the process alive
    const slot: Slot = { worker, jobs: 0 };
    worker.on('message', (m: FromWorker) => void this.receive(m));
    const fail = (reason: string) => {
      for (const [id, job] of this.jobs) {
        if (job.slot !== slot) continue;
        this.jobs.delete(id);
        job.reject(this.errors.engine(`engine worker stopped: ${reason}`, null));
      }
      const at = this.slots.indexOf(slot);
      if (at >= 0 && !this.closed) this.slots[at] = this.spawn();
    };
    worker.on('error', (err) => fail(err.message));
    worker.on('exit', (code) => fail(`exit ${code}`));
    return slot;
  }

  async run(options: StepOptions): Promise<StepResult> {
    const slot = this.slots.reduce((a, b) => (b.jobs < a.jobs ? b : a));
    const id = this.nextId++;
    const { act, ...rest } = options;
    // an action that does not look at what waits can be recorded now and sent with the step,
    // saving the round trip of 'waiting' and 'act'
    const upfront = act ? await recordBlind(act) : null;
    return new Promise<StepResult>((resolve, reject) => {
      slot.jobs++;
      if (slot.jobs === 1) slot.worker.ref(); // a running step keeps the process alive
      const settle = () => {
        slot.jobs--;
        if (slot.jobs === 0) slot.worker.unref();
      };
      this.jobs.set(id, {
        resolve: (r) => (settle(), resolve(r)),
        reject: (e) => (settle(), reject(e)),
        act,
        slot,
      });
      this.send(slot, { type: 'run', id, options: rest, hasAct: Boolean(act), ...(upfront ? { commands: upfront } : {}) });
    });
  }

  private send(slot: Slot, message: ToWorker) {
    slot.worker.postMessage(message);
  }

  private async receive(m: FromWorker) {
    const job = this.jobs.get(m.id);
    if (!job) return;
    if (m.type === 'waiting') {
      const waiting = new Map(m.waiting.map((w) => [w.executionId, w]));
      const commands: Command[] = [];
      try {
        await job.act?.(recorder(waiting, commands));
      } catch (err) {
        this.jobs.delete(m.id);
        this.send(job.slot, { type: 'abort', id: m.id });
        job.reject(err);
        return;
      }
      this.send(job.slot, { type: 'act', id: m.id, commands });
      return;
    }
    this.jobs.delete(m.id);
    if (m.type === 'done') {
      job.resolve({ ...m.result, waiting: new Map(m.result.waiting.map((w) => [w.executionId, w])) });
    } else if (m.kind === 'NotWaitingError') job.reject(this.errors.notWaiting(m.message));
    else job.reject(this.errors.engine(m.message, m.nodeId));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** The default: one worker per core beyond the first, at most 4 (ENGINE_WORKERS overrides; 0 = in-process). */
export function defaultEngineWorkers(): number {
  return Math.min(4, Math.max(0, os.availableParallelism() - 1));
}
