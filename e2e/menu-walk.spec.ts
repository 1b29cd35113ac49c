import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor } from './support/workflow';
import {
  LANGUAGES,
  fetchMenu,
  inspectScreen,
  menuLeaves,
  openLeaf,
  settle,
  waitForShell,
  walkPageTabs,
  type Finding,
} from './support/walk';

/**
 * A new user's first ten minutes: every menu item and every tab of its page, for an employee, a
 * leader and the administrator, in each language, with rows present. Nothing may show an error
 * screen, throw in the page, show a raw translation key, or show Chinese chrome outside zh-CN.
 */
test.describe('every menu item and tab, for every demo role and language', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async ({ request }) => {
    // a request waiting for lina, so the lists of both sides have a row of today
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    await zhangwei.start(
      'leaveRequest',
      { leaveType: 'personal', days: 1, startDate: '2026-12-07', endDate: '2026-12-07', reason: 'walk' },
      `e2e walk ${Date.now()}`,
    );
  });

  for (const account of ['zhangwei', 'lina', 'htadmin']) {
    for (const language of LANGUAGES) {
      test(`${account} in ${language}`, async ({ page }) => {
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        await page.addInitScript((lang) => localStorage.setItem('tr_language', lang), language);
        const password = account === 'htadmin' ? 'Admin@2026' : undefined;
        const { token, rtoken } = await openSignedIn(page, account, '/front/home', password);
        await waitForShell(page);
        const findings: Finding[] = await inspectScreen(page, 'home', language);

        for (const leaf of menuLeaves(await fetchMenu(page, token, rtoken, language))) {
          const where = leaf.trail.join(' › ');
          await openLeaf(page, leaf);
          await settle(page);
          findings.push(...(await inspectScreen(page, where, language)));
          findings.push(...(await walkPageTabs(page, where, language)));
        }
        expect(findings).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }
  }
});
