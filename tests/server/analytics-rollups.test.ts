import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, type Client } from './workflow-support.js';
import { bucketOf, emptyHistogram, quantile } from '../../server/src/workflow/analytics/histogram.js';
import { dayIn } from '../../server/src/workflow/analytics/collect.js';
import { maintain, maybeFoldOpen, rebuild, timeZoneOf } from '../../server/src/workflow/analytics/service.js';
import { planPeriod, sealableThrough } from '../../server/src/workflow/analytics/repo-months.js';

/**
 * The month rollups and the open-task counts (migration 1040) against a computation from scratch:
 * random histories over fourteen months written as rows, the rollups rebuilt (months sealed), then
 * summaries of random periods compared field by field with the same figures counted from the rows.
 */
let ctx: TestContext;
let admin: Client;
const KEY = 'rndFlow';
const DAY = 86_400_000;
const NODES = ['stepA', 'stepB', 'stepC'];
let users: string[] = [];
let seed = 11;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];

interface Inst {
  id: string;
  created: number;
  ended: number | null;
}
interface Task {
  id: string;
  inst: string;
  node: string;
  user: string;
  created: number;
  completed: number | null;
  due: number | null;
  isStart: boolean;
}
const insts: Inst[] = [];
const tasks: Task[] = [];

const ts = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function writeHistory(n: number) {
  const now = Date.now();
  for (let i = 0; i < n; i++) {
    const created = Math.round(now - rnd() * 420 * DAY);
    const ended = rnd() < 0.8 ? Math.min(now - 1000, Math.round(created + rnd() * 20 * DAY)) : null;
    const inst = { id: `rnd_i${insts.length}`, created, ended };
    insts.push(inst);
    for (let k = 0; k < 1 + Math.floor(rnd() * 3); k++) {
      const start = Math.round(created + rnd() * DAY);
      const open = inst.ended === null && rnd() < 0.5;
      // durations from seconds to two months, on a log scale
      const completed = open ? null : Math.min(now - 1, Math.round(start + Math.exp(rnd() * Math.log((60 * DAY) / 10_000)) * 10_000));
      const due = rnd() < 0.3 ? null : Math.round(start + rnd() * 5 * DAY);
      tasks.push({
        id: `rnd_t${tasks.length}`,
        inst: inst.id,
        node: pick(NODES),
        user: pick(users),
        created: start,
        completed,
        due,
        isStart: rnd() < 0.1,
      });
    }
  }
  await sql`
    insert into wf_instance (id, root_id, def_id, def_key, def_name, type_id, subject, prop1, status, creator_id, creator_name, create_time, end_time, form_data, node_users, reached)
    select x.id, x.id, 'def_rnd', ${KEY}, '{}'::jsonb, null, 'random', 'RND', x.status, ${users[0]}, 'R', x.created, x.ended, '{}'::jsonb, '{}'::jsonb, '[]'::jsonb
    from jsonb_to_recordset(${JSON.stringify(insts.map((i) => ({ id: i.id, created: ts(i.created), ended: ts(i.ended), status: i.ended ? 'end' : 'running' })))}::jsonb)
      as x(id text, created timestamptz, ended timestamptz, status text)`.execute(ctx.db);
  await insertTasks(tasks);
}

async function insertTasks(list: Task[]) {
  await sql`
    insert into wf_task (id, inst_id, root_id, node_id, name, group_id, def_id, def_key, def_name, subject, creator_id, creator_name,
      assignee_id, status, completed_by, create_time, complete_time, due_time, is_start)
    select x.id, x.inst, x.inst, x.node, x.node, 'g_' || x.id, 'def_rnd', ${KEY}, '{}'::jsonb, 'random', ${users[0]}, 'R',
      x.usr, case when x.completed is null then 'todo' else 'done' end, case when x.completed is null then null else x.usr end,
      x.created, x.completed, x.due, x.is_start
    from jsonb_to_recordset(${JSON.stringify(
      list.map((t) => ({
        id: t.id,
        inst: t.inst,
        node: t.node,
        usr: t.user,
        created: ts(t.created),
        completed: ts(t.completed),
        due: ts(t.due),
        is_start: t.isStart,
      })),
    )}::jsonb) as x(id text, inst text, node text, usr text, created timestamptz, completed timestamptz, due timestamptz, is_start boolean)`.execute(
    ctx.db,
  );
}

