import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';

const leave = { leaveType: 'personal', days: 1, startDate: '2026-12-07', endDate: '2026-12-07', reason: '宽度检查' };

/** The lists of the reviewer's report, each with the account that has rows on it. */
const PAGES = [
  { name: 'my tasks', path: '/front/matter/myTask', account: 'lina', password: undefined },
  { name: 'my requests', path: '/front/matter/myRequest', account: 'zhangwei', password: undefined },
  { name: 'process monitor', path: '/front/flowAdmin/instances', account: ADMIN.account, password: ADMIN.password },
] as const;

/** The list fits: no sideways scrolling, a title of at least 160 px, every row action inside the window. */
async function expectFits(page: Page, subject: string) {
  const row = page.getByRole('row').filter({ hasText: subject }).first();
  await expect(row).toBeVisible();
  const scrollers = await page
    .locator('.ant-table-content:visible, .ant-table-body:visible')
    .evaluateAll((els) => els.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth })));
  expect(scrollers.length).toBeGreaterThan(0);
  for (const s of scrollers) expect(s.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(s.client + 1);
  // the title is the first column after the row selection of batch print
  const title = await page.locator('.ant-table-thead th:visible:not(.ant-table-selection-column)').first().boundingBox();
  expect(title!.width, 'title column width').toBeGreaterThanOrEqual(160);
  const viewport = page.viewportSize()!;
  for (const button of await row.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await button.textContent()} inside the window`).toBeLessThanOrEqual(viewport.width);
  }
  // the row's last cell (status, actions) is inside the window too
  const last = (await row.getByRole('cell').last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(viewport.width);
}

for (const language of ['zh-CN', 'en-US', 'id'] as const) {
  test(`the task lists fit 1440 px with the side menu open (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((lang) => localStorage.setItem('tr_language', lang), language);
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    const lina = await Actor.signIn(request, 'lina');
    const subject = `e2e 列表宽度 ${language} ${Date.now()} 一个相当长的标题用来检查省略号和提示`;
    const { instId } = await zhangwei.start('leaveRequest', leave, subject);
    await taskOf(lina, instId, 'leaderApprove');

    for (const target of PAGES) {
      await test.step(target.name, async () => {
        await openSignedIn(page, target.account, target.path, target.password);
        await expect(page.getByRole('menu').first()).toBeVisible();
        await expectFits(page, subject);
      });
    }
  });
}
