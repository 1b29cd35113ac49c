// A departure of someone holding 500 to-dos (issue 30 item 2): the real server on a fresh data folder, 500 running
// leave requests whose leader step waits for lina, written with generate_series; the administrator's preview (the
// plan alone, read-only; one at a time) and the confirm (the same plan with its rows locked, then 500 tasks handed
// over with a history row each, sessions ended, a message and an audit entry), each beside GET /health in the same run.
import fs from 'node:fs';
import pg from 'pg';
import { fmt, load, postJson, signIn, startServer, tempDir } from './bench/lib.mjs';

const out = (row) => console.log(JSON.stringify(row));
const port = Number(process.env.BENCH_PORT ?? 18961);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('departures');
const TODOS = Number(process.env.BENCH_TODOS ?? 500);
const section = `departure of someone holding ${TODOS} to-dos`;

const server = await startServer({ port, dataDir, env: { DATABASE_URL: '' } });
try {
  // the embedded PostgreSQL of that server (server/src/db/embedded.ts: port 15000 + PORT % 10000)
  const client = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal` });
  await client.connect();
  const def = (await client.query(`select id, name from wf_def where def_key = 'leaveRequest' and is_main`)).rows[0];
  const lina = (await client.query(`select id from uc_user where account = 'lina'`)).rows[0].id;
  const zhangwei = (await client.query(`select id from uc_user where account = 'zhangwei'`)).rows[0].id;
  await client.query(
    `insert into wf_instance (id, root_id, def_id, def_key, def_name, type_id, subject, prop1, status, creator_id, creator_name, create_time, form_data, node_users, reached)
     select 'di' || g, 'di' || g, $1, 'leaveRequest', $2::jsonb, null, 'Leave request ' || g, 'DEP-' || g, 'running',
       $3, '张伟', now() - make_interval(secs => g), '{}'::jsonb, '{}'::jsonb, '[]'::jsonb
     from generate_series(1, $4::int) g`,
    [def.id, JSON.stringify(def.name), zhangwei, TODOS],
  );
  await client.query(
    `insert into wf_task (id, inst_id, root_id, node_id, name, group_id, def_id, def_key, def_name, type_id, subject, creator_id, creator_name,
       assignee_id, status, create_time)
     select 'dt' || g, 'di' || g, 'di' || g, 'leaderApprove', 'Leader', 'dg' || g, $1, 'leaveRequest', $2::jsonb, null,
       'Leave request ' || g, $3, '张伟', $4, 'todo', now() - make_interval(secs => g)
     from generate_series(1, $5::int) g`,
    [def.id, JSON.stringify(def.name), zhangwei, lina, TODOS],
  );
  await client.query('vacuum analyze wf_task');
  await client.end();

  const { token } = await signIn(base, 'htadmin', 'Admin@2026');
  await signIn(base, 'lina', 'Portal@2026');
  const headers = { 'P-Auth': token, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ userId: lina, kind: 'departed' });
  const serial = { total: Number(process.env.BENCH_REQUESTS ?? 30), concurrency: 1 };
  await load(`${base}/uc/api/departure/v1/preview`, { method: 'POST', headers, body }, { total: 5, concurrency: 1 });
  const health = await load(`${base}/health`, {}, { total: 300, concurrency: 1 });
  const preview = await load(`${base}/uc/api/departure/v1/preview`, { method: 'POST', headers, body }, serial);

  const plan = await postJson(`${base}/uc/api/departure/v1/preview`, { userId: lina, kind: 'departed' }, { 'P-Auth': token });
  const todo = plan.value.groups.find((g) => g.kind === 'todo');
  if (todo?.count !== TODOS) throw new Error(`preview lists ${todo?.count} to-dos, not ${TODOS}`);
  const t0 = performance.now();
  const done = await postJson(
    `${base}/uc/api/departure/v1/confirm`,
    { userId: lina, kind: 'departed', fingerprint: plan.value.fingerprint },
    { 'P-Auth': token },
  );
  const confirmMs = performance.now() - t0;
  if (!done.state || done.value.moved.todo !== TODOS) throw new Error(`confirm failed: ${JSON.stringify(done).slice(0, 300)}`);

  const ref = (k) => ({ name: 'GET /health, same run', value: fmt(health[k], 2), unit: 'ms' });
  out({ section, name: 'preview (the plan, read-only) p50', value: fmt(preview.p50, 1), unit: 'ms', reference: ref('p50') });
  out({
    section,
    name: 'preview (the plan, read-only) p99',
    value: fmt(preview.p99, 1),
    unit: 'ms',
    reference: ref('p99'),
    target: '< 1000 ms',
  });
  out({
    section,
    name: `confirm: ${TODOS} to-dos handed over with history rows, one transaction`,
    value: fmt(confirmMs, 1),
    unit: 'ms',
    reference: ref('p50'),
    target: '< 5000 ms',
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
