// The engine's cost per step (start, and recover -> signal -> getState), in this process, for the
// demo leave request and the expense claim's parallel countersign; beside it JSON round-trips of
// the same state (the floor of any persisted engine).
import fs from 'node:fs';
import path from 'node:path';
import { fmt, root } from './bench/lib.mjs';
import { runStep } from '../server/src/workflow/engine/runner.ts';
import { demoXml } from '../server/src/workflow/demo/layout.ts';

const out = (row) => console.log(JSON.stringify(row));
const demo = JSON.parse(fs.readFileSync(path.join(root, 'server/src/workflow/demo/demo.json'), 'utf8'));
const xmlOf = (key) => demoXml(demo.definitions.find((d) => d.key === key).process);
const scope = { data: { days: 5, amount: 9000 }, approverCounts: { financeCountersign: 3 }, passRatios: { financeCountersign: 0.66 } };
const N = Number(process.env.BENCH_STEPS ?? 300);
const section = 'Workflow engine (bpmn-engine), CPU per step';

const percentile = (a, p) => a.sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((p / 100) * a.length))];

async function measure(key, nodeId) {
  const xml = xmlOf(key);
  const starts = [];
  const steps = [];
  const json = [];
  for (let i = 0; i < N; i++) {
    let t0 = performance.now();
    const first = await runStep({ name: `i${i}`, xml, state: null, scope });
    starts.push(performance.now() - t0);
    const state = JSON.parse(JSON.stringify(first.state));
    const w = [...first.waiting.values()].find((x) => x.nodeId === nodeId);
    t0 = performance.now();
    await runStep({
      name: `i${i}`,
      xml,
      state,
      scope,
      actions: [{ kind: 'complete', executionId: w.executionId, output: { decision: 'agree', vote: 'agree' } }],
    });
    steps.push(performance.now() - t0);
    t0 = performance.now();
    JSON.parse(JSON.stringify(state));
    json.push(performance.now() - t0);
  }
  const ref = { name: 'JSON round-trip of the state', value: fmt(percentile(json, 50), 3), unit: 'ms' };
  const rows = [
    ['start to the first wait, p50', starts, 50],
    [`recover + signal ${nodeId} + getState, p50`, steps, 50, '~5 ms'],
    [`recover + signal ${nodeId} + getState, p99`, steps, 99],
  ];
  for (const [name, times, p, target] of rows)
    out({
      section,
      name: `${key}: ${name}`,
      value: fmt(percentile(times, p), 2),
      unit: 'ms',
      reference: ref,
      ...(target ? { target } : {}),
    });
}

await measure('leaveRequest', 'leaderApprove');
await measure('expenseClaim', 'financeCountersign');
