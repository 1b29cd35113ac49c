import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { createDatabase } from '../../server/src/db/database.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, EXPENSE, LEAVE, PURCHASE, start, todoOf } from './workflow-support.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A brand-new app on the same database: new pool, new Fastify, nothing shared but the rows. */
async function freshApp(): Promise<TestContext> {
  const { db } = createDatabase(ctx.url, 5);
  const app = await buildApp({ db, config: ctx.config }, { logger: false });
  await app.ready();
  return { ...ctx, app, db, close: async () => (await app.close(), await db.destroy()) };
}

describe('recovery: engine state lives in the database', () => {
  it('an instance continues on a brand-new app with nothing lost', async () => {
    const zhangwei = await as(ctx, 'zhangwei');
    const lina = await as(ctx, 'lina');
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await complete(lina, (await todoOf(lina, instId))[0].id);
    const stored = await ctx.db
      .selectFrom('wf_instance')
      .select(['engine_state', 'version'])
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(stored.engine_state).toBeTruthy();

    const next = await freshApp();
    try {
      const liuyang = await as(next, 'liuyang');
      const [hr] = await todoOf(liuyang, instId);
      expect(hr.nodeId).toBe('hrApprove');
      const res = await complete(liuyang, hr.id, 'agree', { opinion: 'fine' });
      expect(res.body.value.instStatus).toBe('end');
      const opinions = (await liuyang.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value.map(
        (o: { status: string }) => o.status,
      );
      expect(opinions).toEqual(['start', 'agree', 'agree', 'end']);
    } finally {
      await next.close();
    }
  });

  it('a countersign half voted and a call activity waiting survive the switch', async () => {
    const zhangwei = await as(ctx, 'zhangwei');
    const chenjing = await as(ctx, 'chenjing');
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 100 });
    await complete(chenjing, (await todoOf(chenjing, instId))[0].id);
    const purchase = await start(zhangwei, 'purchaseRequest', PURCHASE);
    const next = await freshApp();
    try {
      const [lina, sunli] = await Promise.all([as(next, 'lina'), as(next, 'sunli')]);
      await complete(lina, (await todoOf(lina, instId))[0].id);
      const res = await complete(sunli, (await todoOf(sunli, instId))[0].id);
      expect(res.body.value.instStatus).toBe('end');
      // the purchase goes all the way through its call activity on the new app
      await complete(lina, (await todoOf(lina, purchase.instId))[0].id);
      for (const account of ['hanmei', 'xiejun', 'zhouqiang']) {
        const c = await as(next, account);
        await complete(c, (await todoOf(c, purchase.instId))[0].id);
      }
      const zhouqiang = await as(next, 'zhouqiang');
      await complete(zhouqiang, (await todoOf(zhouqiang, purchase.instId))[0].id);
      const cj = await as(next, 'chenjing');
      const budget = (await cj.post('/runtime/task/v1/getTodoList', {})).body.value.rows.find(
        (t: { nodeId: string }) => t.nodeId === 'budgetReview',
      );
      expect((await complete(cj, budget.id)).status).toBe(200);
      expect((await cj.get(`/runtime/instance/v1/getInstanceStatus?instId=${purchase.instId}`)).body.value.status).toBe('end');
    } finally {
      await next.close();
    }
  });
});
