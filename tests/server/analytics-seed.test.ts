import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHistory } from '../../server/src/seed/history.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as } from './workflow-support.js';

let ctx: TestContext;
const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(ms));

beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedHistory(ctx.db, new Date())).toBe(true);
}, 120_000);
afterAll(() => ctx.close());

describe('process analytics of the demo history', () => {
  it('are in the rollups after seeding, and the leave request’s leader step is the slowest', async () => {
    const admin = await as(ctx, 'htadmin');
    const res = await admin.post('/runtime/analytics/v1/summary', {
      defKey: 'leaveRequest',
      from: day(Date.now() - 30 * 86_400_000),
      to: day(Date.now()),
    });
    expect(res.status).toBe(200);
    const s = res.body.value;
    expect(s.started).toBeGreaterThan(10);
    const timed = s.nodes.filter((n: { count: number }) => n.count > 0);
    expect(timed.length).toBeGreaterThan(1);
    const slowest = [...timed].sort((a: { medianMs: number }, b: { medianMs: number }) => b.medianMs - a.medianMs)[0];
    expect(slowest.nodeId).toBe('leaderApprove');
  });
});
