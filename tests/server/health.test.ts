import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('server basics', () => {
  it('answers health without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, value: 'up' });
  });

  it('refuses a signed-in route without a token with the invalid-token code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu' });
    expect(res.json()).toMatchObject({ state: false, code: 402 });
  });

  it('echoes the request id it was given', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health', headers: { 'p-requestid': 'abc-123' } });
    expect(res.headers['p-requestid']).toBe('abc-123');
  });

  it('sends a content security policy without unsafe-eval', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
