// getTodoList at 1,000,000 tasks (target: p99 under 20 ms): the real server on a fresh data
// folder, 100,000 instances and 1,000,000 tasks written with generate_series, the measured user
// holding ~800 open tasks; whole calls over loopback, one at a time and 8 in flight, each beside
// GET /health measured in the same run.
import fs from 'node:fs';
import pg from 'pg';
import { fmt, load, signIn, startServer, tempDir } from './bench/lib.mjs';

const out = (row) => console.log(JSON.stringify(row));
const port = Number(process.env.BENCH_PORT ?? 18941);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('todolist');
const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const section = `getTodoList at ${TASKS.toLocaleString('en')} tasks`;

const server = await startServer({ port, dataDir, env: { DATABASE_URL: '' } });
try {
  // the embedded PostgreSQL of that server (server/src/db/embedded.ts: port 15000 + PORT % 10000)
  const client = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal` });
  await client.connect();
  const def = (await client.query(`select id, name from wf_def where def_key = 'leaveRequest' and is_main`)).rows[0];
  const t0 = performance.now();
  await client.query(
    `insert into uc_user (id, account, fullname, password_hash) select 'u_perf' || g, 'perf' || g, 'Perf ' || g, 'x' from generate_series(0, 996) g`,
  );
  await client.query(
    `insert into wf_instance (id, root_id, def_id, def_key, def_name, type_id, subject, prop1, status, creator_id, creator_name, create_time, form_data, node_users, reached)
     select 'pi' || g, 'pi' || g, $1, 'leaveRequest', $2::jsonb, 'type_hr_leave', 'Perf subject ' || g, 'PERF-' || g, 'running',
       'u_zhangwei', '张伟', now() - make_interval(secs => g), '{}'::jsonb, '{}'::jsonb, '[]'::jsonb
     from generate_series(1, $3::int) g`,
    [def.id, JSON.stringify(def.name), TASKS / 10],
  );
  await client.query(
    `insert into wf_task (id, inst_id, root_id, node_id, name, group_id, def_id, def_key, def_name, type_id, subject, creator_id, creator_name,
       assignee_id, status, completed_by, create_time, complete_time)
     select 'pt' || g, 'pi' || (1 + g % $3::int), 'pi' || (1 + g % $3::int), 'leaderApprove', 'Leader', 'pg' || g, $1, 'leaveRequest', $2::jsonb,
       'type_hr_leave', 'Perf subject ' || g, 'u_zhangwei', '张伟',
       case when g % 499 = 0 then 'u_lina' else 'u_perf' || (g % 997) end,
       case when g % 5 < 2 then 'todo' else 'done' end,
       case when g % 5 < 2 then null when g % 499 = 0 then 'u_lina' else 'u_perf' || (g % 997) end,
       now() - make_interval(secs => g), case when g % 5 < 2 then null else now() - make_interval(secs => g / 2) end
     from generate_series(1, $4::int) g`,
    [def.id, JSON.stringify(def.name), TASKS / 10, TASKS],
  );
  await client.query('vacuum analyze wf_task');
  await client.query('vacuum analyze wf_instance');
  const fill = performance.now() - t0;
  const plan = (
    await client.query(
      `explain analyze select t.id from wf_task t where t.assignee_id = 'u_lina' and t.status = 'todo' order by t.create_time desc, t.id desc limit 21`,
    )
  ).rows;
  const exec = Number(/Execution Time: ([\d.]+)/.exec(plan.map((r) => r['QUERY PLAN']).join('\n'))?.[1] ?? NaN);
  await client.end();

  const { token } = await signIn(base, 'lina', 'Portal@2026');
  const headers = { 'P-Auth': token, 'Content-Type': 'application/json' };
  const body = (b) => JSON.stringify(b);
  const serial = { total: Number(process.env.BENCH_REQUESTS ?? 1000), concurrency: 1 };
  const busy = { total: Number(process.env.BENCH_REQUESTS ?? 2000), concurrency: 8 };
  await load(`${base}/runtime/task/v1/getTodoList`, { method: 'POST', headers, body: body({}) }, { total: 100, concurrency: 2 });
  const health1 = await load(`${base}/health`, {}, serial);
  const page1 = await load(
    `${base}/runtime/task/v1/getTodoList`,
    { method: 'POST', headers, body: body({ pageBean: { page: 1, pageSize: 20 } }) },
    serial,
  );
  const deep = await load(
    `${base}/runtime/task/v1/getTodoList`,
    { method: 'POST', headers, body: body({ pageBean: { page: 30, pageSize: 20, showTotal: false } }) },
    serial,
  );
  const filtered = await load(
    `${base}/runtime/task/v1/getTodoList`,
    { method: 'POST', headers, body: body({ querys: [{ property: 'subject', value: 'subject 1', operation: 'LIKE' }] }) },
    serial,
  );
  const health8 = await load(`${base}/health`, {}, busy);
  const page8 = await load(
    `${base}/runtime/task/v1/getTodoList`,
    { method: 'POST', headers, body: body({ pageBean: { page: 1, pageSize: 20 } }) },
    busy,
  );

  const ref = (r, k) => ({ name: 'GET /health, same load', value: fmt(r[k], 2), unit: 'ms' });
  out({
    section,
    name: 'rows written (users, instances, tasks) and vacuumed',
    value: fmt(fill / 1000, 1),
    unit: 's',
    reference: { name: '', value: '', unit: '' },
  });
  out({
    section,
    name: 'page query alone (EXPLAIN ANALYZE)',
    value: fmt(exec, 2),
    unit: 'ms',
    reference: { name: '', value: '', unit: '' },
    target: '',
  });
  for (const [name, r, h] of [
    ['page 1 with total, one at a time', page1, health1],
    ['page 30 without total, one at a time', deep, health1],
    ['LIKE filter on subject, one at a time', filtered, health1],
    ['page 1 with total, 8 in flight', page8, health8],
  ]) {
    out({ section, name: `${name} p50`, value: fmt(r.p50, 2), unit: 'ms', reference: ref(h, 'p50') });
    // the target is the latency of a call; 8 callers at once on 2 shared cores is a load reference
    out({
      section,
      name: `${name} p99`,
      value: fmt(r.p99, 2),
      unit: 'ms',
      reference: ref(h, 'p99'),
      target: name.includes('in flight') ? '(load reference)' : '< 20 ms',
    });
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
