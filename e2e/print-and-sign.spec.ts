import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/test';
import { apiSignIn, openSignedIn } from './support/session';
import { fillLeaveDates } from './support/leave-form';
import { pdfText } from './support/pdf';

/**
 * Issue 14 end to end: a leave request with a handover row and an attachment; the leader opens the
 * attachment, meets one hidden and one read-only field, signs with her seal (a wrong password first) and
 * agrees; the initiator prints through the dialog; the PDF shows the Chinese form, the row, the signature
 * and the QR code, and its verification page tells the original from a copy with one byte changed.
 */

/** A picture to look at: attached to the report and kept under test-results. */
async function keep(testInfo: TestInfo, name: string, body: Buffer) {
  fs.writeFileSync(testInfo.outputPath(`${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

async function signedInPage(browser: Browser, account: string, path: string, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip }, acceptDownloads: true });
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return page;
}

test('a leave request is signed with a seal, printed to a signed PDF, and verified by its QR page', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const subject = `e2e 盖章请假 ${Date.now()}`;

  // zhangwei fills the form: the basics, a handover row and an attachment
  const employee = await signedInPage(browser, 'zhangwei', '/front/matter/approvalForm?defKey=leaveRequest', '10.210.0.1');
  await employee.getByPlaceholder(/标题/).fill(subject);
  await employee.getByLabel('请假类型').click();
  await employee.locator('.ant-select-item-option', { hasText: '年假' }).click();
  await employee.getByLabel('请假天数').fill('2');
  await fillLeaveDates(employee, '2026-12-07', '2026-12-08');
  await employee.getByLabel('请假事由').fill('回老家参加婚礼');
  await employee.getByLabel('联系电话').fill('13800001234');
  const attachment = employee.locator('input[type="file"]').first();
  await attachment.setInputFiles({ name: '交接清单.txt', mimeType: 'text/plain', buffer: Buffer.from('周报交给王强\n客户合同续签\n') });
  await expect(employee.getByText('交接清单.txt')).toBeVisible();
  await employee.getByRole('button', { name: /添加一行/ }).click();
  await employee.getByLabel('交接日期').fill('2026-12-04');
  await employee.getByLabel('交接日期').press('Enter');
  await employee.getByLabel('交接事项').fill('周报交给王强');
  await employee.getByRole('button', { name: /提\s*交/ }).click();
  await expect(employee.getByText('流程已发起')).toBeVisible();

  // lina opens it from her to-do list
  const leader = await signedInPage(browser, 'lina', '/front/matter/myTask', '10.210.0.2');
  const row = leader.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible({ timeout: 15_000 });
  const [form] = await Promise.all([leader.context().waitForEvent('page'), row.getByText(subject).click()]);
  await form.waitForLoadState();
  await expect(form.getByText('请假单').first()).toBeVisible();
  const taskId = new URL(form.url()).searchParams.get('taskId')!;

  // the phone number is hidden at her step, the days are read only, the handover row and the attachment show
  await expect(form.getByText('领导签字')).toBeVisible();
  await expect(form.getByText('联系电话')).toHaveCount(0);
  await expect(form.getByText('13800001234')).toHaveCount(0);
  await expect(form.getByRole('spinbutton', { name: '请假天数' })).toHaveCount(0);
  await expect(form.getByText('周报交给王强')).toBeVisible();
  const [download] = await Promise.all([
    form.waitForEvent('download'),
    form
      .getByRole('button', { name: /下载.*交接清单\.txt|交接清单\.txt/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('交接清单.txt');

  // a read-only field changed through the API is not stored
  const pAuth = (await apiSignIn(form.request, 'lina')).token;
  const saved = await form.request.post('/runtime/task/v1/saveFormData', {
    headers: { 'P-Auth': pAuth },
    data: { taskId, formData: { days: 9 } },
  });
  expect(saved.status()).toBeLessThan(500);
  const detail = await form.request.get(`/runtime/task/v1/taskDetailBo?taskId=${taskId}`, { headers: { 'P-Auth': pAuth } });
  expect((await detail.json()).value.form.data.days).toBe(2);

  // her seal: a wrong password is refused with its message, the right one signs; the password travels in the
  // body of a POST, never in an address a proxy or the browser history keeps
  const sealRequests: { method: string; url: string; body: string | null }[] = [];
  form.on('request', (r) => {
    if (r.url().includes('/uc/electronicSeal/')) sealRequests.push({ method: r.method(), url: r.url(), body: r.postData() });
  });
  await form.getByRole('button', { name: '使用我的印章' }).click();
  const dialog = form.getByRole('dialog', { name: '使用我的印章' });
  await dialog.getByLabel('印章密码').fill('Wrong@2026');
  await dialog.getByRole('button', { name: /签\s*名/ }).click();
  await expect(dialog.getByText(/印章密码错误/)).toBeVisible();
  await dialog.getByLabel('印章密码').fill('Seal@2026');
  await dialog.getByRole('button', { name: /签\s*名/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.getByRole('img', { name: /李娜的签名/ })).toBeVisible();
  const checks = sealRequests.filter((r) => !r.url.includes('getSealByCurrentUserId'));
  expect(checks.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
    ['POST', '/uc/electronicSeal/v1/useSeal'],
    ['POST', '/uc/electronicSeal/v1/useSeal'],
  ]);
  expect(checks.every((r) => !r.url.includes('Seal%402026') && !r.url.includes('Seal@2026'))).toBe(true);
  expect(JSON.parse(checks[1].body!)).toMatchObject({ password: 'Seal@2026', taskId });
  await form.getByPlaceholder(/请输入审批意见/).fill('同意，交接清楚');
  await form.getByRole('button', { name: /^同\s*意$/ }).click();
  await expect(form.getByText(/成功|已同意/).first()).toBeVisible();

  // zhangwei prints his request through the dialog
  await employee.goto('/front/matter/myTask?tab=myRequest');
  const mine = employee.getByRole('row').filter({ hasText: subject });
  await expect(mine).toBeVisible();
  const [view] = await Promise.all([employee.context().waitForEvent('page'), mine.getByText(subject).click()]);
  await view.waitForLoadState();
  await expect(view.getByText('同意，交接清楚').first()).toBeVisible();
  await view
    .getByRole('button', { name: /^打\s*印$/ })
    .first()
    .click();
  const printDialog = view.getByRole('dialog', { name: '打印' });
  await expect(printDialog).toBeVisible();
  const pdfResponse = view.waitForResponse((r) => /getFileById_/.test(r.url()) && r.status() === 200, { timeout: 60_000 });
  await printDialog.getByRole('button', { name: /打\s*印/ }).click();
  const pdf = Buffer.from(await (await pdfResponse).body());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // PAdES-signed with the seal lina applied through its password (poppler's pdfsig reads it as a reader would)
  const pdfPath = testInfo.outputPath('printed.pdf');
  fs.writeFileSync(pdfPath, pdf);
  const signatures = execFileSync('pdfsig', [pdfPath]).toString();
  expect(signatures).toContain('CN=李娜');
  expect(signatures).toContain('Seal seal_demo_lina');
  expect(signatures).toContain('Signature is Valid');

  // the viewer draws it: look at the page as a person does
  const viewer = view.getByRole('dialog', { name: '请假申请单' });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await view.waitForTimeout(1500);
  // the page itself is the largest canvas (the thumbnails are small)
  const sizes = await viewer
    .locator('canvas')
    .evaluateAll((cs) => cs.map((c) => (c as HTMLCanvasElement).width * (c as HTMLCanvasElement).height));
  const canvas = viewer.locator('canvas').nth(sizes.indexOf(Math.max(...sizes)));
  // the page as drawn, saved as a PNG to look at
  const png = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png').split(',')[1]);
  await keep(testInfo, 'printed-leave-request', Buffer.from(png, 'base64'));
  const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] < 100 && data[i + 1] < 100 && data[i + 2] < 100) dark++;
      if (data[i] > 150 && data[i + 1] < 90 && data[i + 2] < 90) red++;
    }
    return { dark, red };
  });
  expect(inked.dark).toBeGreaterThan(2000); // text and the QR code
  expect(inked.red).toBeGreaterThan(200); // lina's red seal

  // the PDF holds the Chinese form, the handover row, lina and the verification address of its QR code
  const text = (await pdfText(pdf)).replace(/\s+/g, '');
  for (const s of ['请假申请单', '张伟', '回老家参加婚礼', '周报交给王强', '李娜', '同意，交接清楚']) expect(text).toContain(s);
  const verifyUrl = /核验地址：(\S+?\/verify\/[A-Za-z0-9_-]{16,64})/.exec(text)?.[1];
  expect(verifyUrl).toBeTruthy();
  const code = verifyUrl!.split('/verify/')[1];

  // the QR page: anyone holding the link, no sign-in
  const stranger = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.210.0.9' } });
  const qr = await stranger.newPage();
  await qr.goto(`/verify/${code}?lang=zh-CN`);
  await expect(qr.getByText('李娜').first()).toBeVisible();
  // the start and lina's approval are both bound to their decisions and unchanged
  await expect(qr.getByText('完好', { exact: true })).toHaveCount(2);
  await expect(qr.getByText(/未绑定|签署后已被改动/)).toHaveCount(0);
  await expect(qr.getByText('表单数据自打印后未被改动')).toBeVisible();
  const upload = async (bytes: Buffer) => {
    await qr.locator('input[type="file"]').setInputFiles({ name: 'printed.pdf', mimeType: 'application/pdf', buffer: bytes });
    await qr.getByRole('button', { name: '核对' }).click();
    await qr.waitForLoadState();
  };
  await upload(pdf);
  await expect(qr.getByText('此文件是以该验证码打印的原件，且完好无损。')).toBeVisible();
  await keep(testInfo, 'verify-original', await qr.screenshot({ fullPage: true }));
  const changed = Buffer.from(pdf);
  changed[400] ^= 0x01;
  await qr.goto(`/verify/${code}?lang=zh-CN`);
  await upload(changed);
  await expect(qr.getByText('此文件在签署后被改动过。')).toBeVisible();
  await keep(testInfo, 'verify-changed', await qr.screenshot({ fullPage: true }));
  await stranger.close();
});

test('a form without a print template says so in the print dialog', async ({ page }) => {
  test.setTimeout(120_000);
  // the purchase request has no print template: lina's to-do list holds one from the demo history
  await openSignedIn(page, 'lina', '/front/matter/myTask');
  // other specs leave many to-dos with lina: the category narrows the list to purchases (wherever the row would be)
  await page.getByRole('treeitem', { name: /办公采购/ }).click();
  const row = page.getByRole('row').filter({ hasText: '采购申请' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const [form] = await Promise.all([page.context().waitForEvent('page'), row.getByText(/采购申请 - /).click()]);
  await form.waitForLoadState();
  await form
    .getByRole('button', { name: /^打\s*印$/ })
    .first()
    .click();
  await expect(form.getByText('未找到打印模板')).toBeVisible();
});