/** The figures of a period counted from the rows written (the slow way). */
function fromScratch(from: string, to: string) {
  const tz = timeZoneOf(ctx);
  const inPeriod = (ms: number) => {
    const d = dayIn(new Date(ms), tz);
    return d >= from && d <= to;
  };
  const groups = (by: (t: Task) => string) => {
    const out = new Map<string, { count: number; sum: number; overdue: number; hist: number[] }>();
    for (const t of tasks) {
      if (t.isStart || t.completed === null || !inPeriod(t.completed)) continue;
      const g = out.get(by(t)) ?? { count: 0, sum: 0, overdue: 0, hist: emptyHistogram() };
      const ms = Math.max(0, t.completed - t.created);
      g.count++;
      g.sum += ms;
      if (t.due !== null && t.completed > t.due) g.overdue++;
      g.hist[bucketOf(ms)]++;
      out.set(by(t), g);
    }
    return out;
  };
  return {
    started: insts.filter((i) => inPeriod(i.created)).length,
    ended: insts.filter((i) => i.ended !== null && inPeriod(i.ended)).length,
    running: insts.filter((i) => i.ended === null).length,
    nodes: groups((t) => t.node),
    users: groups((t) => t.user),
  };
}

async function expectSameAsScratch(from: string, to: string) {
  const res = await admin.post('/runtime/analytics/v1/summary', { defKey: KEY, from, to });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = res.body.value;
  const want = fromScratch(from, to);
  expect({ started: got.started, ended: got.ended, running: got.running }, `${from}..${to}`).toEqual({
    started: want.started,
    ended: want.ended,
    running: want.running,
  });
  for (const [list, map, id] of [
    [got.nodes, want.nodes, 'nodeId'],
    [got.approvers, want.users, 'userId'],
  ] as const) {
    const counted = (list as Array<Record<string, number | string | null>>).filter((r) => (r.count as number) > 0);
    expect(counted.length, `${from}..${to} ${id}`).toBe(map.size);
    for (const row of counted) {
      const w = map.get(row[id] as string)!;
      expect(row, `${from}..${to} ${row[id]}`).toMatchObject({
        count: w.count,
        overdue: w.overdue,
        meanMs: Math.round(w.sum / w.count),
        medianMs: quantile(w.hist, 0.5),
        p90Ms: quantile(w.hist, 0.9),
      });
    }
  }
  const completed = got.series.reduce((s: number, d: { completed: number }) => s + d.completed, 0);
  expect(completed).toBe([...want.nodes.values()].reduce((s, g) => s + g.count, 0));
}

/** Open tasks per node and those past due, from the kept counts (summary) and from the rows. */
async function expectOpenCounts() {
  const to = dayIn(new Date(), timeZoneOf(ctx));
  const got = (await admin.post('/runtime/analytics/v1/summary', { defKey: KEY, from: to, to })).body.value;
  const rows = await sql<{ node_id: string; open: number; overdue: number }>`
    select node_id, count(*)::int as open, (count(*) filter (where due_time < now()))::int as overdue
    from wf_task where def_key = ${KEY} and status = 'todo' and not is_start group by node_id`.execute(ctx.db);
  const want = Object.fromEntries(rows.rows.map((r) => [r.node_id, [r.open, r.overdue]]));
  const have = Object.fromEntries(
    got.nodes
      .filter((n: { open: number }) => n.open > 0)
      .map((n: { nodeId: string; open: number; openOverdue: number }) => [n.nodeId, [n.open, n.openOverdue]]),
  );
  expect(have).toEqual(want);
  return want;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await as(ctx, 'htadmin');
  users = (await ctx.db.selectFrom('uc_user').select('id').orderBy('id').limit(6).execute()).map((u) => u.id);
  await sql`insert into wf_def select (jsonb_populate_record(null::wf_def, to_jsonb(d) || ${JSON.stringify({ id: 'def_rnd', def_key: KEY })}::jsonb)).*
    from wf_def d where def_key = 'leaveRequest' and is_main`.execute(ctx.db);
  await writeHistory(700);
  await rebuild(ctx, KEY);
}, 120_000);
afterAll(() => ctx.close());

