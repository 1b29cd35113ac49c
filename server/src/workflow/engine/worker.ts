import { parentPort } from 'node:worker_threads';
import { answerOf, type StepAnswer, type StepRequest } from './protocol.js';
import { runStepHere } from './step.js';

/** An engine worker: runs steps for the pool (see pool.ts for the protocol). */
const port = parentPort!;
const post = (m: StepAnswer) => port.postMessage(m);

let queue: Promise<unknown> = Promise.resolve();

port.on('message', (m: StepRequest) => {
  if (m.type !== 'step') return;
  const run = () => runStepHere(m.options);
  // one step at a time, in the order they came: steps interleaved at their awaits all finish
  // late (the caller's transactions wait for the slowest); one after another, each answers as
  // soon as it can and the caller's thread goes on with its queries meanwhile
  const step = queue.then(run, run);
  queue = step;
  step.then(
    (result) => post(answerOf(m.id, { result })),
    (err: unknown) => post(answerOf(m.id, { err })),
  );
});
