// The administrators' user list at 100,000 users (issue 30; target: p99 under 50 ms): the real server on a fresh
// data folder, 100,000 users with their main organisations written with generate_series, the list read as an
// administrator — first page, a text search, an organisation's subtree, newest first, a deep page — one call at a
// time, each beside GET /health measured in the same run.
import fs from 'node:fs';
import pg from 'pg';
import { fmt, load, signIn, startServer, tempDir } from './bench/lib.mjs';

const out = (row) => console.log(JSON.stringify(row));
const port = Number(process.env.BENCH_PORT ?? 18951);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('admin-users');
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const section = `user administration list at ${USERS.toLocaleString('en')} users`;

const server = await startServer({ port, dataDir, env: { DATABASE_URL: '' } });
try {
  // the embedded PostgreSQL of that server (server/src/db/embedded.ts: port 15000 + PORT % 10000)
  const client = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal` });
  await client.connect();
  const orgs = (await client.query(`select id from uc_org order by id`)).rows.map((r) => r.id);
  const t0 = performance.now();
  await client.query(
    `insert into uc_user (id, account, fullname, pinyin, email, mobile, status, password_hash, created_at)
     select 'u_bench' || g, 'bench' || g, 'Bench User ' || g, 'bench user ' || g, 'bench' || g || '@example.com',
       '138' || lpad(g::text, 8, '0'), case when g % 50 = 0 then 0 when g % 97 = 0 then 2 else 1 end, '!bench',
       now() - make_interval(secs => g)
     from generate_series(1, $1::int) g`,
    [USERS],
  );
  await client.query(
    `insert into uc_user_org (user_id, org_id, is_main)
     select 'u_bench' || g, ($2::text[])[1 + g % array_length($2::text[], 1)], true from generate_series(1, $1::int) g`,
    [USERS, orgs],
  );
  await client.query('vacuum analyze uc_user');
  await client.query('vacuum analyze uc_user_org');
  const fill = performance.now() - t0;
  // the text search's plan: every column of the OR has its index, so it is a bitmap of the matches, never a walk
  const plan = (
    await client.query(
      `explain analyze select u.id from uc_user u where (u.account ilike '%bench4242%' or u.fullname ilike '%bench4242%'
         or u.pinyin ilike '%bench4242%' or u.mobile ilike '%bench4242%' or u.email ilike '%bench4242%' or u.employee_no = 'bench4242')
       order by u.account limit 21`,
    )
  ).rows.map((r) => r['QUERY PLAN']);
  if (process.env.BENCH_PLANS) console.error(plan.join('\n'));
  const exec = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);
  await client.end();

  const { token } = await signIn(base, 'htadmin', 'Admin@2026');
  const headers = { 'P-Auth': token, 'Content-Type': 'application/json' };
  const url = `${base}/uc/adminUsers/v1/list`;
  const list = (body) => ({ method: 'POST', headers, body: JSON.stringify(body) });
  const serial = { total: Number(process.env.BENCH_REQUESTS ?? 500), concurrency: 1 };
  await load(url, list({}), { total: 100, concurrency: 2 });
  const health = await load(`${base}/health`, {}, serial);
  const cases = [
    ['first page with total', { pageBean: { page: 1, pageSize: 20 } }],
    ['text search (account, name, mobile, e-mail)', { text: 'bench4242', pageBean: { page: 1, pageSize: 20 } }],
    ['an organisation with its children', { orgId: 'org_rdc', pageBean: { page: 1, pageSize: 20 } }],
    ['disabled users, newest first', { status: 0, sort: 'createdAt', order: 'desc', pageBean: { page: 1, pageSize: 20 } }],
    ['page 200 without total', { pageBean: { page: 200, pageSize: 20, showTotal: false } }],
  ];
  out({ section, name: 'users written and vacuumed', value: fmt(fill / 1000, 1), unit: 's', reference: { name: '', value: '', unit: '' } });
  out({
    section,
    name: 'text search query alone (EXPLAIN ANALYZE)',
    value: fmt(exec, 2),
    unit: 'ms',
    reference: { name: '', value: '', unit: '' },
  });
  for (const [name, body] of cases) {
    const r = await load(url, list(body), serial);
    out({
      section,
      name: `${name} p50`,
      value: fmt(r.p50, 2),
      unit: 'ms',
      reference: { name: 'GET /health, same run', value: fmt(health.p50, 2), unit: 'ms' },
    });
    out({
      section,
      name: `${name} p99`,
      value: fmt(r.p99, 2),
      unit: 'ms',
      reference: { name: 'GET /health, same run', value: fmt(health.p99, 2), unit: 'ms' },
      target: '< 50 ms',
    });
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
