import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';

// One error path: every refusal, ours and Fastify's own, is the `{state, code, message}` envelope in the
// caller's language, and a NUL character is bad input (400), never a 500.

let ctx: TestContext;
let token = '';
const LANGS = ['zh-CN', 'en-US', 'id'] as const;
const texts = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, 'server.json'), 'utf8')) as Record<string, string>,
  ]),
);

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { account: 'zhangwei', password: 'Portal@2026' } });
  token = res.json().value.token;
});
afterAll(() => ctx.close());

const send = (lang: string, opts: { method?: 'GET' | 'POST'; url: string; payload?: unknown; signedIn?: boolean }) =>
  ctx.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    payload: opts.payload as never,
    headers: { 'p-langid': lang, ...(opts.signedIn === false ? {} : { 'p-auth': token }) },
  });

describe('the one error path', () => {
  it.each(LANGS)('refuses a NUL character in a JSON body with 400 in %s (sign-in, before any query)', async (lang) => {
    const res = await send(lang, { method: 'POST', url: '/auth/login', payload: { account: 'a\u0000b', password: 'x' }, signedIn: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, code: 400, message: texts[lang]['request.nul'], value: null });
  });

  it('refuses a NUL character in a query string and in a generic filter value with 400', async () => {
    const file = await send('en-US', { url: '/system/file/v1/downloadFile?fileId=%00' });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toMatchObject({ state: false, code: 400, message: texts['en-US']['request.nul'] });
    const filter = await send('id', {
      method: 'POST',
      url: '/innermsg/messageReceiver/v1/list',
      payload: { querys: [{ property: 'subject', value: 'x\u0000y', operation: 'LIKE' }] },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe(texts.id['request.nul']);
  });

  it.each(LANGS)('answers a call that does not exist and an over-long path parameter with the envelope in %s', async (lang) => {
    const missing = await send(lang, { url: '/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ state: false, code: 404 });
    expect(missing.json().message).toBe(texts[lang]['route.notFound'].replace('{route}', 'GET /no/such/call'));
    const long = await send(lang, { url: `/file/onlinePreviewController/v1/getFileById_${'x'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ state: false, code: 414, message: texts[lang]['request.tooLong'], value: null });
  });

  it.each(LANGS)('answers a malformed URL with 400 and the envelope in %s', async (lang) => {
    const res = await send(lang, { url: '/system/file/v1/downloadFile%E0%A4%A?fileId=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, code: 400, message: texts[lang]['request.badUrl'], value: null });
  });

  it.each(LANGS)("answers a domain refusal in the caller's language (%s)", async (lang) => {
    const res = await send(lang, { url: '/innermsg/messageReceiver/v1/get?id=no-such-message' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ state: false, code: 404, message: texts[lang]['messages.notFound'] });
  });

  it('has the same keys in every language', () => {
    const keys = (lang: string) => Object.keys(texts[lang]).sort();
    expect(keys('en-US')).toEqual(keys('zh-CN'));
    expect(keys('id')).toEqual(keys('zh-CN'));
  });
});
