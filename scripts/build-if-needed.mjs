// Builds the portal when dist/ is missing or older than its sources, so `npm start` on a fresh
// clone serves a real build and later starts skip the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const inputs = ['build', 'src', 'locales', 'public', 'contract', 'index.html', 'vite.config.ts', '.env.production', 'package-lock.json'];
const stamp = path.join(root, 'dist', '.build-stamp');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const sources = Math.max(...inputs.map((i) => newest(path.join(root, i))));
  if (built && built >= sources) return;
  console.log('building the portal (vite build)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('the portal build failed');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
