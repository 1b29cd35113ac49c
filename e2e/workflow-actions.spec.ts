import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf, type OpenTask } from './support/workflow';

const leave = (days: number) => ({ leaveType: 'personal', days, startDate: '2026-12-07', endDate: '2026-12-11', reason: '处理家事' });

test('a parallel countersign with one oppose passes at two thirds, and the form shows the vote', async ({ page }) => {
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const subject = `e2e 报销 ${Date.now()}`;
  const { instId } = await zhangwei.start(
    'expenseClaim',
    { expenseType: 'office', amount: 800, occurDate: '2026-11-20', description: '办公用品' },
    subject,
  );
  const finance = (await zhangwei.openTasks(instId)).filter((t) => t.nodeId === 'financeCountersign');
  expect(finance).toHaveLength(3);
  // the three votes arrive at once: all of them count
  const voters = await Promise.all(finance.map((t) => Actor.signIn(page.request, t.assigneeId!.replace(/^u_/, ''))));
  await Promise.all(voters.map((v, i) => v.complete(finance[i].id, i === 0 ? 'oppose' : 'agree', i === 0 ? '金额需复核' : '同意')));
  const lina = await Actor.signIn(page.request, 'lina');
  await lina.complete((await taskOf(lina, instId, 'leaderApprove')).id, 'agree', '同意');
  await expect.poll(async () => (await zhangwei.status(instId)).status).toBe('end');
  expect((await zhangwei.status(instId)).nodeStatus.financeCountersign).toBe('signPass');

  await openSignedIn(page, 'zhangwei', `/front/matter/approvalForm?instId=${instId}&type=fromMonitor`);
  await expect(page.getByText('金额需复核')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '金额需复核' })).toContainText(/反对|会签不通过/);
});

test('reject returns the task to the previous node and back-to-start returns it to the initiator', async ({ page }) => {
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const liuyang = await Actor.signIn(page.request, 'liuyang');
  const { instId } = await zhangwei.start('leaveRequest', leave(5), `e2e 驳回 ${Date.now()}`);
  await lina.complete((await taskOf(lina, instId, 'leaderApprove')).id, 'agree', '同意');
  // more than 3 days: HR approves next; HR rejects to the previous node (the leader)
  await liuyang.complete((await taskOf(liuyang, instId, 'hrApprove')).id, 'reject', '天数需重新确认');
  const back = await taskOf(lina, instId, 'leaderApprove');
  // the leader sends it back to the initiator, who resubmits it
  await lina.complete(back.id, 'backToStart', '请补充说明');
  let again: OpenTask | undefined;
  await expect
    .poll(async () => (again = (await zhangwei.openTasks(instId)).find((t) => t.assigneeId === zhangwei.userId)), {
      message: 'the initiator has the task again',
    })
    .toBeTruthy();
  await zhangwei.complete(again!.id, 'reSubmit', '已补充', { formData: { ...leave(5), reason: '处理家事，已补充说明' } });
  await taskOf(lina, instId, 'leaderApprove');

  await openSignedIn(page, 'zhangwei', `/front/matter/approvalForm?instId=${instId}&type=fromMonitor`);
  await expect(page.getByText('天数需重新确认')).toBeVisible();
  await expect(page.getByText('驳回到发起人').first()).toBeVisible();
});

test('a delegated task reaches the agent, and withdrawing it takes it back', async ({ page, browser }) => {
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const subject = `e2e 转办 ${Date.now()}`;
  const { instId } = await zhangwei.start('leaveRequest', leave(1), subject);
  const task = await taskOf(lina, instId, 'leaderApprove');
  await lina.ok('POST', '/runtime/task/v1/agentToTina', { taskId: task.id, agentId: 'u_zhaomin', opinion: '请代为处理' });

  // the agent sees it in the todo list
  const agentContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.201.0.9' } });
  const agentPage = await agentContext.newPage();
  await openSignedIn(agentPage, 'zhaomin', '/front/matter/myTask');
  const row = agentPage.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();

  // the owner withdraws it: it leaves the agent's list by itself and is the owner's again
  await lina.ok('POST', '/runtime/task/v1/withdrawAgent', { taskId: task.id });
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await taskOf(lina, instId, 'leaderApprove');
  await agentContext.close();
});
