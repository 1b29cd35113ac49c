import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, LEAVE, start, todoOf, type Client, type Loose } from './workflow-support.js';

let ctx: TestContext;
let admin: Client, zhangwei: Client, lina: Client, gaofeng: Client;
let instId: string;
let taskId: string;

const READS = '/runtime/instance/v1/getByRecordInstId';
const ADD = '/runtime/task/v1/addReadRecord';

const byInst = (id: string, extra: Record<string, unknown> = {}) => ({
  pageBean: { page: 1, pageSize: 20, showTotal: true },
  querys: [{ property: 'procInstId', value: id, operation: 'EQUAL', relation: 'AND' }],
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, zhangwei, lina, gaofeng] = await Promise.all([as(ctx, 'htadmin'), as(ctx, 'zhangwei'), as(ctx, 'lina'), as(ctx, 'gaofeng')]);
  instId = (await start(zhangwei, 'leaveRequest', LEAVE)).instId;
  taskId = (await todoOf(lina, instId))[0].id;
});
afterAll(() => ctx.close());

describe('recording a read', () => {
  it('a task form opened records the reader, the task, its node and the reader’s department', async () => {
    const res = await lina.post(`${ADD}?taskId=${taskId}`);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      procInstId: instId,
      taskId,
      nodeId: 'leaderApprove',
      nodeName: '直属领导审批',
      userId: lina.userId,
      userName: '李娜',
      orgName: '研发部',
    });
    const stored = await ctx.db.selectFrom('wf_read_record').selectAll().where('id', '=', res.body.value.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(lina.userId);
  });

  it('an instance opened without a task records the nodes waiting then, without a task', async () => {
    const res = await zhangwei.post(`${ADD}?instId=${instId}`);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      procInstId: instId,
      taskId: null,
      nodeId: 'leaderApprove',
      nodeName: '直属领导审批',
      userName: '张伟',
    });
  });

  it('needs exactly one of taskId and instId', async () => {
    expect((await zhangwei.post(ADD)).status).toBe(400);
    const both = await zhangwei.post(`${ADD}?taskId=${taskId}&instId=${instId}`);
    expect(both.status).toBe(400);
    expect(both.body.state).toBe(false);
  });

  it('a stranger may record nothing: 403 for the task and the instance, 404 for unknown ones', async () => {
    const before = await ctx.db.selectFrom('wf_read_record').select('id').execute();
    const byTask = await gaofeng.post(`${ADD}?taskId=${taskId}`);
    expect(byTask.status).toBe(403);
    expect(byTask.body.message).toBe('You may not view this process');
    expect((await gaofeng.post(`${ADD}?instId=${instId}`)).status).toBe(403);
    expect((await gaofeng.post(`${ADD}?taskId=nope`)).status).toBe(404);
    expect((await gaofeng.post(`${ADD}?instId=nope`)).status).toBe(404);
    expect(await ctx.db.selectFrom('wf_read_record').select('id').execute()).toHaveLength(before.length);
  });
});

