import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { IDENTITY_CALLS } from '../contract/identity';
import { TASK_TABS } from '../contract/workflow-lists';

// 'experimental': rules axe keeps off by default, such as label-content-name-mismatch (WCAG 2.5.3), run too
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];
const STYLES = ['light', 'dark'] as const;

/** The few texts the walk looks for, in each interface language (locales/<lang>/{search,theme,notify}.json, antd's close). */
const TEXTS = {
  'zh-CN': { searchText: '搜索内容', results: '搜索结果', themeDrawer: '主题设置', close: '关闭', save: /^保\s?存$/, saved: '已保存' },
  'en-US': {
    searchText: 'Search text',
    results: 'Search results',
    themeDrawer: 'Theme settings',
    close: 'Close',
    save: 'Save',
    saved: 'Saved',
  },
  id: {
    searchText: 'Teks pencarian',
    results: 'Hasil pencarian',
    themeDrawer: 'Pengaturan tema',
    close: 'Tutup',
    save: 'Simpan',
    saved: 'Tersimpan',
  },
} as const;
type Lang = keyof typeof TEXTS;

interface Scan {
  /** only this part of the page (a drawer) */
  scope?: string;
  /** only these axe rules (the colour pass checks contrast alone: the rest does not change with the colour) */
  rules?: string[];
}

/** Critical and serious axe findings of the page as it is now, one readable line each (id, targets, summary). */
async function blockingFindings(page: Page, where: string, { scope, rules }: Scan = {}): Promise<string[]> {
  // passes and incomplete results are not collected: half the time per page
  const axe = (rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }).withTags(TAGS)).options({
    resultTypes: ['violations'],
  });
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

/** Waits until the page shows what the user came for: its main content, no spinner (a loaded machine takes its time), the fonts. */
async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** Stores the theme as the settings drawer does (read by the next page load). */
function storeTheme({ style, themeColor = '#2F54EB' }: { style: string; themeColor?: string }) {
  localStorage.setItem('tr_theme', JSON.stringify({ state: { name: 'geekblue', layout: 'vertical', style, themeColor }, version: 0 }));
}

/** A request waiting for lina, so the to-do list and the approval form have something to show. */
async function waitingRequest(request: APIRequestContext, subject: string) {
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const lina = await Actor.signIn(request, 'lina');
  const { instId } = await zhangwei.start(
    'leaveRequest',
    { leaveType: 'personal', days: 1, startDate: '2026-12-08', endDate: '2026-12-08', reason: 'a11y' },
    `${subject} ${Date.now()}`,
  );
  return { instId, task: await taskOf(lina, instId, 'leaderApprove') };
}

/** The theme drawer, opened from the top bar as a user does; answers its colour swatches. */
async function openThemeDrawer(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXTS[lang].themeDrawer }).click();
  const drawer = page.getByRole('dialog', { name: TEXTS[lang].themeDrawer });
  await expect(drawer).toBeVisible();
  return { drawer, swatches: drawer.getByRole('radiogroup').last().getByRole('radio') };
}

async function closeThemeDrawer(page: Page, lang: Lang) {
  const drawer = page.getByRole('dialog', { name: TEXTS[lang].themeDrawer });
  await drawer.getByRole('button', { name: TEXTS[lang].close, exact: true }).click();
  await expect(drawer).toBeHidden();
}

