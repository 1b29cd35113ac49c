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
 * leader and the administrator, in each language (each by two roles), with rows present. Nothing may show an error
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

  // the administrator's menu holds every page: it is walked in every language; the employee's and the leader's
  // (their rights, their rows) in the languages left to them, so that each language is walked by two roles
  const WALKS: [string, readonly (typeof LANGUAGES)[number][]][] = [
    ['htadmin', LANGUAGES],
    ['zhangwei', LANGUAGES.filter((l) => l !== 'en-US')],
    ['lina', LANGUAGES.filter((l) => l === 'en-US')],
  ];
  for (const [account, languages] of WALKS) {
    for (const language of languages) {
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
