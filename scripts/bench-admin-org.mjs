// The organisation tree of 5,000 units (issue 30 part 1): the real server on a fresh data folder, 5,000 units written
// under the demo head office (50 divisions of 99 departments); the administrators' tree call (the whole dimension,
// flat) one at a time, beside GET /health measured in the same run; then, in Chromium, the organisation page drawing
// that tree (antd's virtual Tree): from the tree call's answer to the first units on screen.
// Run by `npm run bench` (with tsx), or alone: node --import tsx scripts/bench-admin-org.mjs
import fs from 'node:fs';
import pg from 'pg';
import { fmt, load, signIn, startServer, tempDir } from './bench/lib.mjs';

const out = (row) => console.log(JSON.stringify(row));
const port = Number(process.env.BENCH_PORT ?? 18967);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('admin-org');
const UNITS = 5000;
const section = `Organisation tree of ${UNITS.toLocaleString('en')} units`;
const none = { name: '', value: '', unit: '' };

const server = await startServer({ port, dataDir, env: { DATABASE_URL: '' } });
// another server on the port answers /health too: measure only our own
await new Promise((r) => setTimeout(r, 500));
if (server.child.exitCode !== null) {
  console.error(`port ${port} is taken by another server: set BENCH_PORT`);
  process.exit(1);
}
try {
  const client = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal` });
  await client.connect();
  const before = Number((await client.query(`select count(*) n from uc_org where dem_id = 'dem_default'`)).rows[0].n);
  const divisions = 50;
  const perDivision = Math.ceil((UNITS - before - divisions) / divisions);
  await client.query(
    `insert into uc_org (id, dem_id, parent_id, code, name, path, path_name, level, sort)
     select 'org_b' || g, 'dem_default', 'org_root', 'b' || g, '事业部 ' || g, 'org_root.org_b' || g, '总公司/事业部 ' || g, 2, 100 + g
     from generate_series(1, $1::int) g`,
    [divisions],
  );
  await client.query(
    `insert into uc_org (id, dem_id, parent_id, code, name, path, path_name, level, sort)
     select 'org_b' || d || '_' || g, 'dem_default', 'org_b' || d, 'b' || d || '_' || g, '部门 ' || d || '-' || g,
       'org_root.org_b' || d || '.org_b' || d || '_' || g, '总公司/事业部 ' || d || '/部门 ' || d || '-' || g, 3, g
     from generate_series(1, $1::int) d, generate_series(1, $2::int) g`,
    [divisions, perDivision],
  );
  await client.query('vacuum analyze uc_org');
  const units = Number((await client.query(`select count(*) n from uc_org where dem_id = 'dem_default' and status = 'active'`)).rows[0].n);
  await client.end();

  const { token, rtoken } = await signIn(base, 'htadmin', 'Admin@2026');
  const headers = { 'P-Auth': token };
  const treeUrl = `${base}/api/orgAdmin/v1/orgs/tree?demId=dem_default`;
  const first = await fetch(treeUrl, { headers });
  const answer = await first.json();
  if (!answer.state || answer.value.length !== units) throw new Error(`the tree call answered ${answer.value?.length} units of ${units}`);
  const bytes = Buffer.byteLength(JSON.stringify(answer));
  const serial = { total: Number(process.env.BENCH_REQUESTS ?? 200), concurrency: 1 };
  await load(treeUrl, { headers }, { total: 20, concurrency: 1 });
  const health = await load(`${base}/health`, {}, serial);
  const tree = await load(treeUrl, { headers }, serial);
  const ref = (k) => ({ name: 'GET /health, same run', value: fmt(health[k], 2), unit: 'ms' });
  out({
    section,
    name: `units in the tree call's answer (${(bytes / 1024).toFixed(0)} KiB of JSON)`,
    value: String(units),
    unit: 'units',
    reference: none,
  });
  out({ section, name: 'tree call, one at a time p50', value: fmt(tree.p50, 2), unit: 'ms', reference: ref('p50') });
  out({ section, name: 'tree call, one at a time p99', value: fmt(tree.p99, 2), unit: 'ms', reference: ref('p99'), target: '< 100 ms' });

  // the drawing in Chromium (needs the built portal and a Chromium; said so when either is missing)
  try {
    const { chromium } = await import('playwright-core');
    const { buildIfNeeded } = await import('./build-if-needed.mjs');
    const { chromiumLaunchOptions } = await import('../e2e/support/chromium.ts');
    buildIfNeeded();
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })).newPage();
      const draws = [];
      const pages = [];
      for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 5); i++) {
        await page.goto(`${base}/front/sysAdmin/org#utoken=${encodeURIComponent(token)}&rtoken=${encodeURIComponent(rtoken)}`);
        await page
          .locator('[role="tree"] .ant-tree-treenode')
          .nth(5)
          .waitFor({ timeout: 60_000 })
          .catch(async (err) => {
            if (process.env.BENCH_DEBUG) {
              await page.screenshot({ path: '/tmp/bench-admin-org.png' });
              console.error(page.url(), (await page.locator('body').innerText()).slice(0, 500));
            }
            throw err;
          });
        const shown = await page.evaluate(() => performance.now());
        const answered = await page.evaluate(() => {
          const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/orgs/tree'));
          return entry ? entry.responseEnd : NaN;
        });
        draws.push(shown - answered);
        pages.push(shown);
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      out({
        section,
        name: `Chromium: tree drawn after its answer (median of ${draws.length}; upper bound, includes the wait's polling)`,
        value: String(Math.round(median(draws))),
        unit: 'ms',
        reference: { name: 'the whole page load to the tree', value: String(Math.round(median(pages))), unit: 'ms' },
        target: '< 1000 ms',
      });
    } finally {
      await browser.close();
    }
  } catch (err) {
    out({
      section,
      name: `Chromium drawing not measured: ${String(err?.message ?? err)
        .split('\n')[0]
        .slice(0, 120)}`,
      value: '',
      unit: '',
      reference: none,
    });
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
