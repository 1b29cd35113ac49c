import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventHub } from '../../server/src/db/events.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, LEAVE, start, todoOf } from './workflow-support.js';

let ctx: TestContext;
let hub: EventHub;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  hub = new EventHub(ctx.url);
  await hub.start();
  ctx.app.deps.events = hub;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await hub.close();
  await ctx.close();
});

/** Reads the event stream as the portal does (fetch streaming with the P-Auth header). */
async function open(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/runtime/events/v1/stream`, { headers: { 'P-Auth': token }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (match: (chunk: string) => boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const hit = buffer.split('\n\n').find(match);
      if (hit) {
        buffer = buffer.slice(buffer.indexOf(hit) + hit.length);
        return hit;
      }
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
    }
    throw new Error('no matching event');
  };
  return { res, next, close: () => controller.abort() };
}

const listenersOf = (userId: string) => (hub as unknown as { listeners: Map<string, Set<unknown>> }).listeners.get(userId)?.size ?? 0;

describe('live updates over SSE', () => {
  it('refuses a stream without a token', async () => {
    const res = await fetch(`${base}/runtime/events/v1/stream`);
    expect(res.status).toBe(402);
  });

  it('tells the users a task reaches and leaves, and unsubscribes on close', async () => {
    const [zhangwei, lina, liuyang] = await Promise.all([as(ctx, 'zhangwei'), as(ctx, 'lina'), as(ctx, 'liuyang')]);
    const linaStream = await open(lina.token);
    expect(linaStream.res.headers.get('content-type')).toContain('text/event-stream');
    await linaStream.next((c) => c.startsWith(': connected'));
    const hrStream = await open(liuyang.token);
    await hrStream.next((c) => c.startsWith(': connected'));

    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const arrived = await linaStream.next((c) => c.includes('task.changed'));
    expect(arrived).toContain(`"instId":"${instId}"`);
    expect(JSON.parse(arrived.split('data: ')[1])).toEqual({ type: 'task.changed', data: { instId } });

    await complete(lina, (await todoOf(lina, instId))[0].id);
    expect(await hrStream.next((c) => c.includes('task.changed'))).toContain(instId);
    expect(await linaStream.next((c) => c.includes('task.changed'))).toContain(instId);

    expect(listenersOf(lina.userId)).toBe(1);
    linaStream.close();
    hrStream.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(listenersOf(lina.userId)).toBe(0);
    expect(listenersOf(liuyang.userId)).toBe(0);
  });

  it('sends a heartbeat comment every 15 s', async () => {
    const lina = await as(ctx, 'lina');
    const s = await open(lina.token);
    const started = Date.now();
    await s.next((c) => c.startsWith(': heartbeat'), 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    s.close();
  }, 30_000);
});
