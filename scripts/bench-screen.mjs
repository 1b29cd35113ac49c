// `node scripts/bench-screen.mjs`: the large-screen benchmark in headless Chromium (see
// e2e/perf/screen.bench.ts). Not part of npm test; `npm run bench` runs it with the others.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'e2e/perf/screen.bench.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
