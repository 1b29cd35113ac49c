// The browser benchmarks of e2e/perf run with tsx in a process of their own; their exit status is the script's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Runs e2e/perf/<file> and exits with its status. */
export function runPerfBench(file) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'e2e/perf', file)], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
