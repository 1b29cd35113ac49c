// Server cold start (first start with initdb, later starts) and p50/p99 of the menu and user
// calls under a bounded loopback load, each beside a reference measured in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fmt, load, root, signIn, startServer, tempDir } from './lib.mjs';

const out = (row) => console.log(JSON.stringify(row));
const port = Number(process.env.BENCH_PORT ?? 18931);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('server');

// reference: Node with the TypeScript loader and nothing else, the floor under any start
const ref = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  spawnSync(process.execPath, ['--import', 'tsx', '-e', '0'], { cwd: root });
  ref.push(performance.now() - t0);
}
ref.sort((a, b) => a - b);
const nodeRef = { name: 'node + tsx, empty script', value: fmt(ref[1], 0), unit: 'ms' };

const first = await startServer({ port, dataDir });
await first.stop();
out({
  section: 'Server start',
  name: 'first start (initdb, migrations, demo seed) to /health',
  value: fmt(first.ms, 0),
  unit: 'ms',
  reference: nodeRef,
});
const later = [];
for (let i = 0; i < 3; i++) {
  const s = await startServer({ port, dataDir });
  later.push(s.ms);
  if (i < 2) await s.stop();
  else {
    const { token, rtoken } = await signIn(base, 'zhangwei', 'Portal@2026');
    const headers = { 'P-Auth': token, 'P-RToken': rtoken, 'Content-Type': 'application/json' };
    const opts = { total: Number(process.env.BENCH_REQUESTS ?? 3000), concurrency: 8 };
    const health = await load(`${base}/health`, {}, opts);
    const healthRef = (k) => ({ name: 'GET /health (no database)', value: fmt(health[k], 2), unit: 'ms' });
    const menu = await load(`${base}/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`, { headers }, opts);
    const body = JSON.stringify({ pattern: 'zh', page: 1, pageSize: 50 });
    const users = await load(`${base}/api/user/v1/users/queryByType`, { method: 'POST', headers, body }, opts);
    for (const [name, r] of [
      ['getCurrentUserMenu', menu],
      ['users/queryByType (pattern zh, 50 rows)', users],
    ]) {
      out({
        section: 'Calls under load (8 in flight)',
        name: `${name} p50`,
        value: fmt(r.p50, 2),
        unit: 'ms',
        reference: healthRef('p50'),
      });
      out({
        section: 'Calls under load (8 in flight)',
        name: `${name} p99`,
        value: fmt(r.p99, 2),
        unit: 'ms',
        reference: healthRef('p99'),
      });
    }
    await s.stop();
  }
}
later.sort((a, b) => a - b);
out({ section: 'Server start', name: 'later start (median of 3) to /health', value: fmt(later[1], 0), unit: 'ms', reference: nodeRef });
fs.rmSync(dataDir, { recursive: true, force: true });
