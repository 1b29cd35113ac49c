import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { IDENTITY_CALLS } from '../contract/identity';
import { TASK_TABS } from '../contract/workflow-lists';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STYLES = ['light', 'dark'] as const;

/** Critical and serious axe findings of the page as it is now, one readable line each (id, targets, summary). */
async function blockingFindings(page: Page, where: string, scope?: string): Promise<string[]> {
  // passes and incomplete results are not collected: half the time per page
  const axe = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  const { violations } = await (scope ? axe.include(scope) : axe).analyze();
  // one main landmark and one level-one heading per page, for screen-reader users who jump by them
  const landmarks = await page.locator('main, [role="main"]').count();
  const headings = await page.locator('h1').count();
  const structure = landmarks === 1 && headings === 1 ? [] : [`${where}: ${landmarks} main landmarks, ${headings} h1`];
  return structure.concat(
    violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(' | ')}`),
  );
}

/** Waits until the page shows what the user came for: its main content, no spinner, the fonts. */
async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** Stores the theme as the settings drawer does (read by the next page load). */
function storeTheme(style: string) {
  localStorage.setItem(
    'tr_theme',
    JSON.stringify({ state: { name: 'geekblue', layout: 'vertical', style, themeColor: '#2F54EB' }, version: 0 }),
  );
}

test('axe finds no critical or serious WCAG 2.2 AA violation on the main pages, light and dark', async ({ page, request }) => {
  test.setTimeout(300_000);
  // a request waiting for lina, so the to-do list and the approval form have something to show
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const lina = await Actor.signIn(request, 'lina');
  const { instId } = await zhangwei.start(
    'leaveRequest',
    { leaveType: 'personal', days: 1, startDate: '2026-12-08', endDate: '2026-12-08', reason: 'a11y' },
    `e2e a11y ${Date.now()}`,
  );
  const task = await taskOf(lina, instId, 'leaderApprove');

  const findings: string[] = [];
  for (const style of STYLES) {
    await page.emulateMedia({ colorScheme: style });
    // the login page follows the system's scheme
    await page.context().clearCookies();
    await page.goto(IDENTITY_CALLS.loginPage.path);
    await expect(page.locator('input[name="account"]')).toBeVisible();
    findings.push(...(await blockingFindings(page, `login ${style}`)));

    if (style === 'light') await openSignedIn(page, 'lina');
    await page.evaluate(storeTheme, style);
    await page.goto('/front/home');
    await settled(page);
    // the theme really is the one checked (the dark pass must not quietly run light)
    await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(style);
    findings.push(...(await blockingFindings(page, `home ${style}`)));

    // every tab of the task workspace, reached as a keyboard user does (arrow, Enter): the page around
    // them was checked with the first one, the later ones check the page's content
    await page.goto('/front/matter/myTask');
    await settled(page);
    findings.push(...(await blockingFindings(page, `tasks ${TASK_TABS[0]} ${style}`)));
    for (const tab of TASK_TABS.slice(1)) {
      await page.locator('#main-content [role="tab"][aria-selected="true"]').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content [role="tab"][aria-selected="true"]')).toHaveAttribute(
        'aria-controls',
        new RegExp(`${tab}$`),
      );
      await settled(page);
      findings.push(...(await blockingFindings(page, `tasks ${tab} ${style}`, '#main-content')));
    }

    const pages: Array<[string, string]> = [
      ['start form', '/front/matter/approvalForm?defKey=leaveRequest'],
      ['approval form', `/front/matter/approvalForm?taskId=${task.id}`],
      ['flow chart', `/front/flowChart?instId=${instId}`],
      ['messages', '/front/personal/message'],
      ['forms (query report)', '/front/report/query?templateKey=monthlyRequests'],
      ['settings', '/front/personal/notifySettings'],
    ];
    for (const [where, path] of pages) {
      await page.goto(path);
      await settled(page);
      if (where === 'flow chart') await expect(page.locator('.djs-container')).toBeVisible({ timeout: 20_000 });
      findings.push(...(await blockingFindings(page, `${where} ${style}`)));
    }

    // the global search's results take the page's place
    await page.goto('/front/home');
    await settled(page);
    await page.getByRole('searchbox', { name: '搜索内容' }).fill('张');
    await page.getByRole('searchbox', { name: '搜索内容' }).press('Enter');
    await expect(page.getByRole('region', { name: '搜索结果' }).getByRole('listitem').first()).toBeVisible();
    await settled(page);
    findings.push(...(await blockingFindings(page, `search results ${style}`)));
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
