import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { MESSAGE_CALLS } from '../contract/messages';

const LEAVE = { leaveType: 'annual', days: 2, startDate: '2026-12-01', endDate: '2026-12-02', reason: 'e2e messages' };

test('a new task reaches the approver as a message and a badge within 2 s; opening it leads to the form and the badge drops', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const subject = `e2e message ${Date.now()}`;
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const linaApi = await Actor.signIn(request, 'lina');
  // a known starting point: lina has read everything
  expect((await linaApi.call('GET', MESSAGE_CALLS.markAll.path)).state).toBe(true);

  // lina is on the home page of her own browser
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.231.0.2' } });
  const lina = await context.newPage();
  await openSignedIn(lina, 'lina', '/front/home');
  await expect(lina.getByRole('button', { name: '没有未读消息' })).toBeVisible();

  // zhangwei's request reaches her: the bell counts it within 2 s, without a reload
  const { instId } = await zhangwei.start('leaveRequest', LEAVE, subject);
  await expect(lina.getByRole('button', { name: '1 条未读消息' })).toBeVisible({ timeout: 2_000 });

  // the message centre lists it under "待办" with its deep link
  await lina.goto('/front/personal/message');
  await lina.getByRole('tab', { name: /待办/ }).click();
  const row = lina.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText('未读')).toBeVisible();

  // opening it opens the approval form of the task and marks it read: the badge drops
  const [form] = await Promise.all([context.waitForEvent('page'), row.getByText(subject).click()]);
  await form.waitForLoadState();
  await expect(form).toHaveURL(/approvalForm\?taskId=/);
  await expect(lina.getByRole('button', { name: '没有未读消息' })).toBeVisible({ timeout: 5_000 });
  await expect(row.getByText('已读')).toBeVisible();

  // leave nothing open for later journeys
  await linaApi.complete((await taskOf(linaApi, instId, 'leaderApprove')).id, 'agree', 'ok');
  await context.close();
});
