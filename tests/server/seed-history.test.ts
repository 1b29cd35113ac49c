import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config.js';
import { seedDemoData } from '../../server/src/seed/index.js';
import { seedHistory } from '../../server/src/seed/history.js';
import { planHistory } from '../../server/src/seed/history-plan.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as } from './workflow-support.js';
import { checkDecision } from '../../server/src/signing/decision.js';

const DAY = 24 * 3600_000;
// the company's zone, in which the seed's requests name their day (readConfig's default, as the seed's)
const ZONE = readConfig({}, []).printTimeZone;
const now = new Date();
let ctx: TestContext;
let before = 0;
let seeded = false;
let took = 0;

const count = async (query: RawBuilder<{ n: number }>) => (await query.execute(ctx.db)).rows[0].n;
const roots = (status: string) =>
  count(sql<{ n: number }>`select count(*)::int as n from wf_instance where parent_id is null and status = ${status}`);

beforeAll(async () => {
  ctx = await createTestApp();
  before = await count(sql<{ n: number }>`select count(*)::int as n from wf_instance`);
  const t = Date.now();
  seeded = await seedHistory(ctx.db, now);
  took = Date.now() - t;
  console.log(`demo history seeded in ${took} ms`);
}, 120_000);
afterAll(() => ctx.close());

