import { parentPort } from 'node:worker_threads';
import { EngineError, NotWaitingError, runStepHere, type StepControl } from './runner.js';
import type { Command, FromWorker } from './pool.js';

/** An engine worker: runs steps for the pool (see pool.ts for the protocol). */
const port = parentPort!;
const pendingActs = new Map<number, { control: StepControl; resolve(): void; reject(err: unknown): void }>();
const post = (m: FromWorker) => port.postMessage(m);

class Aborted extends Error {}

let queue: Promise<unknown> = Promise.resolve();

function replay(control: StepControl, commands: Command[]) {
  for (const c of commands) {
    const method = (control as unknown as Record<string, unknown>)[c.method];
    if (typeof method !== 'function') throw new Error(`unknown engine control ${c.method}`);
    (method as (...args: unknown[]) => void).apply(control, c.args);
  }
}

port.on(
  'message',
  (
    m:
      | { type: 'run'; id: number; options: Parameters<typeof runStepHere>[0]; hasAct: boolean; commands?: Command[] }
      | { type: 'act'; id: number; commands: Command[] }
      | { type: 'abort'; id: number },
  ) => {
    if (m.type === 'run') {
      const { id, commands } = m;
      const act = commands
        ? (control: StepControl) => replay(control, commands)
        : m.hasAct
          ? (control: StepControl) =>
              new Promise<void>((resolve, reject) => {
                pendingActs.set(id, { control, resolve, reject });
                post({ type: 'waiting', id, waiting: [...control.waiting.values()] });
              })
          : undefined;
      const run = () => runStepHere({ ...m.options, act });
      // one step at a time, in the order they came: steps interleaved at their awaits all finish
      // late (the caller's transactions wait for the slowest); one after another, each answers as
      // soon as it can and the caller's thread goes on with its queries meanwhile
      const step = queue.then(run, run);
      queue = step;
      step.then(
        (result) => post({ type: 'done', id, result: { ...result, waiting: [...result.waiting.values()] } }),
        (err: unknown) => {
          if (err instanceof Aborted) return;
          const kind = err instanceof NotWaitingError ? 'NotWaitingError' : err instanceof EngineError ? 'EngineError' : 'Error';
          post({
            type: 'error',
            id,
            kind,
            message: err instanceof Error ? err.message : String(err),
            nodeId: err instanceof EngineError ? err.nodeId : null,
          });
        },
      );
      return;
    }
    const pending = pendingActs.get(m.id);
    if (!pending) return;
    pendingActs.delete(m.id);
    if (m.type === 'abort') {
      pending.reject(new Aborted());
      return;
    }
    try {
      replay(pending.control, m.commands);
      pending.resolve();
    } catch (err) {
      pending.reject(err);
    }
  },
);
