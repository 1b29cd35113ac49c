import type { Page, FrameLocator, Locator } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor } from './support/workflow';

/** Texts of content that is not there: a missing query, an item nobody can preview, a closed page. */
const dead = (scope: Page | FrameLocator): Locator[] => [
  scope.getByText(/不存在/),
  scope.getByText('该内容暂不支持在门户中预览'),
  scope.getByText('该页面暂未开放'),
  scope.getByText('模块加载失败'),
];

test('each report centre menu item shows data rows or a chart of the approval data', async ({ page, request }) => {
  test.setTimeout(120_000);
  // the reports count zhangwei's own requests: he has a leave request and an expense claim
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  await zhangwei.start(
    'leaveRequest',
    { leaveType: 'annual', days: 2, startDate: '2026-12-14', endDate: '2026-12-15', reason: '报表' },
    `e2e 报表请假 ${Date.now()}`,
  );
  await zhangwei.start(
    'expenseClaim',
    { expenseType: 'travel', amount: 860, occurDate: '2026-12-01', description: '报表' },
    `e2e 报表报销 ${Date.now()}`,
  );

  await openSignedIn(page, 'zhangwei', '/front/home');
  const side = page.getByRole('menu').first();
  await side.getByText('报表中心').click();

  // 查询报表: the monthly requests query, a table with rows
  await side.getByText('查询报表').click();
  await expect(page.getByText('月度流程申请').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '请假申请' }).first()).toBeVisible();
  for (const d of dead(page)) await expect(d).toHaveCount(0);

  // 月度报表: the approval report module in its frame, every item with rows or a chart
  await side.getByText('月度报表').click();
  const frame = page.frameLocator('iframe[title="月度报表"]');
  const moduleMenu = frame.getByRole('menu');
  await expect(moduleMenu.getByText('月度流程申请')).toBeVisible({ timeout: 20_000 });
  for (const [item, row] of [
    ['月度流程申请', '费用报销'],
    ['请假统计', '年假'],
    ['部门费用汇总', '研发部'],
  ] as const) {
    await moduleMenu.getByText(item, { exact: true }).click();
    await expect(frame.getByRole('row').filter({ hasText: row }).first()).toBeVisible();
    for (const d of dead(frame)) await expect(d).toHaveCount(0);
  }
  for (const item of ['月度申请趋势', '部门费用趋势']) {
    await moduleMenu.getByText(item, { exact: true }).click();
    await expect(
      frame
        .getByRole('img', { name: /柱状图/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    for (const d of dead(frame)) await expect(d).toHaveCount(0);
  }
});
