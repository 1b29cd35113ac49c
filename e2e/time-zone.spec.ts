import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { fillLeaveDates } from './support/leave-form';
import { pdfText } from './support/pdf';

/**
 * Issue 29.1: one date for one request, for whoever looks. A leave request is started and sealed in a browser of one
 * zone; its header, subject, summary, watermark, history, seal, print and the verification page its QR code opens
 * all name the same day: the day it is in that zone.
 *
 * The server's clock cannot be moved (its database stamps rows with now()), so the day boundary is brought to the
 * test instead: besides Asia/Shanghai and Asia/Jakarta (one hour apart, as in the issue: a request at 00:20 in
 * Shanghai is 23:20 the day before in Jakarta), the test runs in two fixed-offset zones chosen so that the request
 * is started in the first hour of a day in one and in the last hours of the day before in the other, whatever the
 * time of the run. The company's zone (COMPANY_TIME_ZONE) stays Asia/Shanghai.
 */

// leave dates far from any day the test runs on: every other date the pages show is the request's day
const LEAVE_FROM = '2030-01-07';
const LEAVE_TO = '2030-01-08';
const TYPED = new Set([LEAVE_FROM, LEAVE_TO]);

// the expected texts come from Intl by other means than the server's (sv-SE writes days as YYYY-MM-DD; longOffset
// names the offset), so the test does not share the code it checks
const dayIn = (at: Date, timeZone: string) => at.toLocaleDateString('sv-SE', { timeZone });
function zoneLabel(timeZone: string, at = new Date()) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const offset = name.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return `${timeZone} (UTC${offset === 'GMT' ? '+00:00' : offset.slice(3)})`;
}