describe('the demo history', () => {
  it('is not in the server tests’ template (seedDemoData without history), and an already seeded company never gets it', async () => {
    expect(before).toBe(0);
    expect(await seedDemoData(ctx.db, { history: true })).toBe(false);
    expect(seeded).toBe(true);
  });

  it('holds 60-120 requests in every state, over the last four weeks, none in the future', async () => {
    const total = await count(sql<{ n: number }>`select count(*)::int as n from wf_instance where parent_id is null`);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(total).toBeLessThanOrEqual(120);
    expect(await roots('end')).toBeGreaterThanOrEqual(25);
    expect(await roots('running')).toBeGreaterThanOrEqual(12);
    expect(await roots('backToStart')).toBeGreaterThanOrEqual(4);
    expect(await roots('manual_end')).toBeGreaterThanOrEqual(2);
    const span = (
      await sql<{
        first: Date;
        last: Date;
      }>`select min(create_time) as first, max(greatest(create_time, coalesce(end_time, create_time))) as last from wf_instance`.execute(
        ctx.db,
      )
    ).rows[0];
    expect(span.first.getTime()).toBeGreaterThan(now.getTime() - 29 * DAY);
    expect(span.first.getTime()).toBeLessThan(now.getTime() - 20 * DAY);
    expect(span.last.getTime()).toBeLessThanOrEqual(now.getTime());
    const future = await count(
      sql<{ n: number }>`select count(*)::int as n from wf_task where create_time > ${now} or complete_time > ${now}`,
    );
    expect(future).toBe(0);
    // approvals happen in office hours in China (09:00-18:00, UTC+8)
    const atNight = sql<{
      n: number;
    }>`select count(*)::int as n from wf_opinion where extract(hour from complete_time at time zone 'UTC') not between 1 and 9`;
    expect(await count(atNight)).toBe(0);
    // every history row follows the one before it
    expect(await count(sql<{ n: number }>`select count(*)::int as n from wf_opinion where complete_time < create_time`)).toBe(0);
    expect(await count(sql<{ n: number }>`select count(*)::int as n from wf_task where complete_time < create_time`)).toBe(0);
  });

  it('agrees with the engine: running requests have open tasks, finished ones none, returned ones wait at the start node', async () => {
    const runningWithout = sql<{
      n: number;
    }>`select count(*)::int as n from wf_instance i where i.parent_id is null and i.status = 'running'
      and not exists (select 1 from wf_task t where t.root_id = i.id and t.status = 'todo')`;
    expect(await count(runningWithout)).toBe(0);
    const endedWith = sql<{ n: number }>`select count(*)::int as n from wf_instance i where i.status in ('end', 'manual_end')
      and exists (select 1 from wf_task t where t.inst_id = i.id and t.status = 'todo')`;
    expect(await count(endedWith)).toBe(0);
    const returnedWithout = sql<{ n: number }>`select count(*)::int as n from wf_instance i where i.status = 'backToStart'
      and not exists (select 1 from wf_task t where t.inst_id = i.id and t.status = 'todo' and t.is_start and t.assignee_id = i.creator_id)`;
    expect(await count(returnedWithout)).toBe(0);
    expect(await count(sql<{ n: number }>`select count(*)::int as n from wf_opinion where status in ('signNotPass')`)).toBeGreaterThan(0);
    expect(await count(sql<{ n: number }>`select count(*)::int as n from wf_opinion where status = 'reject'`)).toBeGreaterThan(0);
    // business numbers carry the (moved) day of their request
    const wrongDay = sql<{
      n: number;
    }>`select count(*)::int as n from wf_instance where parent_id is null and split_part(prop1, '-', 2) <> to_char(create_time at time zone ${ZONE}, 'YYYYMMDD')`;
    expect(await count(wrongDay)).toBe(0);
    // and so do the summaries written at the start
    const summaries = sql<{
      n: number;
    }>`select count(*)::int as n from wf_instance where parent_id is null and position(to_char(create_time at time zone ${ZONE}, 'YYYY-MM-DD') in ai_summary) = 0`;
    expect(await count(summaries)).toBe(0);
    // and the summary of every language a reader gets
    const perLanguage = sql<{
      n: number;
    }>`select count(*)::int as n from wf_instance, jsonb_each_text(ai_summaries) s where parent_id is null and position(to_char(create_time at time zone ${ZONE}, 'YYYY-MM-DD') in s.value) = 0`;
    expect(await count(perLanguage)).toBe(0);
  });

  it('some open tasks are overdue, others not yet', async () => {
    const overdue = await count(sql<{ n: number }>`select count(*)::int as n from wf_task where status = 'todo' and due_time < ${now}`);
    const inTime = await count(sql<{ n: number }>`select count(*)::int as n from wf_task where status = 'todo' and due_time >= ${now}`);
    expect(overdue).toBeGreaterThan(3);
    expect(inTime).toBeGreaterThan(0);
  });

  it.each(['lina', 'zhangwei', 'htadmin', 'wangqiang'])(
    '%s has rows in to-do, done, my requests, copies, drafts, collections, and read and unread messages',
    async (account) => {
      const c = await as(ctx, account);
      const totals: Record<string, number> = {};
      for (const [name, url] of [
        ['todo', '/runtime/task/v1/getTodoList'],
        ['done', '/runtime/task/v1/getDoneList'],
        ['request', '/runtime/instance/v1/getMyRequestList'],
        ['copied', '/runtime/instance/v1/getCirculatedList'],
        ['drafts', '/runtime/instance/v1/getMyDraftList'],
        ['collection', '/runtime/instance/v1/getCollectionList'],
      ]) {
        const res = await c.post(url, { pageBean: { page: 1, pageSize: 5 } });
        expect(res.status, url).toBe(200);
        totals[name] = res.body.value.total;
      }
      expect(Object.entries(totals).filter(([, n]) => !(n > 0))).toEqual([]);
      const sankey = await c.post('/runtime/homePage/v1/getSankey', {});
      expect(sankey.body.value.links.length).toBeGreaterThan(0);
      const messages = (
        await sql<{
          read: number;
          unread: number;
        }>`select count(*) filter (where r.is_read)::int as read, count(*) filter (where not r.is_read)::int as unread
      from inner_message_receiver r join uc_user u on u.id = r.receiver_id where u.account = ${account}`.execute(ctx.db)
      ).rows[0];
      expect(messages.read).toBeGreaterThan(0);
      expect(messages.unread).toBeGreaterThan(0);
    },
  );

  it('lina, leader of zhangwei and zhaomin, has overdue work on her home page', async () => {
    const lina = await as(ctx, 'lina');
    const delayed = await lina.post('/runtime/homePage/v1/getMyDelayTask', {});
    expect(delayed.body.value.total).toBeGreaterThan(0);
    const todo = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 20 } });
    const creators = new Set(todo.body.value.rows.map((r: { creator: string }) => r.creator));
    expect(creators.has('张伟') || creators.has('赵敏')).toBe(true);
    // she handed one to zhangwei, who holds it now
    const delegated = await lina.post('/runtime/task/v1/getDelegateList', {});
    expect(delegated.body.value.total).toBe(1);
    const zhangwei = await as(ctx, 'zhangwei');
    const held = await zhangwei.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 20 } });
    expect(held.body.value.rows.map((r: { id: string }) => r.id)).toContain(delegated.body.value.rows[0].id);
  });

  it.each([
    ['en-US', 'Welcome to the approval portal', 'Approval overdue reminder'],
    ['id', 'Selamat datang di portal persetujuan', 'Pengingat persetujuan terlambat'],
    ['zh-CN', '欢迎使用审批门户', '审批超时提醒'],
  ])('the system’s own demo messages read in the reader’s language (%s)', async (lang, welcome, overdue) => {
    const lina = await as(ctx, 'lina');
    const list = await lina.post('/innermsg/messageReceiver/v1/list', { pageBean: { page: 1, pageSize: 50 } }, lang);
    const subjects = list.body.value.rows.map((r: { subject: string }) => r.subject);
    expect(subjects).toEqual(expect.arrayContaining([welcome, overdue]));
    const row = list.body.value.rows.find((r: { subject: string }) => r.subject === welcome);
    const detail = await lina.get(`/innermsg/messageReceiver/v1/get?id=${row.id}`, lang);
    expect(detail.body.value.subject).toBe(welcome);
    if (lang !== 'zh-CN') expect(detail.body.value.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps its decisions bound: every hashed history row re-checks after the clock moved it', async () => {
    const rows = await ctx.db
      .selectFrom('wf_opinion')
      .select(['task_id', 'inst_id', 'node_id', 'status', 'opinion', 'auditor_id', 'complete_time', 'decision_hash', 'decision_form_hash'])
      .where('decision_hash', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => checkDecision(r) !== 'intact')).toEqual([]);
  });

  it('is written once: a second run adds nothing', async () => {
    const n = () =>
      count(
        sql<{
          n: number;
        }>`select (select count(*) from wf_instance) + (select count(*) from wf_task) + (select count(*) from wf_draft) + (select count(*) from inner_message) as n`,
      );
    const first = Number(await n());
    expect(await seedHistory(ctx.db)).toBe(false);
    expect(Number(await n())).toBe(first);
  });

  it('is planned the same way every time (a seeded random, relative to now)', () => {
    expect(planHistory(now)).toEqual(planHistory(now));
    const later = planHistory(new Date(now.getTime() + DAY));
    expect(later.map((r) => [r.account, r.flow, r.outcome])).toEqual(planHistory(now).map((r) => [r.account, r.flow, r.outcome]));
  });
});

describe('the empty company', () => {
  it.each([
    [{}, [], true],
    [{ SEED: 'empty' }, [], false],
    [{}, ['node', 'scripts/start.mjs', '--empty'], false],
    [{ SEED: 'demo' }, [], true],
  ] as const)('env %j, arguments %j: demo history %s', (env, argv, expected) => {
    expect(readConfig({ ...env }, argv).demoHistory).toBe(expected);
  });
});
