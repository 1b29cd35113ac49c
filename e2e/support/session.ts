import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { IDENTITY_CALLS } from '../../contract/identity';

export const DEMO_PASSWORD = 'Portal@2026';
export const ADMIN = { account: 'htadmin', password: 'Admin@2026' };

/** Signs in through the server's login page, as a person does, and waits for the portal. */
export async function signInThroughLoginPage(page: Page, account: string, password = DEMO_PASSWORD, target = '/front/home') {
  await page.goto(`${IDENTITY_CALLS.loginPage.path}?redirect=${encodeURIComponent(target)}`);
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  // the portal strips the tokens with history.replaceState, which is no navigation: poll the address
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/front/') && !url.hash.includes('utoken'));
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Signs in through the API (for journeys whose subject is not the login page itself). */
export async function apiSignIn(request: APIRequestContext, account: string, password = DEMO_PASSWORD) {
  const res = await request.post(IDENTITY_CALLS.login.path, { data: { account, password } });
  const body = await res.json();
  expect(body.state, body.message).toBe(true);
  return body.value as { token: string; rtoken: string };
}

/**
 * Opens the portal already signed in, through the single sign-on fragment the login page uses. It stands in for
 * the login page, so it leaves the login page's hand-over mark too: a tab already signed in as someone else
 * switches without the question a foreign link gets (issue 13; e2e/sign-in.spec.ts covers that question).
 */
export async function openSignedIn(page: Page, account: string, path = '/front/home', password = DEMO_PASSWORD) {
  const { token, rtoken } = await apiSignIn(page.request, account, password);
  if (page.url().startsWith('http')) await page.evaluate((who) => sessionStorage.setItem('portal_login_handover', who), account);
  await page.goto(`${path}#utoken=${encodeURIComponent(token)}&rtoken=${encodeURIComponent(rtoken)}`);
  await expect(page).toHaveURL((url) => !url.hash.includes('utoken'));
  return { token, rtoken };
}