// Longer English and Indonesian labels can break what the Chinese ones do not (names, overlap, contrast of
// other components): every language walks every main page, in light and dark.
for (const lang of Object.keys(TEXTS) as Lang[]) {
  test.describe(lang, () => {
    test.use({ locale: lang });

    test(`axe finds no critical or serious WCAG 2.2 AA violation on the main pages in ${lang}, light and dark`, async ({
      page,
      request,
    }) => {
      // a walk of ~45 pages and scans: 7 to 10 minutes on a machine loaded 15 deep
      test.setTimeout(900_000);
      const texts = TEXTS[lang];
      const { instId, task } = await waitingRequest(request, `e2e a11y ${lang}`);

      const findings: string[] = [];
      for (const style of STYLES) {
        // Colours do not change with the language: zh-CN's dark pass scans every page; the dark pass of English and
        // Indonesian scans the shell (login, home, theme drawer, the to-do list) and the settings page with its toast,
        // where longer words could wrap onto another surface.
        const everyPage = style === 'light' || lang === 'zh-CN';
        await page.emulateMedia({ colorScheme: style });
        // the login page follows the system's scheme and the browser's language
        await page.context().clearCookies();
        await page.goto(IDENTITY_CALLS.loginPage.path);
        await expect(page.locator('input[name="account"]')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        findings.push(...(await blockingFindings(page, `login ${style}`)));

        if (style === 'light') await openSignedIn(page, 'lina');
        await page.evaluate(storeTheme, { style });
        await page.goto('/front/home');
        await settled(page);
        // the theme and the language really are the ones checked (the dark pass must not quietly run light)
        await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(style);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        findings.push(...(await blockingFindings(page, `home ${style}`)));

        // the theme drawer over the page
        await openThemeDrawer(page, lang);
        findings.push(...(await blockingFindings(page, `theme drawer ${style}`, { scope: '.ant-drawer' })));
        await closeThemeDrawer(page, lang);

        // every tab of the task workspace, reached as a keyboard user does (arrow, Enter): the page around
        // them was checked with the first one, the later ones check the page's content
        await page.goto('/front/matter/myTask');
        await settled(page);
        findings.push(...(await blockingFindings(page, `tasks ${TASK_TABS[0]} ${style}`)));
        for (const tab of everyPage ? TASK_TABS.slice(1) : []) {
          await page.locator('#main-content [role="tab"][aria-selected="true"]').focus();
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('Enter');
          await expect(page.locator('#main-content [role="tab"][aria-selected="true"]')).toHaveAttribute(
            'aria-controls',
            new RegExp(`${tab}$`),
          );
          await settled(page);
          findings.push(...(await blockingFindings(page, `tasks ${tab} ${style}`, { scope: '#main-content' })));
        }

        const pages: Array<[string, string]> = [
          ['start form', '/front/matter/approvalForm?defKey=leaveRequest'],
          ['approval form', `/front/matter/approvalForm?taskId=${task.id}`],
          ['flow chart', `/front/flowChart?instId=${instId}`],
          ['messages', '/front/personal/message'],
          ['forms (query report)', '/front/report/query?templateKey=monthlyRequests'],
          ['settings', '/front/personal/notifySettings'],
        ];
        for (const [where, path] of everyPage ? pages : pages.filter(([where]) => where === 'settings')) {
          await page.goto(path);
          await settled(page);
          if (where === 'flow chart') await expect(page.locator('.djs-container')).toBeVisible({ timeout: 20_000 });
          findings.push(...(await blockingFindings(page, `${where} ${style}`)));
        }

        // a toast (antd message) is read once: the notice itself is the alert, the page's announcer stays quiet
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        const toast = page.locator('.ant-message').getByRole('alert').filter({ hasText: texts.saved });
        await expect(toast).toHaveCount(1);
        // the pointer over it holds it open while it is checked (it leaves after 3 s)
        await toast.hover();
        await expect(page.getByTestId('live-announcer')).not.toContainText(texts.saved);
        findings.push(...(await blockingFindings(page, `toast ${style}`, { scope: '.ant-message' })));

        // the global search's results take the page's place
        await page.goto('/front/home');
        await settled(page);
        await page.getByRole('searchbox', { name: texts.searchText }).fill('张');
        await page.getByRole('searchbox', { name: texts.searchText }).press('Enter');
        await expect(page.getByRole('region', { name: texts.results }).getByRole('listitem').first()).toBeVisible();
        await settled(page);
        findings.push(...(await blockingFindings(page, `search results ${style}`)));
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  });
}

// Every theme colour of the drawer, chosen there as a user does (the page repaints at once): primary buttons (white
// on the colour), links, selected tabs and menu items, tags and the drawer's own swatches must reach AA on the
// light and dark surfaces. Only contrast is checked per colour: nothing else changes with it.
test('every theme colour reaches AA contrast on home, the to-do list, the approval form and the theme drawer, light and dark', async ({
  page,
  request,
}) => {
  // 7 colours x 2 styles x 4 scans: 13 minutes on a machine loaded 15 deep
  test.setTimeout(1_200_000);
  const { task } = await waitingRequest(request, 'e2e a11y colours');
  await openSignedIn(page, 'lina');
  const contrast = { rules: ['color-contrast'] };
  const stored = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('tr_theme') ?? '{}') as { state?: { themeColor?: string } }).state?.themeColor);

  const findings: string[] = [];
  for (const style of STYLES) {
    await page.emulateMedia({ colorScheme: style });
    await page.evaluate(storeTheme, { style });
    // pages of the shell: each colour chosen in turn from the drawer of the top bar
    const colours: Array<[string, string]> = [];
    for (const [where, path] of [
      ['home', '/front/home'],
      ['to-do list', '/front/matter/myTask'],
    ]) {
      await page.goto(path);
      await settled(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(style);
      for (let i = 0; i < 7; i += 1) {
        const { swatches } = await openThemeDrawer(page, 'zh-CN');
        // the seven colours of the issue
        await expect(swatches).toHaveCount(7);
        await swatches.nth(i).click();
        await expect(swatches.nth(i)).toHaveAttribute('aria-checked', 'true');
        const colour = `${style} ${(await swatches.nth(i).getAttribute('aria-label')) ?? i}`;
        if (where === 'home') {
          findings.push(...(await blockingFindings(page, `theme drawer ${colour}`, { scope: '.ant-drawer' })));
          colours.push([colour, (await stored()) ?? '']);
        }
        await closeThemeDrawer(page, 'zh-CN');
        findings.push(...(await blockingFindings(page, `${where} ${colour}`, contrast)));
      }
    }
    // the approval form has no top bar (it opens in a window of its own): it loads with the colour the drawer stored
    for (const [colour, hex] of colours) {
      await page.evaluate(storeTheme, { style, themeColor: hex });
      await page.goto(`/front/matter/approvalForm?taskId=${task.id}`);
      await settled(page);
      findings.push(...(await blockingFindings(page, `approval form ${colour}`, contrast)));
    }
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
