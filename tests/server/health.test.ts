import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

const ctx = useTestApp();

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
    const res = await ctx.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("answers the framework's own refusals (unreadable JSON, wrong content type) in the caller's language", async () => {
    const send = (lang: string, payload: string, type = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': type, 'p-langid': lang, 'accept-language': lang },
        payload,
      });
    const zh = await send('zh-CN', '{"account": ');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ state: false, code: 400, message: '请求内容不是有效的 JSON' });
    expect((await send('en-US', '{')).json().message).toBe('The request body is not valid JSON');
    expect((await send('id', '{')).json().message).toBe('Isi permintaan bukan JSON yang valid');
    const odd = await send('en-US', 'x', 'application/x-unknown');
    expect(odd.statusCode).toBe(415);
    expect(odd.json().message).toBe('This type of request content is not supported');
  });
});
