import fs from 'node:fs';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';

/**
 * Module preview (issue 17 part 4): the demo approval report module at /sysModulePreview/{id}/{appName},
 * its menu grouped by item type and column name, a chart item drawn, the aside collapsed and opened
 * again; in English for another user, and an unknown module id answered with a clear message.
 */
const PATH = '/front/sysModulePreview/mod_approval_report/reports';

test('the approval report module: grouped menu, a chart drawn, the aside collapses', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ADMIN.account, PATH, ADMIN.password);
  const aside = page.getByTestId('module-aside');
  await expect(aside.getByRole('heading', { name: '审批报表' })).toBeVisible({ timeout: 30_000 });
  const groups = aside.locator('.ant-menu-item-group-title');
  // item types in the spec's order; the data lists under their column names
  await expect(groups).toHaveText(['工作台', '数据列表', '流程', '人事', '财务', '视图列表', '图表']);
  // the first item, a workspace on the portal's own origin, opens without tokens in its address
  const frame = page.locator('iframe[title="报表使用说明"]');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('src')).not.toMatch(/token=/);

  await aside.getByRole('menuitem', { name: '月度申请趋势' }).click();
  const chart = page.getByRole('img', { name: /月度流程申请/ });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart.locator('canvas, svg').first()).toBeVisible();
  await expect(page.getByText('暂不支持')).toHaveCount(0);
  fs.writeFileSync(testInfo.outputPath('module-preview-zh-1440.png'), await page.screenshot());

  // a data list shows its template preview
  await aside.getByRole('menuitem', { name: '请假统计', exact: true }).click();
  await expect(page.locator('.ant-table').first()).toBeVisible({ timeout: 30_000 });

  // the aside folds away and comes back
  const trigger = page.locator('.ant-layout-sider-zero-width-trigger');
  await trigger.click();
  await expect(aside.getByRole('menuitem', { name: '月度申请趋势' })).toBeHidden();
  await trigger.click();
  await expect(aside.getByRole('menuitem', { name: '月度申请趋势' })).toBeVisible();
});

test('in English for an employee: English group, column and item names; an unknown module is named as such', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'zhangwei', PATH);
  await page.evaluate(() => localStorage.setItem('tr_language', 'en-US'));
  await page.reload();
  const aside = page.getByTestId('module-aside');
  await expect(aside.getByRole('heading', { name: 'Approval reports' })).toBeVisible({ timeout: 30_000 });
  await expect(aside.locator('.ant-menu-item-group-title')).toHaveText([
    'Workspaces',
    'Data lists',
    'Flows',
    'HR',
    'Finance',
    'View lists',
    'Charts',
  ]);
  await expect(aside).not.toContainText(/[\u4e00-\u9fff]/);
  await aside.getByRole('menuitem', { name: 'Department expense trend' }).click();
  const chart = page.getByRole('img', { name: /^Bar chart of / });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart.locator('canvas, svg').first()).toBeVisible();
  fs.writeFileSync(testInfo.outputPath('module-preview-en-1440.png'), await page.screenshot());

  // a phone in the dark theme: the aside starts folded, opens over its trigger, folds once an item is chosen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() =>
    localStorage.setItem(
      'tr_theme',
      JSON.stringify({ state: { name: 'default', style: 'dark', layout: 'vertical', themeColor: '#2F54EB' }, version: 0 }),
    ),
  );
  await page.reload();
  await expect(page.locator('iframe[title="How to read the reports"]')).toBeVisible({ timeout: 30_000 });
  await expect(aside.getByRole('menuitem', { name: 'Monthly request trend' })).toBeHidden();
  await page.locator('.ant-layout-sider-zero-width-trigger').click();
  await aside.getByRole('menuitem', { name: 'Monthly request trend' }).click();
  await expect(aside.getByRole('menuitem', { name: 'Monthly request trend' })).toBeHidden();
  await expect(page.getByRole('img', { name: /^Bar chart of Monthly requests/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-card-head-title', { hasText: 'Monthly requests' })).toBeVisible();
  // (the shell's top bar is wider than a phone for this user: a click may have scrolled the page sideways)
  await page.evaluate(() => window.scrollTo(0, 0));
  fs.writeFileSync(testInfo.outputPath('module-preview-en-dark-390.png'), await page.screenshot());
  await page.evaluate(() => localStorage.removeItem('tr_theme'));

  await page.goto('/front/sysModulePreview/no_such_module/x');
  await expect(page.getByText('The system module does not exist').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => localStorage.removeItem('tr_language'));
});