describe('process analytics from month rollups', () => {
  it('answer random periods exactly as a computation from the rows does', async () => {
    const today = dayIn(new Date(), timeZoneOf(ctx));
    // the months over are sealed: a year reads month rows
    const sealed = await sql<{ n: number }>`select count(*)::int as n from analytics_node_month where def_key = ${KEY}`.execute(ctx.db);
    expect(sealed.rows[0].n).toBeGreaterThan(20);
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    const periods: Array<[string, string]> = [
      [day(365), today],
      [day(29), today],
      [`${day(200).slice(0, 7)}-01`, day(40)],
    ];
    for (let i = 0; i < 9; i++) {
      const a = Math.floor(rnd() * 400);
      const b = Math.floor(rnd() * 366);
      periods.push([day(Math.min(400, a + b)), day(a)]);
    }
    for (const [from, to] of periods) await expectSameAsScratch(from, to);
  });

  it('read whole sealed months from the month rows, and the partial ones from the day rows', async () => {
    expect(planPeriod('2026-01-15', '2026-06-10', '2026-04-30')).toEqual({
      months: ['2026-02-01', '2026-04-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-05-01', '2026-06-10'],
      ],
    });
    expect(planPeriod('2026-03-01', '2026-03-31', '2026-03-31')).toEqual({ months: ['2026-03-01', '2026-03-01'], days: [] });
    expect(planPeriod('2026-03-02', '2026-03-31', '2026-05-31')).toEqual({ months: null, days: [['2026-03-02', '2026-03-31']] });
    expect(planPeriod('2026-01-01', '2026-12-31', null)).toEqual({ months: null, days: [['2026-01-01', '2026-12-31']] });
    expect(sealableThrough('2026-12-01')).toBe('2026-10-31');
    expect(sealableThrough('2026-12-02')).toBe('2026-11-30');
    expect(sealableThrough('2024-03-01')).toBe('2024-01-31');
  });

  it('keep open and overdue task counts with each write, through folding by the job', async () => {
    await expectOpenCounts();
    // tasks done, moved in due time, deleted with their instance, and new ones (open and past due)
    const open = tasks.filter((t) => t.completed === null && !t.isStart);
    await sql`update wf_task set status = 'done', complete_time = now() where id = any(${open.slice(0, 5).map((t) => t.id)}::text[])`.execute(
      ctx.db,
    );
    await sql`update wf_task set due_time = now() - interval '1 minute' where id = any(${open.slice(5, 9).map((t) => t.id)}::text[])`.execute(
      ctx.db,
    );
    await sql`update wf_task set due_time = null where id = ${open[9].id}`.execute(ctx.db);
    await sql`delete from wf_instance where id = ${open[10].inst}`.execute(ctx.db);
    const fresh = Array.from({ length: 6 }, (_, i) => ({
      ...open[11],
      id: `rnd_new${i}`,
      inst: insts.find((x) => x.id !== open[10].inst)!.id,
      completed: null,
      node: pick(NODES),
      created: Date.now() - 3 * DAY,
      due: i % 2 ? Date.now() - DAY : Date.now() + DAY,
      isStart: false,
    }));
    await insertTasks(fresh);
    const before = await expectOpenCounts();
    const rows = await sql<{ n: number }>`select count(*)::int as n from analytics_open where def_key = ${KEY}`.execute(ctx.db);
    await maintain(ctx, KEY);
    const after = await sql<{ n: number }>`select count(*)::int as n from analytics_open where def_key = ${KEY}`.execute(ctx.db);
    expect(after.rows[0].n).toBeLessThan(rows.rows[0].n);
    expect(await expectOpenCounts()).toEqual(before);
    // a rebuild counts them again from the tasks: the same
    await rebuild(ctx, KEY);
    expect(await expectOpenCounts()).toEqual(before);
  });

  it('have an action now and then ask the job to fold them (about one in 500)', async () => {
    const queued = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pgboss.job where name = 'analytics-rollup' and data->>'maintain' = 'foldMe'`.execute(ctx.db)
      ).rows[0].n;
    await ctx.db.transaction().execute((trx) => maybeFoldOpen(trx, ['foldMe'], 0.5));
    expect(await queued()).toBe(0);
    await ctx.db.transaction().execute((trx) => maybeFoldOpen(trx, ['foldMe'], 0.001));
    expect(await queued()).toBe(1);
  });
});
