import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { submitLeaveForm } from './support/leave-form';

async function signedInPage(browser: Browser, account: string, path: string, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return page;
}

test('an employee starts a leave request, the leader sees it arrive live, agrees, and the employee follows it', async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `e2e 请假 ${Date.now()}`;

  // leader B watches the todo list: the request must arrive without a reload
  const leader = await signedInPage(browser, 'lina', '/front/matter/myTask', '10.200.0.2');
  await expect(leader.getByRole('tab', { name: '待办事项' })).toBeVisible();
  let reloaded = false;
  leader.on('load', () => (reloaded = true));

  // employee A starts the request through the form
  const employee = await signedInPage(browser, 'zhangwei', '/front/matter/approvalForm?defKey=leaveRequest', '10.200.0.1');
  await submitLeaveForm(employee, { subject, days: '2', startDate: '2026-12-01', endDate: '2026-12-02', reason: '家中有事，需请假两天' });
  await expect(employee.getByText('流程已发起')).toBeVisible();

  // B: the row and the category count appear by themselves
  const row = leader.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(leader.getByText(/考勤休假/).first()).toBeVisible();
  expect(reloaded).toBe(false);

  // B opens the approval form in a new window and agrees with an opinion
  const [form] = await Promise.all([leader.context().waitForEvent('page'), row.getByText(subject).click()]);
  await form.waitForLoadState();
  await expect(form.getByText('请假单').first()).toBeVisible();
  await form.getByPlaceholder(/请输入审批意见/).fill('同意，注意休息');
  await form.getByRole('button', { name: /^同\s*意$/ }).click();
  await expect(form.getByText(/成功|已同意/).first()).toBeVisible();
  // it leaves B's todo list by itself
  await expect(row).toHaveCount(0, { timeout: 15_000 });

  // A finds it among the requests, with the opinion and a chart whose passed edges are blue
  await employee.goto('/front/matter/myTask?tab=myRequest');
  const mine = employee.getByRole('row').filter({ hasText: subject });
  await expect(mine).toBeVisible();
  const [view] = await Promise.all([employee.context().waitForEvent('page'), mine.getByText(subject).click()]);
  await view.waitForLoadState();
  await expect(view.getByText('同意，注意休息').first()).toBeVisible();
  await view
    .getByRole('button', { name: /流程图/ })
    .first()
    .click();
  const edges = view.locator('.djs-connection .djs-visual path');
  await expect(edges).not.toHaveCount(0, { timeout: 20_000 });
  const blue = await edges.evaluateAll(
    (els) => els.filter((e) => getComputedStyle(e).stroke.replace(/\s/g, '') === 'rgb(22,119,255)').length,
  );
  expect(blue).toBeGreaterThan(0);
});
