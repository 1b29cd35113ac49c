import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, useTestApp } from './support/test-app.js';
import { hashCaptchaAnswer } from '../../server/src/identity/captcha.js';
import { buildApp } from '../../server/src/app.js';

const ctx = useTestApp();

let lastIp = 0;
const newIp = () => `10.20.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

function login(body: Record<string, unknown>, opts: { ip?: string; lang?: string; cookie?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: body,
    headers: {
      'x-forwarded-for': opts.ip ?? newIp(),
      'p-langid': opts.lang ?? 'en-US',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });
}

async function signIn(account = 'zhangwei', password = 'Portal@2026') {
  const res = await login({ account, password });
  expect(res.statusCode).toBe(200);
  return res.json().value as { token: string; rtoken: string; userId: string };
}

const menu = (token: string) => ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: { 'p-auth': token } });
const whoAmI = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/v1/user/getDetailByAccountOrId',
    headers: { 'p-auth': token },
    payload: { accountOrId: Buffer.from('lina').toString('base64') },
  });

const refresh = (rtoken: string, lang?: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { rtoken }, headers: lang ? { 'p-langid': lang } : {} });
const sso = (utoken: string, rtoken: string, lang?: string) =>
  ctx.app.inject({ method: 'GET', url: `/sso/auth?utoken=${utoken}&rtoken=${rtoken}`, headers: lang ? { 'p-langid': lang } : {} });

/** Lets the access or the refresh token of every session of a demo user run out. */
const expire = (account: string, column: 'token_expires_at' | 'refresh_expires_at') =>
  ctx.db
    .updateTable('identity_session')
    .set({ [column]: sql`now() - interval '1 second'` })
    .where('user_id', '=', `u_${account}`)
    .execute();

/** A fresh captcha whose answer the test knows: the image's answer is only stored hashed. */
async function knownCaptcha(answer: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/auth/captcha?' + Math.random() });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  expect(cookie).toMatch(/Path=\/auth/);
  const id = /portal_captcha=([^;]+)/.exec(cookie)![1];
  await ctx.db
    .updateTable('identity_captcha')
    .set({ answer_hash: hashCaptchaAnswer(id, answer) })
    .where('id', '=', id)
    .execute();
  return `portal_captcha=${id}`;
}

describe('sign-in', () => {
  it('signs a demo user in and answers the login state', async () => {
    const res = await login({ account: 'zhangwei', password: 'Portal@2026' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ username: '张伟', account: 'zhangwei', userId: 'u_zhangwei', isAdmin: false, captchaRequired: false });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v.rtoken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v.userInfo.user.fullname).toBe('张伟');
    expect(v.userInfo.orgList[0]).toMatchObject({ orgName: '研发部', pathName: '总公司/研发中心/研发部', isMain: true });
    expect(v.userInfo.postList[0]).toMatchObject({ postName: '研发工程师', orgName: '研发部' });
    expect(v.permissions).toContain('employee');
    // only hashes are stored
    const stored = await ctx.db
      .selectFrom('identity_session')
      .select(['token_hash', 'refresh_hash'])
      .where('user_id', '=', 'u_zhangwei')
      .execute();
    expect(stored.some((s) => s.token_hash === v.token || s.refresh_hash === v.rtoken)).toBe(false);
    expect((await whoAmI(v.token)).json().state).toBe(true);
  });

  it('signs the administrator in with the admin flag', async () => {
    const res = await login({ account: 'htadmin', password: 'Admin@2026' });
    expect(res.json().value).toMatchObject({ isAdmin: true, username: '系统管理员' });
    expect(res.json().value.permissions).toContain('admin');
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await login({ account: 'lina', password: 'nope-nope' });
    const unknown = await login({ account: 'nobody-here', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ state: false, message: 'Wrong account or password' });
    expect(unknown.json().message).toBe(wrong.json().message);
    const zh = await login({ account: 'lina', password: 'nope-nope' }, { lang: 'zh-CN' });
    expect(zh.json().message).toBe('账号或密码错误');
  });

  it.each([
    ['dengchao', 'This account is disabled; please contact the administrator'],
    ['tiantian', 'This account is not activated yet; please contact the administrator'],
    ['xunuo', 'The holder of this account has left the company; it cannot sign in'],
  ])('tells %s why the account cannot sign in', async (account, message) => {
    const res = await login({ account, password: 'Portal@2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message);
    const wrong = await login({ account, password: 'wrong-password' });
    expect(wrong.json().message).toBe('Wrong account or password');
  });

  it('asks for a captcha after 3 failures, refuses a wrong one and accepts the right one', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i++)
      expect((await login({ account: 'zhaomin', password: 'bad' }, { ip })).json().value.captchaRequired).toBe(false);
    const third = await login({ account: 'zhaomin', password: 'bad' }, { ip });
    expect(third.json().value.captchaRequired).toBe(true);
    const needed = await ctx.app.inject({
      method: 'GET',
      url: '/login/captcha-needed?account=zhaomin',
      headers: { 'x-forwarded-for': newIp() },
    });
    expect(needed.json().value.captchaRequired).toBe(true);

    // the right password alone is not enough now, from any address
    const noCaptcha = await login({ account: 'zhaomin', password: 'Portal@2026' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ message: 'Please enter the captcha', value: { captchaRequired: true } });

    const cookie = await knownCaptcha('ab3d');
    const wrongCaptcha = await login({ account: 'zhaomin', password: 'Portal@2026', captcha: 'zzzz' }, { cookie });
    expect(wrongCaptcha.json()).toMatchObject({
      state: false,
      message: 'The captcha is wrong or has expired; please try again',
      value: { captchaRequired: true },
    });
    // one use: the right answer to a captcha already tried is refused too
    const reused = await login({ account: 'zhaomin', password: 'Portal@2026', captcha: 'ab3d' }, { cookie });
    expect(reused.json().state).toBe(false);

    const fresh = await knownCaptcha('k7m2');
    const good = await login({ account: 'zhaomin', password: 'Portal@2026', captcha: 'K7M2' }, { cookie: fresh });
    expect(good.statusCode).toBe(200);
    expect(good.json().value.account).toBe('zhaomin');
  });

  it('refuses an expired captcha', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await login({ account: 'jianghao', password: 'bad' }, { ip });
    const cookie = await knownCaptcha('q8w4');
    await ctx.db
      .updateTable('identity_captcha')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', cookie.split('=')[1])
      .execute();
    const res = await login({ account: 'jianghao', password: 'Portal@2026', captcha: 'q8w4' }, { cookie });
    expect(res.json()).toMatchObject({ state: false, value: { captchaRequired: true } });
  });

  it('asks for a captcha after 3 failures from one address, whatever the accounts', async () => {
    const ip = newIp();
    for (const account of ['a1', 'a2', 'a3']) await login({ account, password: 'x' }, { ip });
    const res = await login({ account: 'wuhao', password: 'Portal@2026' }, { ip });
    expect(res.json()).toMatchObject({ state: false, value: { captchaRequired: true } });
  });

  it('always asks for a captcha when so configured', async () => {
    const strict = await createTestApp({ captchaAlways: true });
    try {
      const res = await strict.app.inject({ method: 'POST', url: '/auth/login', payload: { account: 'wuhao', password: 'Portal@2026' } });
      expect(res.json()).toMatchObject({ state: false, value: { captchaRequired: true } });
      const page = await strict.app.inject({ method: 'GET', url: '/login' });
      expect(page.body).not.toMatch(/id="captcha-row"[^>]*hidden/);
    } finally {
      await strict.close();
    }
  });

  it('limits sign-in requests per address with a clear 429', async () => {
    const ip = newIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await login({ account: `nobody${i}`, password: 'x' }, { ip, lang: 'en-US' })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    const limited = await login({ account: 'wuhao', password: 'Portal@2026' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ state: false, code: 429 });
    expect(limited.json().message).toMatch(/Too many sign-in requests; please try again in \d+ seconds/);
    // another address is not affected
    expect((await login({ account: 'wuhao', password: 'Portal@2026' })).statusCode).toBe(200);
  });

  it('keeps one count per address across server processes', async () => {
    const second = await buildApp({ db: ctx.db, config: ctx.config }, { logger: false });
    try {
      const ip = newIp();
      for (let i = 0; i < 10; i++) await login({ account: `p1-${i}`, password: 'x' }, { ip });
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await second.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { account: `p2-${i}`, password: 'x' },
          headers: { 'x-forwarded-for': ip },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('tokens', () => {
  it('refuses a tampered, unknown or expired token with code 402', async () => {
    const { token } = await signIn('wuhao');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const t of [tampered, 'not-a-token', 'x'.repeat(5000)]) {
      const res = await whoAmI(t);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ state: false, code: 402 });
    }
    expect((await whoAmI(token)).statusCode).toBe(200);
    await expire('wuhao', 'token_expires_at');
    expect((await whoAmI(token)).json().code).toBe(402);
  });

  it('refuses the token of a user who was disabled after signing in', async () => {
    const { token } = await signIn('yangfan');
    await ctx.db.updateTable('uc_user').set({ status: 0 }).where('account', '=', 'yangfan').execute();
    expect((await whoAmI(token)).json().code).toBe(402);
  });

  it('rotates the pair on refresh and refuses the old refresh token', async () => {
    const first = await signIn('machao');
    const res = await refresh(first.rtoken);
    expect(res.statusCode).toBe(200);
    const second = res.json().value;
    expect(second.token).not.toBe(first.token);
    expect(second.rtoken).not.toBe(first.rtoken);
    expect((await whoAmI(first.token)).json().code).toBe(402);
    expect((await whoAmI(second.token)).statusCode).toBe(200);

    const replay = await refresh(first.rtoken, 'en-US');
    expect(replay.json()).toMatchObject({ state: false, code: 402, message: 'This refresh token was already used; please sign in again' });
    // a replayed refresh token ends the whole chain: the thief's pair and the user's alike
    expect((await whoAmI(second.token)).json().code).toBe(402);
  });

  it('refuses an expired refresh token', async () => {
    const pair = await signIn('zhulin');
    await expire('zhulin', 'refresh_expires_at');
    const res = await refresh(pair.rtoken);
    expect(res.json()).toMatchObject({ state: false, code: 402 });
  });

  it('revokes both tokens on logout', async () => {
    const pair = await signIn('lintao');
    const out = await menu(pair.token);
    expect(out.json()).toMatchObject({ state: true });
    expect((await whoAmI(pair.token)).json().code).toBe(402);
    const refreshed = await refresh(pair.rtoken);
    expect(refreshed.json().code).toBe(402);
    expect((await menu(pair.token)).json().code).toBe(402);
  });
});

describe('single sign-on', () => {
  it('answers the login state for a live pair of one session', async () => {
    const pair = await signIn('lina');
    const res = await sso(pair.token, pair.rtoken);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ username: '李娜', account: 'lina', token: pair.token, rtoken: pair.rtoken });
    expect(res.json().value.userInfo.orgList[0]).toMatchObject({ orgName: '研发部', isLeader: true });
    expect(res.json().value.permissions).toContain('leader');
  });

  it('refuses tokens of two different sessions, and a revoked pair', async () => {
    const a = await signIn('guomin');
    const b = await signIn('guomin');
    const mixed = await sso(a.token, b.rtoken, 'en-US');
    expect(mixed.json()).toMatchObject({ state: false, code: 402, message: 'Unable to get login information' });
    await menu(a.token);
    const revoked = await sso(a.token, a.rtoken);
    expect(revoked.json().code).toBe(402);
  });

  it('hands back a fresh pair when only the access token ran out', async () => {
    const pair = await signIn('songjia');
    await expire('songjia', 'token_expires_at');
    const res = await sso(pair.token, pair.rtoken);
    expect(res.json().state).toBe(true);
    expect(res.json().value.token).not.toBe(pair.token);
    expect((await whoAmI(res.json().value.token)).statusCode).toBe(200);
  });
});
