// `node scripts/bench-screen.mjs`: the large-screen benchmark in headless Chromium (see
// e2e/perf/screen.bench.ts). Not part of npm test; `npm run bench` runs it with the others.
import { runPerfBench } from './bench/perf.mjs';

runPerfBench('screen.bench.ts');
