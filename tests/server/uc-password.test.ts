import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
    expect(res.json().value).toMatchObject({ minLength: 8, requireLetter: true, requireDigit: true, forbidAccount: true });
  });

  it.each([
    ['short1', 'The new password needs at least 8 characters'],
    ['12345678', 'The new password must contain a letter'],
    ['abcdefgh', 'The new password must contain a digit'],
  ])('refuses %s', async (newPwd, message) => {
    const token = (await signIn('huanglei', 'Portal@2026')).json().value.token;
    const res = await change(token, 'Portal@2026', newPwd);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses the account as the password and a wrong old password', async () => {
    await ctx.db.updateTable('uc_user').set({ account: 'huanglei12' }).where('id', '=', 'u_huanglei').execute();
    const token = (await signIn('huanglei12', 'Portal@2026')).json().value.token;
    expect((await change(token, 'Portal@2026', 'HuangLei12')).json().message).toBe('The new password must not be the account name');
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
});