/** An Etc zone of a whole-hour offset (Etc/GMT-8 is UTC+8). */
const etc = (offset: number) => (offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`);

/**
 * Two zones around midnight now: in the first it is 00:mm (a new day), in the second 23:mm or, late in the hour,
 * 22:mm of the day before, so the day does not turn there while the test runs.
 */
function aroundMidnight(now = new Date()): [string, string] {
  let after = (24 - now.getUTCHours()) % 24;
  if (after > 14) after -= 24;
  const before = after - (now.getUTCMinutes() < 40 ? 1 : 2);
  return [etc(after), etc(before)];
}

/**
 * The zones by a name that does not change while the suite runs (the list of tests is read again when a test starts:
 * a title holding a zone chosen from the clock would not be found an hour later); the boundary zones are chosen from
 * the clock when their test starts.
 */
const ZONES: [string, () => string][] = [
  ['Asia/Shanghai', () => 'Asia/Shanghai'],
  ['Asia/Jakarta', () => 'Asia/Jakarta'],
  ['the zone where a new day has just begun', () => aroundMidnight()[0]],
  ['the zone still on the day before', () => aroundMidnight()[1]],
];

// a day not part of a longer number; the PDF's text may run a day straight into its time ("2026-11-2916:50:44")
const datesIn = (text: string) =>
  [...text.matchAll(/(?<!\d)(\d{4})[-/](\d{2})[-/](\d{2})(?=\D|$|\d{2}:\d{2})/g)].map((m) => `${m[1]}-${m[2]}-${m[3]}`);
const shownDates = (text: string) => datesIn(text).filter((d) => !TYPED.has(d));

let address = 0;
async function contextIn(browser: Browser, timezoneId: string): Promise<BrowserContext> {
  address += 1;
  return browser.newContext({ timezoneId, locale: 'zh-CN', extraHTTPHeaders: { 'X-Forwarded-For': `10.229.${address}.1` } });
}

async function signedIn(context: BrowserContext, account: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return page;
}

test('the boundary zones straddle midnight: a request started now is of two different days in them', () => {
  const now = new Date();
  const BOUNDARY = aroundMidnight(now);
  expect(new Intl.DateTimeFormat('en-GB', { timeZone: BOUNDARY[0], hour: '2-digit', hourCycle: 'h23' }).format(now)).toBe('00');
  expect(dayIn(now, BOUNDARY[0])).not.toBe(dayIn(now, BOUNDARY[1]));
});

for (const [name, zoneNow] of ZONES) {
  test(`a request started in ${name} shows one date everywhere: header, summary, watermark, history, seal, print and verification page`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const zone = zoneNow();
    const subject = `e2e 时区 ${zone} ${Date.now()}`;
    const context = await contextIn(browser, zone);

    // zhangwei starts a leave request in his zone
    const employee = await signedIn(context, 'zhangwei', '/front/matter/approvalForm?defKey=leaveRequest');
    await employee.getByPlaceholder(/标题/).fill(subject);
    await employee.getByLabel('请假类型').click();
    await employee.locator('.ant-select-item-option', { hasText: '年假' }).click();
    await employee.getByLabel('请假天数').fill('2');
    await fillLeaveDates(employee, LEAVE_FROM, LEAVE_TO);
    await employee.getByLabel('请假事由').fill('时区检查');
    const startedAt = new Date();
    await employee.getByRole('button', { name: /提\s*交/ }).click();
    await expect(employee.getByText('流程已发起')).toBeVisible();
    const day = dayIn(startedAt, zone);
    expect(dayIn(new Date(), zone)).toBe(day);

    // lina, in the same zone, seals and agrees
    const leaderContext = await contextIn(browser, zone);
    const leader = await signedIn(leaderContext, 'lina', '/front/matter/myTask');
    const row = leader.getByRole('row').filter({ hasText: subject });
    // a list's first load on a busy machine (two cores shared by several runs) has taken over ten seconds
    await expect(row).toBeVisible({ timeout: 30_000 });
    const [form] = await Promise.all([leaderContext.waitForEvent('page'), row.getByText(subject).click()]);
    await form.waitForLoadState();
    await form.getByRole('button', { name: '使用我的印章' }).click();
    const dialog = form.getByRole('dialog', { name: '使用我的印章' });
    await dialog.getByLabel('印章密码').fill('Seal@2026');
    await dialog.getByRole('button', { name: /签\s*名/ }).click();
    await expect(dialog).toHaveCount(0);
    await form.getByPlaceholder(/请输入审批意见/).fill('同意');
    await form.getByRole('button', { name: /^同\s*意$/ }).click();
    await expect(form.getByText(/成功|已同意/).first()).toBeVisible();
    await leaderContext.close();

    // zhangwei opens his request: the watermark the server fills, and every date the form shows
    await employee.goto('/front/matter/myTask?tab=myRequest');
    const mine = employee.getByRole('row').filter({ hasText: subject });
    await expect(mine).toBeVisible({ timeout: 30_000 });
    const [view] = await Promise.all([context.waitForEvent('page'), mine.getByText(subject).click()]);
    const watermark = await view.waitForResponse((r) => r.url().includes('/bpmWatermark/v1/getByInstId'));
    const mark = (await watermark.json()) as { value: { text: string } };
    expect(shownDates(mark.value.text)).toEqual([day]);
    await expect(
      view
        .getByText(/李娜的签名/)
        .or(view.getByRole('img', { name: /李娜的签名/ }))
        .first(),
    ).toBeVisible();
    await expect(view.getByText('同意').first()).toBeVisible();

    const header = view.locator('.ant-descriptions').first();
    const started = await header.locator('.ant-descriptions-item', { hasText: '发起时间' }).innerText();
    expect(shownDates(started)).toEqual([day]);
    const summary = await header.locator('.ant-descriptions-item', { hasText: 'AI 摘要' }).innerText();
    expect(shownDates(summary)).toEqual([day]);
    // the whole form: header, summary, the history's rows, the seal's time; no other day anywhere
    const onForm = shownDates(await view.locator('body').innerText());
    expect(onForm.length).toBeGreaterThanOrEqual(4);
    expect(new Set(onForm)).toEqual(new Set([day]));

    // the print: every time in the zone it names
    await view
      .getByRole('button', { name: /^打\s*印$/ })
      .first()
      .click();
    const printDialog = view.getByRole('dialog', { name: '打印' });
    await expect(printDialog).toBeVisible();
    const pdfResponse = view.waitForResponse((r) => /getFileById_/.test(r.url()) && r.status() === 200, { timeout: 90_000 });
    await printDialog.getByRole('button', { name: /打\s*印/ }).click();
    const pdf = Buffer.from(await (await pdfResponse).body());
    const printed = (await pdfText(pdf)).replace(/\s+/g, '');
    expect(printed).toContain(`时区：${zoneLabel(zone).replace(/\s+/g, '')}`);
    const printedDates = shownDates(printed);
    // the request's time, lina's decision and seal, the print's own time
    expect(printedDates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(printedDates)).toEqual(new Set([day]));
    const code = /\/verify\/([A-Za-z0-9_-]{16,64})/.exec(printed)?.[1];
    expect(code).toBeTruthy();

    // the verification page the QR code opens, in a browser of the same zone: the same day, and the zone named
    const qr = await context.newPage();
    await qr.goto(`/verify/${code}?lang=zh-CN`);
    await expect(qr.locator('[data-time-zone]')).toHaveText(zoneLabel(zone));
    const times = await qr.locator('time[datetime]').allInnerTexts();
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Set(shownDates(await qr.locator('body').innerText()))).toEqual(new Set([day]));
    await context.close();
  });
}
