import type { Request } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { IDENTITY_CALLS } from '../contract/identity';
import { SETUP_CALLS } from '../contract/setup';

const apiCall = (r: Request) => {
  const { pathname } = new URL(r.url());
  return r.resourceType() === 'xhr' || r.resourceType() === 'fetch' ? !pathname.startsWith('/front/') : false;
};

test('every portal call carries the five headers, and a revoked session logs out to the login page', async ({ page }) => {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (apiCall(r)) calls.push(r);
  });
  const { token } = await openSignedIn(page, 'zhangwei');
  await expect(page.getByText('张伟').first()).toBeVisible();
  // the live stream stays open, so the network never goes idle: wait for the home page's own calls
  await expect(page.getByText('我的待办').first()).toBeVisible();
  // auth calls carry no session, and neither does the one call made beside the sign-in, before it answers: the
  // languages the company offers, which the login page reads too (public, docs/decisions.md, issue 30 languages)
  const beforeSignIn = (path: string) => /^\/(auth|sso)\//.test(path) || path === SETUP_CALLS.languages.path;
  const nonAuth = () => calls.filter((r) => !beforeSignIn(new URL(r.url()).pathname));
  await expect.poll(() => nonAuth().length).toBeGreaterThan(4);

  const ids = new Set<string>();
  for (const r of nonAuth()) {
    const h = await r.allHeaders();
    expect(h['p-auth'], r.url()).toBe(token);
    expect(h['p-rtoken'], r.url()).toBeTruthy();
    expect(h['p-requestid'], r.url()).toBeTruthy();
    expect(h['p-langid'], r.url()).toBe('zh-CN');
    expect(h['accept-language'], r.url()).toMatch(/^zh-CN/);
    ids.add(h['p-requestid']);
  }
  // the request id is stored for the page session, not made anew per call
  expect(ids.size).toBe(1);

  // the server revokes the session (as a logout elsewhere does): the next call answers 402
  const revoke = await page.request.post(IDENTITY_CALLS.logout.path, { headers: { 'P-Auth': token } });
  expect((await revoke.json()).state).toBe(true);
  // the next call (a click on the menu, or one the page makes itself first: a poll, the live stream) meets the 402
  const menu = page
    .getByRole('link', { name: '通讯录' })
    .or(page.getByRole('menuitem', { name: '通讯录' }))
    .first();
  await menu.click({ timeout: 10_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('alert')).toContainText('登录已失效');
});
