import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { complete, EXPENSE, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { bucketOf, quantile } from '../../server/src/workflow/analytics/histogram.js';
import { rebuild } from '../../server/src/workflow/analytics/service.js';

const { ctx, htadmin, zhangwei, lina, liuyang, chenjing, sunli, caoyang } = workflowSuite([
  'htadmin',
  'zhangwei',
  'lina',
  'liuyang',
  'chenjing',
  'sunli',
  'caoyang',
]);

const HOUR = 3600_000;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const daysAgo = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - n * 86_400_000));

/** The task has been waiting `hours` (its creation moved back), and is overdue when `late`. */
async function waited(taskId: string, hours: number, late = false) {
  await sql`update wf_task set create_time = create_time - make_interval(secs => ${hours * 3600}),
    due_time = ${late ? sql`now() - interval '1 hour'` : sql`now() + interval '3 days'`} where id = ${taskId}`.execute(ctx.db);
}

async function act(c: Client, instId: string, hours: number, action = 'agree', extra: Record<string, unknown> = {}, late = false) {
  const [task] = await todoOf(c, instId);
  await waited(task.id, hours, late);
  const res = await complete(c, task.id, action, { opinion: 'ok', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return task;
}

const summary = (c: Client, defKey: string, from = daysAgo(30), to = today()) =>
  c.post('/runtime/analytics/v1/summary', { defKey, from, to });

/** The same figures computed directly from the tasks and instances (small data: a scan is fine here). */
async function direct(defKey: string) {
  const nodes = await sql<{ key: string; n: number; overdue: number; ms: number[] }>`
    select node_id as key, count(*)::int as n, (count(*) filter (where complete_time > due_time))::int as overdue,
           array_agg(ceil(extract(epoch from complete_time - create_time) * 1000)::float8 order by 1) as ms
    from wf_task where def_key = ${defKey} and status = 'done' and not is_start group by node_id`.execute(ctx.db);
  const users = await sql<{ key: string; n: number }>`
    select completed_by as key, count(*)::int as n from wf_task
    where def_key = ${defKey} and status = 'done' and not is_start group by completed_by`.execute(ctx.db);
  const inst = await sql<{ started: number; ended: number }>`
    select count(*)::int as started, (count(*) filter (where status in ('end', 'manual_end')))::int as ended
    from wf_instance where def_key = ${defKey}`.execute(ctx.db);
  return { nodes: nodes.rows, users: users.rows, ...inst.rows[0] };
}

const exactQuantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1];
};

async function expectMatchesDirect(defKey: string) {
  const got = (await summary(htadmin, defKey)).body.value;
  const want = await direct(defKey);
  expect(got.started).toBe(want.started);
  expect(got.ended).toBe(want.ended);
  expect(got.running).toBe(want.started - want.ended);
  for (const n of want.nodes) {
    const row = got.nodes.find((x: { nodeId: string }) => x.nodeId === n.key);
    expect(row, n.key).toMatchObject({ count: n.n, overdue: n.overdue });
    for (const [q, field] of [
      [0.5, 'medianMs'],
      [0.9, 'p90Ms'],
    ] as const)
      expect(Math.abs(bucketOf(row[field]) - bucketOf(exactQuantile(n.ms, q))), `${n.key} ${field}`).toBeLessThanOrEqual(1);
  }
  expect(got.nodes.filter((x: { count: number }) => x.count > 0)).toHaveLength(want.nodes.length);
  expect(Object.fromEntries(got.approvers.map((a: { userId: string; count: number }) => [a.userId, a.count]))).toEqual(
    Object.fromEntries(want.users.map((u) => [u.key, u.n])),
  );
  return got;
}

async function rollupRows(defKey: string) {
  const read = (table: string) =>
    sql<Record<string, unknown>>`select * from ${sql.table(table)} where def_key = ${defKey} order by 1, 2, 3, 4`.execute(ctx.db);
  return {
    defs: (await read('analytics_def_day')).rows,
    nodes: (await read('analytics_node_day')).rows,
    users: (await read('analytics_user_day')).rows,
  };
}

