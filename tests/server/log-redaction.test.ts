import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { loggerOptions, REDACTED, scrub } from '../../server/src/lib/log.js';
import { issueLinks } from '../../server/src/notify/links.js';
import { newVerificationCode, recordPrint } from '../../server/src/signing/service.js';
import { as, LEAVE, start, todoOf } from './workflow-support.js';
import { makePdf, multipart } from './signing-support.js';

// Issue 13 §1: no credential reaches the server log, and a rotated pair replayed at /sso/auth ends its family.

describe('scrub', () => {
  it.each([
    ['/sso/auth?utoken=abc.def&rtoken=r1', `/sso/auth?utoken=${REDACTED}&rtoken=${REDACTED}`],
    ['/front/home?x=1&utoken=eyJ.a-b_c&rtoken=Zz%2F9#top', `/front/home?x=1&utoken=${REDACTED}&rtoken=${REDACTED}#top`],
    ['GET /files?token=t0k3n page', `GET /files?token=${REDACTED} page`],
    // the seal password of getElectronicSeal travels in the query (spec 01 §7)
    [
      'GET /uc/electronicSeal/v1/getElectronicSeal?password=Seal%402026&secretFree=false',
      `GET /uc/electronicSeal/v1/getElectronicSeal?password=${REDACTED}&secretFree=false`,
    ],
    [
      '/login?redirect=%2Ffront%2F%3Futoken%3Dabc%26rtoken%3Ddef',
      `/login?redirect=%2Ffront%2F%3Futoken%3D${REDACTED}%26rtoken%3D${REDACTED}`,
    ],
    [
      '{"headers":{"p-auth":"abc","P-RToken":"d\\"ef","cookie":"portal_captcha=1"}}',
      `{"headers":{"p-auth":"${REDACTED}","P-RToken":"${REDACTED}","cookie":"${REDACTED}"}}`,
    ],
    ['{"authorization": "Bearer x"}', `{"authorization": "${REDACTED}"}`],
    // issue 27 item 7: a token that is a path's segment (approve-from-mail links, verification codes)
    ['{"url":"/notify/mail/Ab-9_xYz0123456789abcdef?lang=en-US"}', `{"url":"/notify/mail/${REDACTED}?lang=en-US"}`],
    [
      'Agree: https://portal.example.com/notify/mail/Ab-9_xYz0123456789 now',
      `Agree: https://portal.example.com/notify/mail/${REDACTED} now`,
    ],
    ['{"url":"/verify/Q1w2E3r4T5y6U7i8O9p0#top"}', `{"url":"/verify/${REDACTED}#top"}`],
    ['"msg":"GET /verify/Q1w2E3r4T5y6U7i8O9p0"', `"msg":"GET /verify/${REDACTED}"`],
    ['/login?redirect=%2Fverify%2FQ1w2E3r4T5y6%2Dx%3Flang%3Did', `/login?redirect=%2Fverify%2F${REDACTED}%3Flang%3Did`],
    ['/login?redirect=%2fnotify%2fmail%2fAb-9_xYz&x=1', `/login?redirect=%2fnotify%2fmail%2f${REDACTED}&x=1`],
  ])('%s', (line, clean) => {
    expect(scrub(line)).toBe(clean);
  });

  it('leaves lines without credentials alone', () => {
    const line = '{"level":30,"reqId":"r-1","req":{"method":"GET","url":"/front/home?tab=todo&page=2"},"msg":"incoming request"}';
    expect(scrub(line)).toBe(line);
    // route patterns name the parameter, not a token
    const routes = '{"msg":"routes /notify/mail/:token and /verify/:code","url":"/verify/"}';
    expect(scrub(routes)).toBe(routes);
  });
});

