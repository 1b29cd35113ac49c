import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, EXPENSE, instanceStatus, LEAVE, PURCHASE, start, todoOf, type Client } from './workflow-support.js';

let ctx: TestContext;
let zhangwei: Client, lina: Client, liuyang: Client, fengxue: Client, chenjing: Client, sunli: Client, caoyang: Client;
let wangqiang: Client, xiejun: Client, zhouqiang: Client, hanmei: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina, liuyang, fengxue, chenjing, sunli, caoyang, wangqiang, xiejun, zhouqiang, hanmei] = await Promise.all(
    ['zhangwei', 'lina', 'liuyang', 'fengxue', 'chenjing', 'sunli', 'caoyang', 'wangqiang', 'xiejun', 'zhouqiang', 'hanmei'].map((a) =>
      as(ctx, a),
    ),
  );
});
afterAll(() => ctx.close());

describe('demo definitions run start -> tasks -> agree -> end', () => {
  it('leave request: leader, then HR (candidates) when more than 3 days', async () => {
    const started = await start(zhangwei, 'leaveRequest', LEAVE);
    expect(started.prop1).toMatch(/^LEAVEREQUEST-\d{8}-\d{4}$/);
    const [leaderTask] = await todoOf(lina, started.instId);
    expect(leaderTask).toMatchObject({ nodeId: 'leaderApprove', lockStatus: 2, creator: '张伟' });
    expect((await complete(lina, leaderTask.id)).status).toBe(200);

    const hr = await todoOf(liuyang, started.instId);
    expect(hr).toHaveLength(1);
    expect(hr[0]).toMatchObject({ nodeId: 'hrApprove', lockStatus: 1, assigneeId: null });
    const other = await todoOf(fengxue, started.instId);
    expect(other).toHaveLength(1);
    const res = await complete(liuyang, hr[0].id, 'agree', { opinion: 'approved by HR' });
    expect(res.body).toMatchObject({ state: true, value: { instStatus: 'end' } });
    expect(await todoOf(fengxue, started.instId)).toHaveLength(0);
    expect(await instanceStatus(zhangwei, started.instId)).toMatchObject({ status: 'end' });
  });

  it('leave request of 2 days ends after the leader (FEEL condition false)', async () => {
    const started = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 2 });
    const [t] = await todoOf(lina, started.instId);
    const res = await complete(lina, t.id);
    expect(res.body.value.instStatus).toBe('end');
    expect(await todoOf(liuyang, started.instId)).toHaveLength(0);
  });

  it('expense claim: leader in parallel with a 2/3 finance countersign, then the end', async () => {
    const started = await start(zhangwei, 'expenseClaim', EXPENSE);
    expect(started.newTasks.map((t) => t.nodeId).sort()).toEqual([
      'financeCountersign',
      'financeCountersign',
      'financeCountersign',
      'leaderApprove',
    ]);
    const [lt] = await todoOf(lina, started.instId);
    await complete(lina, lt.id);
    const [a] = await todoOf(chenjing, started.instId);
    const [b] = await todoOf(sunli, started.instId);
    expect(a.signType).toBe('parallel');
    expect((await complete(chenjing, a.id)).status).toBe(200);
    const last = await complete(sunli, b.id);
    // two of three agreed: the countersign passes, the third vote is withdrawn, amount <= 5000 ends
    expect(last.body.value.instStatus).toBe('end');
    expect(await todoOf(caoyang, started.instId)).toHaveLength(0);
    const opinions = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${started.instId}`)).body.value as {
      status: string;
      id: string;
    }[];
    expect(opinions.map((o: { status: string }) => o.status)).toContain('signPass');
  });

  it('purchase request: leader, serial countersign, notice node, sub process, call activity', async () => {
    const started = await start(zhangwei, 'purchaseRequest', PURCHASE);
    await complete(lina, (await todoOf(lina, started.instId))[0].id);
    // serial countersign: one purchaser at a time, in account order
    for (const buyer of [hanmei, xiejun, zhouqiang]) {
      const mine = await todoOf(buyer, started.instId);
      expect(mine).toHaveLength(1);
      expect(mine[0].signType).toBe('serial');
      expect((await complete(buyer, mine[0].id)).status).toBe(200);
    }
    // the notice node reached finance
    const notices = (await chenjing.post('/runtime/instance/v1/getReceivedList', {})).body.value.rows as { status: string; id: string }[];
    expect(notices.some((n) => n.id === started.instId)).toBe(true);
    // the sub process task
    const [confirm] = await todoOf(zhouqiang, started.instId);
    expect(confirm.nodeId).toBe('supplierConfirm');
    await complete(zhouqiang, confirm.id);
    // the call activity started the budget review sub flow
    const budget = (await chenjing.post('/runtime/task/v1/getTodoList', {})).body.value.rows.filter(
      (t: { nodeId: string }) => t.nodeId === 'budgetReview',
    );
    expect(budget).toHaveLength(1);
    expect(budget[0].procDefKey).toBe('purchaseBudget');
    const done = await complete(chenjing, budget[0].id);
    expect(done.status).toBe(200);
    expect(await instanceStatus(zhangwei, started.instId)).toMatchObject({ status: 'end' });
    void wangqiang;
  });
});
