import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import {
  configureEnginePool,
  EngineError,
  NotWaitingError,
  runStep,
  runStepHere,
  type StepResult,
} from '../../server/src/workflow/engine/runner.js';
import { demoXml } from '../../server/src/workflow/demo/layout.js';

const demo = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../server/src/workflow/demo/demo.json'), 'utf8')) as {
  definitions: { key: string; process: Parameters<typeof demoXml>[0] }[];
};
const xmlOf = (key: string) => demoXml(demo.definitions.find((d) => d.key === key)!.process);
const plain = (r: StepResult) => ({ ended: r.ended, waiting: [...r.waiting.values()].map((w) => w.nodeId).sort(), entered: r.entered });

/** One instance of the expense claim (parallel gateway, countersign of three) driven to its end. */
async function expenseClaim(step: typeof runStep) {
  const xml = xmlOf('expenseClaim');
  const scope = { data: { amount: 9000 }, approverCounts: { financeCountersign: 3 }, passRatios: { financeCountersign: 2 / 3 } };
  const trail: ReturnType<typeof plain>[] = [];
  let r = await step({ name: 'pool-test', xml, state: null, scope });
  trail.push(plain(r));
  for (let guard = 0; !r.ended && guard < 10; guard++) {
    const next = [...r.waiting.values()][0];
    r = await step({
      name: 'pool-test',
      xml,
      state: r.state,
      scope,
      actions: [
        { kind: 'complete', executionId: next.executionId, output: next.index !== null ? { vote: 'agree' } : { decision: 'agree' } },
      ],
    });
    trail.push(plain(r));
  }
  return { trail, ended: r.ended };
}

describe('engine worker threads', () => {
  afterAll(() => configureEnginePool(0));

  it('a flow run through a worker takes exactly the steps it takes in this thread', async () => {
    await configureEnginePool(0);
    const here = await expenseClaim(runStepHere);
    await configureEnginePool(1);
    const pooled = await expenseClaim(runStep);
    expect(here.ended).toBe(true);
    expect(pooled).toEqual(here);
  });

  it('the engine runs on a worker thread, and this thread keeps answering while it works', async () => {
    await configureEnginePool(1);
    const xml = xmlOf('expenseClaim');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const steps = await Promise.all(
      Array.from({ length: 40 }, (_, i) => runStep({ name: `i${i}`, xml, state: null, scope: { data: {} } })),
    );
    clearInterval(timer);
    expect(steps.every((s) => s.waiting.size > 0)).toBe(true);
    expect(ticks).toBeGreaterThan(5);
    expect(new Set(steps.map((s) => s.threadId)).size).toBe(1);
    expect(steps[0].threadId).not.toBe(threadId);
    await configureEnginePool(0);
    expect((await runStep({ name: 'here', xml, state: null, scope: { data: {} } })).threadId).toBe(threadId);
  });

  it('a signal to an execution that is not waiting fails as NotWaitingError, as it does in this thread', async () => {
    await configureEnginePool(1);
    const xml = xmlOf('leaveRequest');
    const first = await runStep({ name: 'x', xml, state: null, scope: { data: { days: 1 } } });
    await expect(
      runStep({
        name: 'x',
        xml,
        state: first.state,
        scope: { data: {} },
        actions: [{ kind: 'complete', executionId: 'nope', output: { decision: 'agree' } }],
      }),
    ).rejects.toBeInstanceOf(NotWaitingError);
  });

  it('a step whose action fails in the worker (a jump to no node) fails as EngineError and leaves the worker usable', async () => {
    await configureEnginePool(1);
    const xml = xmlOf('leaveRequest');
    const first = await runStep({ name: 'x', xml, state: null, scope: { data: { days: 1 } } });
    const nowhere = { target: 'nowhere', region: [], reset: [], dropTokens: [], supply: [], join: null };
    await expect(
      runStep({ name: 'x', xml, state: first.state, scope: { data: {} }, actions: [{ kind: 'jump', plan: nowhere }] }),
    ).rejects.toBeInstanceOf(EngineError);
    const w = [...first.waiting.values()][0];
    const next = await runStep({
      name: 'x',
      xml,
      state: first.state,
      scope: { data: { days: 1 } },
      actions: [{ kind: 'complete', executionId: w.executionId, output: { decision: 'agree' } }],
    });
    expect([...next.waiting.values()].map((x) => x.nodeId)).not.toContain(w.nodeId);
  });

  it('actions are plain data sent with the step: several apply in order, in a worker as in this thread', async () => {
    const xml = xmlOf('expenseClaim');
    const scope = { data: { amount: 9000 }, approverCounts: { financeCountersign: 3 }, passRatios: { financeCountersign: 2 / 3 } };
    const first = await runStepHere({ name: 'x', xml, state: null, scope });
    const open = [...first.waiting.values()];
    expect(open.length).toBeGreaterThan(1);
    const actions = open.slice(0, 2).map((w) => ({
      kind: 'complete' as const,
      executionId: w.executionId,
      output: w.index !== null ? { vote: 'agree' } : { decision: 'agree' },
    }));
    const options = { name: 'x', xml, state: first.state, scope, actions };
    await configureEnginePool(0);
    const here = await runStep(options);
    await configureEnginePool(1);
    const pooled = await runStep(options);
    expect(pooled.threadId).not.toBe(threadId);
    expect(plain(pooled)).toEqual(plain(here));
    expect(plain(here).waiting).not.toEqual(open.map((w) => w.nodeId).sort());
    // one action not waiting fails the whole step, whatever came before it
    await expect(
      runStep({ ...options, actions: [...actions, { kind: 'complete', executionId: 'nope', output: { decision: 'agree' } }] }),
    ).rejects.toBeInstanceOf(NotWaitingError);
  });

  it('scripts are refused in a worker as well', async () => {
    await configureEnginePool(1);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">
    <startEvent id="s" /><sequenceFlow id="f1" sourceRef="s" targetRef="script" />
    <scriptTask id="script" scriptFormat="javascript"><script>globalThis.pwned = true</script></scriptTask>
  </process>
</definitions>`;
    await expect(runStep({ name: 'x', xml, state: null, scope: { data: {} } })).rejects.toBeInstanceOf(EngineError);
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