describe('process analytics', () => {
  it('rollups written with each action equal a direct computation: start, approve, reject, back to start, countersign', async () => {
    // leave requests: the leader waits long, HR shorter; one is rejected back to the leader, one ends by back-to-start and withdrawal
    for (const [leaderHours, hrHours] of [
      [30, 2],
      [50, 3],
      [20, 1],
    ]) {
      const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
      await act(lina, instId, leaderHours, 'agree', {}, leaderHours > 40);
      await act(liuyang, instId, hrHours);
    }
    const rejected = await start(zhangwei, 'leaveRequest', LEAVE);
    await act(lina, rejected.instId, 10);
    await act(liuyang, rejected.instId, 0.5, 'reject', { opinion: 'dates' });
    await act(lina, rejected.instId, 4);
    const back = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 2 });
    await act(lina, back.instId, 6, 'backToStart', { opinion: 'split it' });
    const [startTask] = await todoOf(zhangwei, back.instId);
    expect((await complete(zhangwei, startTask.id, 'manual_end', { opinion: 'withdrawn' })).status).toBe(200);
    await start(zhangwei, 'leaveRequest', LEAVE); // still running
    // a countersign voted down (back to the initiator) and one passed
    const voted = await start(zhangwei, 'expenseClaim', { ...EXPENSE, expenseType: 'meal', amount: 300 });
    await act(chenjing, voted.instId, 5, 'oppose', { opinion: 'no' });
    await act(sunli, voted.instId, 7, 'oppose', { opinion: 'no' });
    const passed = await start(zhangwei, 'expenseClaim', EXPENSE);
    for (const c of [chenjing, sunli, caoyang]) if ((await todoOf(c, passed.instId)).length) await act(c, passed.instId, 3);

    const leave = await expectMatchesDirect('leaveRequest');
    await expectMatchesDirect('expenseClaim');
    expect(leave.running).toBe(2); // the rejected one waits for HR again, and the last one for its leader
    // the leader waited longest: its median is above HR's
    const byId = Object.fromEntries(leave.nodes.map((n: { nodeId: string }) => [n.nodeId, n]));
    expect(byId.leaderApprove.medianMs).toBeGreaterThan(byId.hrApprove.medianMs);
    expect(byId.leaderApprove.overdue).toBe(1);
    expect(leave.series.at(-1)).toMatchObject({ day: today(), started: 6 });
    expect(leave.approvers.find((a: { userId: string }) => a.userId === lina.userId).name).toBeTruthy();
  });

  it('a rebuild from the tasks and instances equals the rollups kept by the actions', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await act(lina, instId, 12);
    for (const key of ['leaveRequest', 'expenseClaim']) {
      const kept = await rollupRows(key);
      expect(kept.nodes.length).toBeGreaterThan(0);
      await rebuild({ db: ctx.db, config: ctx.config }, key);
      expect(await rollupRows(key)).toEqual(kept);
    }
  });

  it('only process administrators see analytics; the period is checked', async () => {
    expect((await summary(zhangwei, 'leaveRequest')).status).toBe(403);
    expect((await summary(zhangwei, 'leaveRequest')).body.message).toBe('Only process administrators may see process analytics');
    expect((await zhangwei.get('/runtime/analytics/v1/definitions')).status).toBe(403);
    expect((await zhangwei.post('/runtime/analytics/v1/target', { defKey: 'leaveRequest', wipTarget: 3 })).status).toBe(403);
    expect((await zhangwei.post('/runtime/analytics/v1/rebuild', {})).status).toBe(403);
    expect((await summary(htadmin, 'leaveRequest', today(), daysAgo(2))).status).toBe(400);
    expect((await summary(htadmin, 'leaveRequest', daysAgo(400), today())).status).toBe(400);
    expect((await summary(htadmin, 'noSuchFlow')).status).toBe(404);
    const defs = (await htadmin.get('/runtime/analytics/v1/definitions')).body.value;
    expect(defs.map((d: { defKey: string }) => d.defKey)).toEqual(expect.arrayContaining(['leaveRequest', 'expenseClaim']));
  });

  it('administrators set a work-in-progress target per definition', async () => {
    expect((await htadmin.post('/runtime/analytics/v1/target', { defKey: 'leaveRequest', wipTarget: 4 })).status).toBe(200);
    expect((await summary(htadmin, 'leaveRequest')).body.value.wipTarget).toBe(4);
    expect((await summary(htadmin, 'expenseClaim')).body.value.wipTarget).toBeNull();
    await htadmin.post('/runtime/analytics/v1/target', { defKey: 'leaveRequest' });
    expect((await summary(htadmin, 'leaveRequest')).body.value.wipTarget).toBeNull();
  });

  it('a rebuild request queues a job on analytics-rollup', async () => {
    expect((await htadmin.post('/runtime/analytics/v1/rebuild', { defKey: 'leaveRequest' })).status).toBe(200);
    const jobs = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'analytics-rollup' and data->>'defKey' = 'leaveRequest'`.execute(ctx.db);
    expect(jobs.rows[0].n).toBe(1);
  });
});

describe('the duration histogram', () => {
  it('reads median and p90 within one bucket of the exact values', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 50; round++) {
      const values = Array.from({ length: 1 + Math.floor(rnd() * 300) }, () => Math.exp(rnd() * Math.log(200 * 24 * HOUR)));
      const hist = new Array(40).fill(0);
      for (const v of values) hist[bucketOf(v)]++;
      for (const q of [0.5, 0.9])
        expect(Math.abs(bucketOf(quantile(hist, q)!) - bucketOf(exactQuantile(values, q)))).toBeLessThanOrEqual(1);
    }
    expect(quantile(new Array(40).fill(0), 0.5)).toBeNull();
    expect(bucketOf(30_000)).toBe(0);
    expect(bucketOf(60_000)).toBe(1);
    expect(bucketOf(90 * 24 * HOUR)).toBe(39);
    expect(bucketOf(90 * 24 * HOUR - 1000)).toBe(38);
  });
});
