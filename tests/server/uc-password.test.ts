import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

const ctx = useTestApp();

async function signIn(account: string, password: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { account, password },
    headers: { 'x-forwarded-for': '10.40.0.1' },
  });
  return res;
}
const change = (token: string, oldPwd: string, newPwd: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/v1/user/modifiUserPsd',
    payload: { oldPwd, newPwd },
    headers: { 'p-auth': token, 'p-langid': 'en-US' },
  });
const alive = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/pwdStrategy/v1/getDefault', headers: { 'p-auth': token } })).statusCode === 200;

describe('password change', () => {
  it('answers the default strategy', async () => {
    const token = (await signIn('huanglei', 'Portal@2026')).json().value.token;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/pwdStrategy/v1/getDefault', headers: { 'p-auth': token } });
    expect(res.json().value).toMatchObject({
      minLength: 10,
      requireLetter: true,
      requireDigit: true,
      forbidAccount: true,
      forbidCommon: true,
    });
  });

  it.each([
    ['short1', 'The new password needs at least 10 characters'],
    // issue 13: accepted before, 9 characters
    ['password1', 'The new password needs at least 10 characters'],
    ['1234567890', 'The new password must contain a letter'],
    ['abcdefghij', 'The new password must contain a digit'],
    // long enough, letters and digits, and on the common-password list
    ['password123', 'This password is too common and easy to guess: please choose another'],
    ['Qwerty12345', 'This password is too common and easy to guess: please choose another'],
    ['Blue黄磊Sky2027', 'The new password must not contain your name'],
  ])('refuses %s', async (newPwd, message) => {
    const token = (await signIn('huanglei', 'Portal@2026')).json().value.token;
    const res = await change(token, 'Portal@2026', newPwd);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a password containing the account and a wrong old password', async () => {
    await ctx.db.updateTable('uc_user').set({ account: 'huanglei12' }).where('id', '=', 'u_huanglei').execute();
    const token = (await signIn('huanglei12', 'Portal@2026')).json().value.token;
    for (const newPwd of ['HuangLei12', 'My-huanglei12-x9'])
      expect((await change(token, 'Portal@2026', newPwd)).json().message).toBe('The new password must not contain the account name');
    const wrong = await change(token, 'not-my-password1', 'Better2027x');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is wrong');
  });

  it('changes the password and signs the user out everywhere else', async () => {
    const here = (await signIn('wangfang', 'Portal@2026')).json().value.token;
    const elsewhere = (await signIn('wangfang', 'Portal@2026')).json().value.token;
    const res = await change(here, 'Portal@2026', 'NewSecret2027');
    expect(res.json()).toMatchObject({ state: true, message: 'Password changed; your other sessions have been signed out' });
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    expect((await signIn('wangfang', 'Portal@2026')).statusCode).toBe(400);
    expect((await signIn('wangfang', 'NewSecret2027')).statusCode).toBe(200);
  });

  it('throttles guesses of the old password per account, whatever the address', async () => {
    const token = (await signIn('zhaomin', 'Portal@2026')).json().value.token;
    const hashOf = async () =>
      (await ctx.db.selectFrom('uc_user').select('password_hash').where('account', '=', 'zhaomin').executeTakeFirstOrThrow()).password_hash;
    const before = await hashOf();
    for (let i = 0; i < 5; i++) expect((await change(token, `guess-${i}-wrong`, 'Better2027xyz')).statusCode).toBe(400);
    const sixth = await change(token, 'Portal@2026', 'Better2027xyz');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many wrong old passwords: please try again in 15 minutes');
    // nothing changed, and sign-in asks this account for a captcha now, as after wrong sign-ins
    expect(await hashOf()).toBe(before);
    expect((await signIn('zhaomin', 'Portal@2026')).json().value).toMatchObject({ captchaRequired: true });
  });
});
