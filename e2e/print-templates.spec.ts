import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';
import { expectNoSidewaysScroll } from './support/layout';
import { Actor, taskOf } from './support/workflow';
import { PRINT_CALLS } from '../contract/print';
import { pdfText } from './support/pdf';

/**
 * Issue 27 item 16: the administrator reads what a template of the leave form can use, downloads the
 * starter template made from the form, uploads it back unchanged as a template, and the employee prints
 * a request with it: the PDF holds the form's labels and the request's values.
 */

/** Opens the template fields drawer on the leave form. */
async function leaveFormTags(page: Page) {
  await page.getByRole('button', { name: /模板字段/ }).click();
  const drawer = page.getByRole('dialog', { name: '模板可用的字段' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('combobox', { name: '表单' }).click();
  await page.locator('.ant-select-item-option', { hasText: '表单 leaveForm' }).click();
  await expect(drawer.getByText('{leaveType}')).toBeVisible();
  return drawer;
}

async function axeFindings(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

test('the admin downloads the leave form’s starter template, uploads it as a template, and a request prints with it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const subject = `e2e 起步模板 ${Date.now()}`;
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const started = await zhangwei.start(
    'leaveRequest',
    { leaveType: 'annual', days: 2, startDate: '2026-12-07', endDate: '2026-12-08', reason: '起步模板打印测试', phone: '13800005678' },
    subject,
  );
  const leaderTask = await taskOf(lina, started.instId, 'leaderApprove');
  await lina.complete(leaderTask.id, 'agree', '同意，起步模板');

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/printTemplates', ADMIN.password);
  const drawer = await leaveFormTags(page);
  // the fields with their Chinese labels, the sub-table's loop row, the history's signature picture, the QR code
  await expect(drawer.getByText('请假类型', { exact: true })).toBeVisible();
  const handover = drawer.getByRole('region', { name: '工作交接' });
  await expect(handover.getByRole('table', { name: '工作交接的示例行' }).getByRole('cell').first()).toHaveText('{#handover}{_no}');
  await expect(drawer.getByRole('region', { name: '审批记录' }).getByRole('code').filter({ hasText: '{signature}' })).toBeVisible();
  await expect(drawer.getByText('{_qrCode}')).toBeVisible();
  expect(await axeFindings(page, '.ant-drawer')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: /下载起步模板/ }).click()]);
  expect(download.suggestedFilename()).toBe('请假单-打印模板.docx');
  const starter = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(starter);
  await drawer.getByRole('button', { name: /关\s*闭|Close/ }).click();
  await expect(drawer).toBeHidden();

  // uploaded back unchanged, bound to the leave form
  const name = `起步模板 ${Date.now()}`;
  try {
    await uploadAndPrint(page, browser, starter, name, subject);
  } finally {
    // the leave form keeps only its own template for the specs that print it next (the print dialog offers the newest first)
    const admin = await Actor.signIn(page.request, ADMIN.account, ADMIN.password);
    const mine = await admin.send(PRINT_CALLS.templateList, {
      body: { querys: [{ property: 'name', value: name, operation: 'EQUAL' }] },
    });
    if (mine.rows.length) await admin.send(PRINT_CALLS.templateRemove, { query: { ids: mine.rows.map((r) => r.id).join(',') } });
  }
});

/** Uploads the starter as a template of the leave form; zhangwei prints his request with it. */
async function uploadAndPrint(page: Page, browser: Browser, starter: string, name: string, subject: string) {
  await page.getByRole('button', { name: /新增模板/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增模板' });
  await dialog.getByRole('textbox', { name: '模板名称' }).fill(name);
  await dialog.getByRole('combobox', { name: '适用范围' }).click();
  await page.locator('.ant-select-item-option', { hasText: '表单 leaveForm' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(starter);
  await expect(dialog.getByText('请假单-打印模板.docx')).toBeVisible();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // zhangwei prints his request with it
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.211.0.1' } });
  const employee = await context.newPage();
  await openSignedIn(employee, 'zhangwei', '/front/matter/myTask?tab=myRequest');
  const mine = employee.getByRole('row').filter({ hasText: subject });
  await expect(mine).toBeVisible({ timeout: 15_000 });
  const [view] = await Promise.all([context.waitForEvent('page'), mine.getByText(subject).click()]);
  await view.waitForLoadState();
  await view
    .getByRole('button', { name: /^打\s*印$/ })
    .first()
    .click();
  const printDialog = view.getByRole('dialog', { name: '打印' });
  await printDialog.getByRole('radio', { name: new RegExp(name) }).check();
  const pdfResponse = view.waitForResponse((r) => /getFileById_/.test(r.url()) && r.status() === 200, { timeout: 90_000 });
  await printDialog.getByRole('button', { name: /打\s*印/ }).click();
  const pdf = Buffer.from(await (await pdfResponse).body());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await pdfText(pdf)).replace(/\s+/g, '');
  for (const s of ['请假单', '请假类型', '请假事由', '工作交接', '审批记录', '核验码']) expect(text).toContain(s);
  for (const s of ['年假', '2026-12-07', '起步模板打印测试', '张伟', '李娜', '同意，起步模板']) expect(text).toContain(s);
  await context.close();
}

test('the template fields fit a phone: nothing scrolls sideways, the download stays at hand', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/printTemplates', ADMIN.password);
  const drawer = await leaveFormTags(page);
  await expect(drawer.getByRole('table', { name: '工作交接的示例行' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'template fields at 390 px');
  const box = await drawer.getByRole('button', { name: /下载起步模板/ }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const panel = await page.locator('.ant-drawer-content-wrapper').boundingBox();
  expect(panel!.width).toBeLessThanOrEqual(390);
});
