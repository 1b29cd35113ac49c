import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineError, settle, type StepAnswer, type StepOptions, type StepRequest, type StepResult } from './protocol.js';

/**
 * Engine steps run on worker threads, so a busy engine never holds up the event loop that
 * answers every other call, and steps of different instances use more than one core. The
 * database work of an action stays in the calling thread and its transaction; a worker only
 * turns (definition, state, actions) into (new state, what waits now).
 *
 * The protocol of one step (protocol.ts): a `step` request carrying the step's options, its
 * actions included as plain data; one answer, `done` or `error`.
 */

interface Job {
  resolve(result: StepResult): void;
  reject(err: unknown): void;
  slot: Slot;
}

interface Slot {
  worker: Worker;
  jobs: number;
  /** The thread has started and not stopped. */
  online: boolean;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export class EnginePool {
  private readonly slots: Slot[] = [];
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY);
    worker.unref(); // idle workers never keep the process alive
    const slot: Slot = { worker, jobs: 0, online: false };
    worker.on('online', () => (slot.online = true));
    worker.on('message', (m: StepAnswer) => this.receive(m));
    const fail = (reason: string) => {
      slot.online = false;
      for (const [id, job] of this.jobs) {
        if (job.slot !== slot) continue;
        this.jobs.delete(id);
        job.reject(new EngineError(`engine worker stopped: ${reason}`, null));
      }
      const at = this.slots.indexOf(slot);
      if (at >= 0 && !this.closed) this.slots[at] = this.spawn();
    };
    worker.on('error', (err) => fail(err.message));
    worker.on('exit', (code) => fail(`exit ${code}`));
    return slot;
  }

  run(options: StepOptions): Promise<StepResult> {
    const slot = this.slots.reduce((a, b) => (b.jobs < a.jobs ? b : a));
    const id = this.nextId++;
    return new Promise<StepResult>((resolve, reject) => {
      slot.jobs++;
      if (slot.jobs === 1) slot.worker.ref(); // a running step keeps the process alive
      const done = () => {
        slot.jobs--;
        if (slot.jobs === 0) slot.worker.unref();
      };
      this.jobs.set(id, {
        resolve: (r) => (done(), resolve(r)),
        reject: (e) => (done(), reject(e)),
        slot,
      });
      const request: StepRequest = { type: 'step', id, options };
      slot.worker.postMessage(request);
    });
  }

  private receive(m: StepAnswer) {
    const job = this.jobs.get(m.id);
    if (!job) return;
    this.jobs.delete(m.id);
    const outcome = settle(m);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.err);
  }

  /** Worker threads up, and steps sent and not answered. */
  get state(): { workers: number; alive: number; inFlight: number } {
    return { workers: this.size, alive: this.slots.filter((s) => s.online).length, inFlight: this.jobs.size };
  }

  /** Waits (up to `ms`) for the steps in flight to be answered: a stopping server lets them finish. */
  async drain(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (this.jobs.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
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