describe('the server log', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({}, { logger: loggerOptions('info', { write: (l: string) => lines.push(l) }) });
  });
  afterAll(() => ctx.close());

  const signIn = async (account: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account, password: 'Portal@2026' },
      headers: { 'x-forwarded-for': `10.77.0.${account.length}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value as { token: string; rtoken: string };
  };

  it('holds no token of a sign-in, a link sign-in, a refresh or a token header, and keeps the request id', async () => {
    const pair = await signIn('zhangwei');
    const q = `utoken=${encodeURIComponent(pair.token)}&rtoken=${encodeURIComponent(pair.rtoken)}`;
    const sso = await ctx.app.inject({ method: 'GET', url: `/sso/auth?${q}`, headers: { 'p-requestid': 'req-log-1' } });
    expect(sso.statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: `/front/home?${q}` });
    await ctx.app.inject({ method: 'GET', url: `/no/such/route?${q}` });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/user/v1/user/getDetailByAccountOrId?${q}`,
      headers: { 'p-auth': pair.token, 'p-rtoken': pair.rtoken },
    });
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { rtoken: pair.rtoken } });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().value as { token: string; rtoken: string };

    const log = lines.join('');
    expect(log).toContain('"reqId":"req-log-1"');
    expect(log).toContain(`utoken=${REDACTED}`);
    for (const secret of [pair.token, pair.rtoken, next.token, next.rtoken]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });

  it('holds no approve-from-mail token nor verification code of the paths they travel in (issue 27 item 7)', async () => {
    const zhangwei = await as(ctx, 'zhangwei');
    const lina = await as(ctx, 'lina');
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    const links = await issueLinks(ctx.db, task.id, lina.userId, `d-log-${task.id}`);
    const code = newVerificationCode();
    const pdf = await makePdf(['Leave request', 'Lina: agree']);
    await recordPrint(ctx.db, { code, instId, pdf, signers: [] });
    const form = (opinion: string) => ({
      payload: new URLSearchParams({ opinion }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect((await ctx.app.inject({ method: 'GET', url: `/notify/mail/${links.agree}?lang=en-US` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/notify/mail/${links.reject}`, ...form('') })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: `/notify/mail/${links.agree}`, ...form('fine') })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/notify/mail/${links.agree}` })).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url: `/verify/${code}?lang=id` })).statusCode).toBe(200);
    const upload = multipart('file', 'printed.pdf', pdf);
    const checked = await ctx.app.inject({
      method: 'POST',
      url: `/verify/${code}`,
      payload: upload.payload,
      headers: { ...upload.headers, 'x-forwarded-for': '10.77.1.1' },
    });
    expect(checked.statusCode).toBe(200);
    // a path under them that is no route, and a path carried in a query parameter
    expect((await ctx.app.inject({ method: 'GET', url: `/verify/${code}/x` })).statusCode).toBe(404);
    await ctx.app.inject({ method: 'GET', url: `/login?redirect=${encodeURIComponent(`/notify/mail/${links.reject}`)}` });

    const log = lines.join('');
    expect(log).toContain(`"url":"/notify/mail/${REDACTED}?lang=en-US"`);
    expect(log).toContain(`"url":"/verify/${REDACTED}?lang=id"`);
    expect(log).toContain(`"url":"/verify/${REDACTED}/x"`);
    for (const secret of [links.agree, links.reject, code]) expect(log).not.toContain(secret);
  });

  it('ends the family when a rotated pair is replayed at /sso/auth', async () => {
    const first = await signIn('lina');
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { rtoken: first.rtoken } });
    const second = refreshed.json().value as { token: string; rtoken: string };
    const whoAmI = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/user/v1/user/getDetailByAccountOrId', headers: { 'p-auth': token } });
    expect((await whoAmI(second.token)).json().code).not.toBe(401);

    const replay = await ctx.app.inject({
      method: 'GET',
      url: `/sso/auth?utoken=${encodeURIComponent(first.token)}&rtoken=${encodeURIComponent(first.rtoken)}`,
      headers: { 'p-langid': 'en-US' },
    });
    expect(replay.json()).toMatchObject({ state: false, message: 'This refresh token was already used; please sign in again' });
    // the pair the rightful holder got from the refresh is gone too
    const after = await ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { rtoken: second.rtoken } });
    expect(after.json().state).toBe(false);
  });

  it("holds no seal password: the spec's GET has it redacted from its address, the portal's POST carries it in the body", async () => {
    const { token } = await signIn('liuyang');
    lines.length = 0;
    const password = 'Seal@2026Secret';
    for (const secretFree of [false, true]) {
      const got = await ctx.app.inject({
        method: 'GET',
        url: `/uc/electronicSeal/v1/getElectronicSeal?password=${encodeURIComponent(password)}&secretFree=${secretFree}&defKey=leaveRequest`,
        headers: { 'p-auth': token },
      });
      expect(got.statusCode).toBeGreaterThanOrEqual(400);
    }
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/uc/electronicSeal/v1/useSeal',
      payload: { password, defKey: 'leaveRequest' },
      headers: { 'p-auth': token },
    });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    const log = lines.join('');
    expect(log).toContain(`/uc/electronicSeal/v1/getElectronicSeal?password=${REDACTED}&secretFree=false`);
    expect(log).toContain('/uc/electronicSeal/v1/useSeal');
    expect(log).not.toContain(password);
    expect(log).not.toContain(encodeURIComponent(password));
  });
});
