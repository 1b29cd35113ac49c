// Process analytics for one definition at 1,000,000 instances (target: p99 of the summary under
// 100 ms): the real server on a fresh data folder; 1,000,000 leave requests over a year and their
// completed tasks written with generate_series (a leader step for each, an HR step for 40 %, 5 %
// still open), the rollups rebuilt by the analytics-rollup job from those rows (months sealed, open
// tasks counted); then whole calls over loopback, the summary for the last 30, 90 and 365 days,
// beside getTodoList and GET /health measured in the same run; and the rollup writes of one action
// (its upserts, and the open-count trigger of a task update) timed in a transaction rolled back.
import fs from 'node:fs';
import pg from 'pg';
import { fmt, load, percentile, signIn, startServer, tempDir } from './bench/lib.mjs';
import { createDatabase } from '../server/src/db/database.ts';
import { writeRollups } from '../server/src/workflow/analytics/repo.ts';
import { deltasOf } from '../server/src/workflow/analytics/collect.ts';

const out = (row) => console.log(JSON.stringify(row));
const port = Number(process.env.BENCH_PORT ?? 18363);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('analytics');
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1_000_000);
const section = `Process analytics at ${INSTANCES.toLocaleString('en')} instances`;
const none = { name: '', value: '', unit: '' };
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

