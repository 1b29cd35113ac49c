import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcess } from './support/server-process.js';
import { boundaryProcess, waitFor } from './timers-support.js';

// Two real server processes (`tsx server/src/main.ts`) on one database: A starts the embedded
// PostgreSQL, B reaches it through DATABASE_URL. Both run the job worker. Jobs are polled every half
// second; an active job of a killed worker expires after 3 s and is tried again.
const base = 18340 + (process.pid % 5) * 4;
const pgPort = base + 2;
const jobs = { JOBS_POLL_SECONDS: '0.5', JOBS_MAINTENANCE_SECONDS: '1', JOBS_EXPIRE_SECONDS: '3' };
const url = `postgres://portal:portal@127.0.0.1:${pgPort}/portal`;
const a = serverProcess({ tmpPrefix: 'portal-timers-a-', port: base, env: { EMBEDDED_PG_PORT: String(pgPort), ...jobs } });
const b = serverProcess({ tmpPrefix: 'portal-timers-b-', port: base + 1, env: { DATABASE_URL: url, ...jobs } });

let client: pg.Client | undefined;
const db = async () => {
  if (!client) {
    client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
  }
  return client;
};
afterAll(async () => {
  await client?.end().catch(() => {});
});
const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await (await db()).query<T>(text, values)).rows;
const notices = (instId: string) => q<{ to_user_id: string }>(`select to_user_id from wf_notice where inst_id = $1`, [instId]);
const timerRows = (instId: string) => q<{ id: string; status: string }>(`select id, status from wf_timer where inst_id = $1`, [instId]);
const jobStates = (timerId: string) =>
  q<{ state: string }>(`select state::text from pgboss.job where data->>'timerId' = $1 order by created_on`, [timerId]);

async function startInstance(server: typeof a, token: string, defKey: string) {
  const res = await server.call<{ instId: string }>('/runtime/instance/v1/start', { token, body: { defKey, formData: {} } });
  expect(res.status, JSON.stringify(res)).toBe(200);
  return res.value.instId;
}

describe('timers with two server processes on one database', () => {
  it('a boundary timer of 2 s escalates exactly once, also with a second job for the same timer', async () => {
    await a.start();
    await b.start();
    const login = await a.call<{ token: string }>('/auth/login', { body: { account: 'htadmin', password: 'Admin@2026' } });
    const admin = login.value.token;
    const deployed = await a.call('/flow/def/v1/deploy', { token: admin, body: { bpmnXml: boundaryProcess('twoProcTimer', 'PT2S') } });
    expect(deployed.status).toBe(200);
    const onA = (await a.signIn('zhangwei')).token;
    const onB = (await b.signIn('zhangwei')).token;
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await startInstance(i % 2 ? b : a, i % 2 ? onB : onA, 'twoProcTimer'));
    // a duplicate job for every timer, as a retry would make: it must find its timer settled
    const sender = new PgBoss({ connectionString: url, schema: 'pgboss', max: 1 });
    await sender.start();
    for (const instId of ids) {
      const [timer] = await timerRows(instId);
      await sender.send('wf-timer', { timerId: timer.id }, { startAfter: new Date(Date.now() + 2000) });
    }
    await sender.stop({ graceful: false });
    for (const instId of ids) {
      const [timer] = await timerRows(instId);
      await waitFor(async () => (await jobStates(timer.id)).every((j) => j.state === 'completed'), 20_000, 'both jobs');
      expect((await timerRows(instId)).map((t) => t.status)).toEqual(['fired']);
      expect(await notices(instId)).toHaveLength(1);
    }
  }, 400_000);

  it('a worker killed (SIGKILL) while its job runs: after the restart the timer fires once', async () => {
    const zhangwei = (await a.signIn('zhangwei')).token;
    const instId = await startInstance(a, zhangwei, 'twoProcTimer');
    const [timer] = await timerRows(instId);
    // hold the instance row: the job that fires the timer locks its timer row, runs the step, and waits here
    const holder = new pg.Client({ connectionString: url });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from wf_instance where id = $1 for update', [instId]);
    await waitFor(async () => (await jobStates(timer.id))[0]?.state === 'active', 20_000, 'the job to run');
    await a.kill();
    await b.kill();
    await holder.query('rollback').catch(() => {});
    await holder.end().catch(() => {});
    client?.end().catch(() => {});
    client = undefined;

    await a.start();
    await b.start();
    await waitFor(async () => (await timerRows(instId))[0].status === 'fired', 60_000, 'the timer after the restart');
    await waitFor(async () => (await jobStates(timer.id)).every((j) => j.state === 'completed'), 20_000, 'the retried job');
    // the killed run committed nothing: the job was tried again, and fired the timer once
    const [job] = await q<{ retry_count: number }>(`select retry_count from pgboss.job where data->>'timerId' = $1`, [timer.id]);
    expect(job.retry_count).toBeGreaterThan(0);
    expect(await notices(instId)).toHaveLength(1);
    const [task] = await q<{ status: string }>(`select status from wf_task where inst_id = $1 and node_id = 'approve'`, [instId]);
    expect(task.status).toBe('todo');
  }, 400_000);

  it('a timer pending while every process is down fires once when one comes back', async () => {
    const zhangwei = (await a.signIn('zhangwei')).token;
    const instId = await startInstance(a, zhangwei, 'twoProcTimer');
    await a.kill();
    await b.kill();
    await new Promise((r) => setTimeout(r, 2500)); // the timer's 2 s pass while no process runs
    client?.end().catch(() => {});
    client = undefined;
    await a.start();
    await b.start();
    await waitFor(async () => (await timerRows(instId))[0]?.status === 'fired', 60_000, 'the timer');
    expect(await notices(instId)).toHaveLength(1);
  }, 400_000);
});
