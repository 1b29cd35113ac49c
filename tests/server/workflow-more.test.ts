import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, LEAVE, PURCHASE, start, todoOf, type Client } from './workflow-support.js';

let ctx: TestContext;
let zhangwei: Client, lina: Client, liuyang: Client, admin: Client, wuhao: Client, zhaomin: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina, liuyang, admin, wuhao, zhaomin] = await Promise.all(
    ['zhangwei', 'lina', 'liuyang', 'htadmin', 'wuhao', 'zhaomin'].map((a) => as(ctx, a)),
  );
});
afterAll(() => ctx.close());

describe('form data without completing, and its records', () => {
  it('saves writable fields of an open task, raises the version and records the change', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await complete(lina, (await todoOf(lina, instId))[0].id);
    const [hr] = await todoOf(liuyang, instId);
    const saved = await liuyang.post('/runtime/task/v1/saveFormData', {
      taskId: hr.id,
      formData: { hrRemark: 'checked', days: 1 },
      formDataVersion: 1,
    });
    expect(saved.body.value).toEqual({ formDataVersion: 2 });
    const stale = await liuyang.post('/runtime/task/v1/saveFormData', {
      taskId: hr.id,
      formData: { hrRemark: 'again' },
      formDataVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect((await wuhao.post('/runtime/task/v1/saveFormData', { taskId: hr.id, formData: { hrRemark: 'x' } })).status).toBe(403);
    const records = (await liuyang.post('/runtime/boDataModifyRecord/v1/listJson', { querys: [{ property: 'instId', value: instId }] }))
      .body.value;
    expect(records.rows).toHaveLength(1);
    expect(records.rows[0]).toMatchObject({ userName: '刘洋', version: 2, changes: { hrRemark: { from: null, to: 'checked' } } });
    // the HR remark is hidden from the initiator: his view of the records leaves its value out
    const initiator = (await zhangwei.post('/runtime/boDataModifyRecord/v1/listJson', { querys: [{ property: 'instId', value: instId }] }))
      .body.value;
    expect(initiator.rows[0]).toMatchObject({ userName: '刘洋', version: 2, changes: {} });
    expect((await wuhao.post('/runtime/boDataModifyRecord/v1/listJson', { querys: [{ property: 'instId', value: instId }] })).status).toBe(
      403,
    );
    // wuhao may read his own instance, and must not reach zhangwei's records through it
    const own = await start(wuhao, 'leaveRequest', LEAVE);
    const notEqual = await wuhao.post('/runtime/boDataModifyRecord/v1/listJson', {
      querys: [{ property: 'instId', value: own.instId, operation: 'NOT_EQUAL' }],
    });
    expect(notEqual.status).toBe(400);
    const widened = await wuhao.post('/runtime/boDataModifyRecord/v1/listJson', {
      querys: [
        { property: 'instId', value: own.instId, operation: 'EQUAL', relation: 'OR' },
        { property: 'userName', value: '刘洋', operation: 'EQUAL', relation: 'OR' },
      ],
    });
    expect(widened.status).toBe(200);
    expect(widened.body.value.rows).toEqual([]);
    const both = await wuhao.post('/runtime/boDataModifyRecord/v1/listJson', {
      querys: [
        { property: 'instId', value: own.instId },
        { property: 'procInstId', value: instId },
      ],
    });
    expect(both.status).toBe(403);
    expect((await zhangwei.del(`/runtime/boDataModifyRecord/v1/remove?ids=${records.rows[0].id}`)).status).toBe(403);
    // records are an audit trail: an administrator may not delete them either (issue 29 item 12)
    expect((await admin.del(`/runtime/boDataModifyRecord/v1/remove?ids=${records.rows[0].id}`)).status).toBe(403);
  });
});

describe('opinions by node, and correcting one', () => {
  it('groups the history per node; the auditor (or an admin) may correct the text', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await complete(lina, (await todoOf(lina, instId))[0].id, 'agree', { opinion: 'typo' });
    const grouped = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions2?instId=${instId}`)).body.value;
    expect(grouped.map((g: { nodeId: string }) => g.nodeId)).toEqual(['start', 'leaderApprove', 'hrApprove']);
    const mine = grouped[1].opinions[0];
    expect((await zhangwei.post('/runtime/instance/v1/updateFlowOpinions', { id: mine.id, opinion: 'x' })).status).toBe(403);
    expect((await lina.post('/runtime/instance/v1/updateFlowOpinions', { id: mine.id, opinion: 'fixed' })).status).toBe(200);
    const after = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value;
    expect(after[1].opinion).toBe('fixed');
  });
});

describe('admin task operations', () => {
  it('lists every open task, names the handler types and gives a task to other users', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await zhangwei.post('/runtime/task/v1/list', {})).status).toBe(403);
    const all = (await admin.post('/runtime/task/v1/list', { querys: [{ property: 'procInstId', value: instId }] })).body.value;
    expect(all.rows).toHaveLength(1);
    const types = (await admin.get('/runtime/task/v1/handlerTypes', 'zh-CN')).body.value;
    expect(types[0]).toEqual({ type: 'user', name: '用户' });
    expect((await zhangwei.post('/runtime/task/v1/setTaskExecutors', { taskId: all.rows[0].id, userIds: ['u_wuhao'] })).status).toBe(403);
    const moved = await admin.post('/runtime/task/v1/setTaskExecutors', { taskId: all.rows[0].id, userIds: ['u_wuhao', 'u_zhaomin'] });
    expect(moved.body.value.map((t: { lockStatus: number }) => t.lockStatus)).toEqual([1, 1]);
    expect(await todoOf(lina, instId)).toHaveLength(0);
    const [w] = await todoOf(wuhao, instId);
    expect((await complete(wuhao, w.id)).status).toBe(200);
    expect(await todoOf(zhaomin, instId)).toHaveLength(0);
  });
});

describe('related information, variables and common flows', () => {
  it('relates a sub instance to its parent', async () => {
    const { instId } = await start(zhaomin, 'purchaseRequest', PURCHASE);
    const sub = await ctx.db.selectFrom('wf_instance').select('id').where('parent_id', '=', instId).executeTakeFirst();
    expect(sub).toBeUndefined();
    const rel = (await zhaomin.get(`/runtime/instance/v1/getRelatedInformationById?id=${instId}`)).body.value;
    expect(rel).toMatchObject({ instance: { id: instId }, parent: null, children: [] });
    expect((await wuhao.get(`/runtime/instance/v1/getRelatedInformationById?id=${instId}`)).status).toBe(403);
  });

  it('lists the variables a condition may use', async () => {
    const tree = (await admin.post('/flow/node/v1/varTree', { defKey: 'expenseClaim', nodeId: 'financeCountersign' })).body.value;
    expect(tree.map((g: { name: string }) => g.name)).toEqual(['instance', 'form', 'countersign']);
    expect(tree[1].children.map((f: { name: string }) => f.name)).toContain('amount');
  });

  it('common flows are the often-used flows', async () => {
    await zhangwei.post('/bpmMobileCategory/v1/customAddCommonFlow', { defKeys: ['leaveRequest', 'purchaseBudget'] });
    expect((await zhangwei.post('/bpmMobileCategory/v1/getMyCommonFlow', {})).body.value.map((r: { defKey: string }) => r.defKey)).toEqual([
      'leaveRequest',
    ]);
    expect((await zhangwei.get('/bpmModel/BpmOftenFlow/v1/getMyOftenFlow')).body.value).toHaveLength(1);
    expect((await zhangwei.del('/bpmMobileCategory/v1/batchRemove?ids=leaveRequest')).body.value).toHaveLength(0);
  });
});