const server = await startServer({ port, dataDir, env: { DATABASE_URL: '', JOBS_POLL_SECONDS: '0.5' } });
try {
  const client = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal` });
  // the server stops its database when a step below fails: that error is the one to see, not this connection's
  client.on('error', () => {});
  await client.connect();
  const def = (await client.query(`select id, name from wf_def where def_key = 'leaveRequest' and is_main`)).rows[0];
  const t0 = performance.now();
  await client.query(
    `insert into uc_user (id, account, fullname, password_hash) select 'u_perf' || g, 'perf' || g, 'Perf ' || g, 'x' from generate_series(0, 59) g`,
  );
  // instance g started g * (a year / INSTANCES) ago; 95 % ended a day or two later
  await client.query(
    `insert into wf_instance (id, root_id, def_id, def_key, def_name, type_id, subject, prop1, status, creator_id, creator_name, create_time, end_time, form_data, node_users, reached)
     select 'pi' || g, 'pi' || g, $1, 'leaveRequest', $2::jsonb, 'type_hr_leave', 'Perf subject ' || g, 'PERF-' || g,
       case when g % 20 = 0 then 'running' else 'end' end, 'u_zhangwei', '张伟',
       now() - make_interval(secs => g * (31536000.0 / $3::int)),
       case when g % 20 = 0 then null else now() - make_interval(secs => g * (31536000.0 / $3::int)) + make_interval(hours => 8 + g % 40) end,
       '{}'::jsonb, '{}'::jsonb, '[]'::jsonb
     from generate_series(1, $3::int) g`,
    [def.id, JSON.stringify(def.name), INSTANCES],
  );
  // the leader step of every instance (open for the running ones), the HR step of 40 % of the ended ones
  await client.query(
    `insert into wf_task (id, inst_id, root_id, node_id, name, group_id, def_id, def_key, def_name, type_id, subject, creator_id, creator_name,
       assignee_id, status, completed_by, create_time, complete_time, due_time)
     select 'pt' || g || '_' || n, 'pi' || g, 'pi' || g, n, n, 'pg' || g || '_' || n, $1, 'leaveRequest', $2::jsonb, 'type_hr_leave',
       'Perf subject ' || g, 'u_zhangwei', '张伟', 'u_perf' || (g % 60),
       case when g % 20 = 0 then 'todo' else 'done' end,
       case when g % 20 = 0 then null else 'u_perf' || (g % 60) end,
       c, case when g % 20 = 0 then null else c + make_interval(mins => 10 + ((g::bigint * 7919) % 3000)::int) end, c + interval '72 hours'
     from generate_series(1, $3::int) g,
       lateral (select now() - make_interval(secs => g * (31536000.0 / $3::int)) as c) t,
       lateral (select unnest(case when g % 5 < 2 and g % 20 <> 0 then array['leaderApprove', 'hrApprove'] else array['leaderApprove'] end) as n) x`,
    [def.id, JSON.stringify(def.name), INSTANCES],
  );
  await client.query('vacuum analyze wf_task');
  await client.query('vacuum analyze wf_instance');
  const fill = performance.now() - t0;

  const admin = await signIn(base, 'htadmin', 'Admin@2026');
  const adminHeaders = { 'P-Auth': admin.token, 'Content-Type': 'application/json' };
  // the rollups from those rows: the job an administrator's "recount" sends
  const t1 = performance.now();
  const sent = await fetch(`${base}/runtime/analytics/v1/rebuild`, {
    method: 'POST',
    headers: adminHeaders,
    body: '{"defKey":"leaveRequest"}',
  });
  if (!sent.ok) throw new Error(`rebuild: ${sent.status}`);
  for (;;) {
    const { rows } = await client.query(
      `select count(*) filter (where state = 'completed')::int as done, count(*)::int as n from pgboss.job where name = 'analytics-rollup' and data->>'defKey' = 'leaveRequest'`,
    );
    if (rows[0].n && rows[0].done === rows[0].n) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const rebuilt = performance.now() - t1;
  const rollupRows = (
    await client.query(
      `select (select count(*) from analytics_def_day) + (select count(*) from analytics_node_day) + (select count(*) from analytics_user_day) as n`,
    )
  ).rows[0].n;
  const cost = await writeCost(`postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal`, def.id);
  await client.end();

  const lina = await signIn(base, 'lina', 'Portal@2026');
  const serial = { total: Number(process.env.BENCH_REQUESTS ?? 500), concurrency: 1 };
  const now = Date.now();
  const summary = (days) => ({
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ defKey: 'leaveRequest', from: day(now - (days - 1) * 86_400_000), to: day(now) }),
  });
  const check = await (await fetch(`${base}/runtime/analytics/v1/summary`, summary(365))).json();
  if (!(check.value?.started > INSTANCES * 0.9)) throw new Error(`summary: ${JSON.stringify(check).slice(0, 300)}`);
  const todoOptions = { method: 'POST', headers: { 'P-Auth': lina.token, 'Content-Type': 'application/json' }, body: '{}' };
  await load(`${base}/runtime/analytics/v1/summary`, summary(30), { total: 50, concurrency: 1 });
  await load(`${base}/runtime/task/v1/getTodoList`, todoOptions, { total: 50, concurrency: 1 });
  const month = await load(`${base}/runtime/analytics/v1/summary`, summary(30), serial);
  const todo = await load(`${base}/runtime/task/v1/getTodoList`, todoOptions, serial);
  const quarter = await load(`${base}/runtime/analytics/v1/summary`, summary(90), serial);
  const year = await load(`${base}/runtime/analytics/v1/summary`, summary(365), serial);
  const health = await load(`${base}/health`, {}, serial);

  out({ section, name: 'rows written (instances, tasks) and vacuumed', value: fmt(fill / 1000, 1), unit: 's', reference: none });
  out({
    section,
    name: `rollups rebuilt by the analytics-rollup job (${rollupRows} rollup rows)`,
    value: fmt(rebuilt / 1000, 1),
    unit: 's',
    reference: none,
  });
  const ref = (r, name) => ({ name, value: fmt(r.p99, 2), unit: 'ms' });
  for (const [name, r] of [
    ['summary, last 30 days', month],
    ['summary, last 90 days', quarter],
    ['summary, last 365 days', year],
  ]) {
    out({
      section,
      name: `${name} p50`,
      value: fmt(r.p50, 2),
      unit: 'ms',
      reference: { name: 'getTodoList p50', value: fmt(todo.p50, 2), unit: 'ms' },
    });
    out({
      section,
      name: `${name} p99`,
      value: fmt(r.p99, 2),
      unit: 'ms',
      reference: ref(todo, 'getTodoList p99, same run'),
      target: '< 100 ms',
    });
  }
  out({ section, name: 'GET /health p99', value: fmt(health.p99, 2), unit: 'ms', reference: none });
  const txRef = { name: 'empty transaction p50', value: fmt(cost.empty.p50, 2), unit: 'ms' };
  out({
    section,
    name: 'rollup upserts of one action (a task done, the instance ended) p50',
    value: fmt(cost.upserts.p50, 2),
    unit: 'ms',
    reference: txRef,
  });
  out({
    section,
    name: 'rollup upserts of one action p99',
    value: fmt(cost.upserts.p99, 2),
    unit: 'ms',
    reference: { ...txRef, name: 'empty transaction p99', value: fmt(cost.empty.p99, 2) },
  });
  out({
    section,
    name: 'a task set done, with the open-count trigger, p50',
    value: fmt(cost.withTrigger.p50, 2),
    unit: 'ms',
    reference: { name: 'the same update without the trigger p50', value: fmt(cost.withoutTrigger.p50, 2), unit: 'ms' },
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The write cost the analytics add to an action, each sample in a transaction rolled back (nothing stays). */
async function writeCost(url, defId) {
  const { db, pool } = createDatabase(url, { max: 1, prepare: false });
  const rounds = Number(process.env.BENCH_WRITES ?? 300);
  const at = new Date();
  const events = [
    {
      kind: 'taskDone',
      defKey: 'leaveRequest',
      defId,
      nodeId: 'leaderApprove',
      userId: 'u_perf7',
      createTime: new Date(at - 3_600_000),
      completeTime: at,
      dueTime: null,
    },
    { kind: 'ended', defKey: 'leaveRequest', defId, at },
  ];
  const timed = async (body) => {
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const t0 = performance.now();
        await body(client, i);
        times.push(performance.now() - t0);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  };
  try {
    const empty = await timed((c) => c.query('select 1'));
    const upserts = await timedKysely(db, rounds, (trx) => writeRollups(trx, deltasOf(events, 'Asia/Shanghai')));
    const open = (i) => `pt${20 * (i + 1)}_leaderApprove`;
    const withTrigger = await timed((c, i) =>
      c.query(`update wf_task set status = 'done', complete_time = now() where id = $1`, [open(i)]),
    );
    await pool.query('alter table wf_task disable trigger analytics_open_upd');
    const withoutTrigger = await timed((c, i) =>
      c.query(`update wf_task set status = 'done', complete_time = now() where id = $1`, [open(i)]),
    );
    await pool.query('alter table wf_task enable trigger analytics_open_upd');
    return { empty, upserts, withTrigger, withoutTrigger };
  } finally {
    await db.destroy();
  }
}

/** `rounds` Kysely transactions, each rolled back after `body`: the time of `body`. */
async function timedKysely(db, rounds, body) {
  const times = [];
  const rollback = new Error('rollback');
  for (let i = 0; i < rounds; i++) {
    try {
      await db.transaction().execute(async (trx) => {
        const t0 = performance.now();
        await body(trx);
        times.push(performance.now() - t0);
        throw rollback;
      });
    } catch (err) {
      if (err !== rollback) throw err;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
