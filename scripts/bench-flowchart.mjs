// `node scripts/bench-flowchart.mjs`: the flow chart benchmark in headless Chromium (see
// e2e/perf/flowchart.bench.ts). Not part of npm test; `npm run bench` runs it with the others.
import { runPerfBench } from './bench/perf.mjs';

runPerfBench('flowchart.bench.ts');