describe('listing the reads of an instance', () => {
  let own: string;

  beforeAll(async () => {
    // a second instance with reads of its own, which must never show in the first one's list
    own = (await start(gaofeng, 'leaveRequest', LEAVE)).instId;
    await gaofeng.post(`${ADD}?instId=${own}`);
    await gaofeng.post(`${ADD}?instId=${own}`);
  });

  it('lists every read newest first; with distinct one row per reader, the latest, with the number of reads', async () => {
    await lina.post(`${ADD}?taskId=${taskId}`);
    const last = (await lina.post(`${ADD}?taskId=${taskId}`)).body.value;
    const all = await zhangwei.post(READS, byInst(instId));
    expect(all.status).toBe(200);
    const rows = all.body.value.rows as Loose[];
    expect(all.body.value.total).toBe(4);
    expect(rows.map((r) => r.userName)).toEqual(['李娜', '李娜', '张伟', '李娜']);
    expect(rows.every((r) => r.procInstId === instId)).toBe(true);
    const times = rows.map((r) => Date.parse(r.readTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const distinct = await zhangwei.post(READS, byInst(instId, { params: { distinct: '1' } }));
    expect(distinct.body.value.total).toBe(2);
    expect(distinct.body.value.rows).toEqual([
      expect.objectContaining({ id: last.id, userName: '李娜', readCount: 3, orgName: '研发部' }),
      expect.objectContaining({ userName: '张伟', readCount: 1, taskId: null }),
    ]);
  });

  it('pages, with and without the total', async () => {
    const base = Date.parse('2026-01-05T08:00:00Z');
    const users = await ctx.db
      .selectFrom('uc_user')
      .select(['id', 'fullname'])
      .where('account', 'in', ['zhaomin', 'wangfang', 'yangfan', 'huanglei', 'xuming'])
      .orderBy('account')
      .execute();
    const paged = (await start(zhangwei, 'leaveRequest', LEAVE)).instId;
    await ctx.db
      .insertInto('wf_read_record')
      .values(
        users.map((u, i) => ({
          id: `read-page-${i}`,
          inst_id: paged,
          user_id: u.id,
          user_name: u.fullname,
          read_time: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const page = (n: number, showTotal = true) =>
      zhangwei.post(READS, { ...byInst(paged), pageBean: { page: n, pageSize: 2, showTotal } }).then((r) => r.body.value);
    const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
    expect([p1.total, p2.total, p3.total]).toEqual([5, 5, 5]);
    expect([...p1.rows, ...p2.rows, ...p3.rows].map((r: Loose) => r.id)).toEqual([
      'read-page-4',
      'read-page-3',
      'read-page-2',
      'read-page-1',
      'read-page-0',
    ]);
    expect(p3).toMatchObject({ page: 3, pageSize: 2 });
    // without the total: just enough to know another page follows
    expect((await page(1, false)).total).toBe(3);
    const distinct = await zhangwei.post(READS, { ...byInst(paged), pageBean: { page: 2, pageSize: 2 }, params: { distinct: '1' } });
    expect(distinct.body.value.total).toBe(5);
    expect(distinct.body.value.rows.map((r: Loose) => r.id)).toEqual(['read-page-2', 'read-page-1']);
  });

  it('filters through the allow list and refuses other columns and operations with 400', async () => {
    const named = await zhangwei.post(
      READS,
      byInst(instId, { querys: [...byInst(instId).querys, { property: 'userName', value: '张', operation: 'LIKE' }] }),
    );
    expect(named.body.value.rows.map((r: Loose) => r.userName)).toEqual(['张伟']);
    const column = await zhangwei.post(
      READS,
      byInst(instId, { querys: [...byInst(instId).querys, { property: 'user_id; drop table wf_read_record', value: 'x' }] }),
    );
    expect(column.status).toBe(400);
    expect(column.body.state).toBe(false);
    const op = await zhangwei.post(READS, { querys: [{ property: 'procInstId', value: instId, operation: 'NOT_EQUAL' }] });
    expect(op.status).toBe(400);
    const sorter = await zhangwei.post(READS, byInst(instId, { sorters: [{ property: 'password', direction: 'ASC' }] }));
    expect(sorter.status).toBe(400);
    const sorted = await zhangwei.post(READS, byInst(instId, { sorters: [{ property: 'userName', direction: 'DESC' }] }));
    expect(sorted.body.value.rows[0].userName).toBe('李娜');
  });

  it('a stranger is refused the list (403), an unknown instance is 404', async () => {
    const res = await gaofeng.post(READS, byInst(instId));
    expect(res.status).toBe(403);
    expect(res.body.value).toBeNull();
    expect((await gaofeng.post(READS, byInst('nope'))).status).toBe(404);
  });

  it('an OR with a readable instance does not widen the list to another one', async () => {
    const or = await gaofeng.post(READS, {
      querys: [
        { property: 'procInstId', value: own, operation: 'EQUAL' },
        { property: 'procInstId', value: instId, operation: 'EQUAL', relation: 'OR' },
      ],
    });
    expect(or.status).toBe(403);
    const wide = await gaofeng.post(READS, {
      querys: [
        { property: 'procInstId', value: own, operation: 'EQUAL', relation: 'OR' },
        { property: 'userName', value: '李', operation: 'LIKE', relation: 'OR' },
      ],
    });
    expect(wide.status).toBe(200);
    expect(wide.body.value.rows.length).toBe(2);
    expect(wide.body.value.rows.every((r: Loose) => r.procInstId === own)).toBe(true);
  });

  it('without an instance a user sees only his own reads; an admin sees everyone’s', async () => {
    const mine = (await gaofeng.post(READS, {})).body.value;
    expect(mine.total).toBe(2);
    expect(mine.rows.every((r: Loose) => r.userId === gaofeng.userId)).toBe(true);
    const all = (await admin.post(READS, { params: { distinct: '1' } })).body.value;
    expect(new Set(all.rows.map((r: Loose) => r.userId))).toEqual(
      new Set([
        lina.userId,
        zhangwei.userId,
        gaofeng.userId,
        ...all.rows.filter((r: Loose) => r.id.startsWith('read-page')).map((r: Loose) => r.userId),
      ]),
    );
    // the admin may read any instance's list, and record reads of it
    expect((await admin.post(READS, byInst(instId))).status).toBe(200);
    expect((await admin.post(`${ADD}?instId=${instId}`)).status).toBe(200);
  });
});

describe('related information', () => {
  it('names the initiator’s department', async () => {
    const res = await lina.get(`/runtime/instance/v1/getRelatedInformationById?id=${instId}`);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      instance: { id: instId, creator: '张伟' },
      creatorOrgName: '研发部',
      parent: null,
      children: [],
    });
    expect((await gaofeng.get(`/runtime/instance/v1/getRelatedInformationById?id=${instId}`)).status).toBe(403);
  });
});
