import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf, type OpenTask } from './support/workflow';
import { DEFINITION_CALLS } from '../contract/workflow-definitions';
import { TASK_CALLS } from '../contract/workflow-tasks';
import { bpmn, endEvent, parallelGateway, startEvent, userTask } from '../tests/server/support/bpmn';

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
  // the oppose comes first, then the two agreeing votes at once: both count, and the second reaches two thirds.
  // (Had both agrees come before the oppose, two thirds would be reached and the third task withdrawn, by design.)
  const voters = await Promise.all(finance.map((t) => Actor.signIn(page.request, t.assigneeId!.replace(/^u_/, ''))));
  await voters[0]!.complete(finance[0]!.id, 'oppose', '金额需复核');
  await Promise.all(voters.slice(1).map((v, i) => v.complete(finance[i + 1]!.id, 'agree', '同意')));
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
  await lina.send(TASK_CALLS.delegate, { body: { taskId: task.id, agentId: 'u_zhaomin', opinion: '请代为处理' } });

  // the agent sees it in the todo list
  const agentContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.201.0.9' } });
  const agentPage = await agentContext.newPage();
  await openSignedIn(agentPage, 'zhaomin', '/front/matter/myTask');
  const row = agentPage.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();

  // the owner withdraws it: it leaves the agent's list by itself and is the owner's again
  await lina.send(TASK_CALLS.withdrawAgent, { body: { taskId: task.id } });
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await taskOf(lina, instId, 'leaderApprove');
  await agentContext.close();
});

const BRANCHES = (key: string) =>
  bpmn({
    id: key,
    name: '并行分支驳回 E2E',
    nodes: [
      startEvent('start'),
      parallelGateway('fork'),
      userTask('A1', 'user:lina', { name: '部门初审' }),
      userTask('A2', 'user:liuyang', { name: '人事复核' }),
      userTask('B1', 'user:chenjing', { name: '财务审核' }),
      parallelGateway('join'),
      endEvent('end'),
    ],
    paths: ['start fork A1 A2 join end', 'fork B1 join'],
  });

test('inside a parallel branch, reject goes back within the branch and leaves the other branch as it was', async ({ page }) => {
  const admin = await Actor.signIn(page.request, 'htadmin', 'Admin@2026');
  const key = `e2eBranches${Date.now()}`;
  await admin.send(DEFINITION_CALLS.deploy, { body: { bpmnXml: BRANCHES(key) } });
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const liuyang = await Actor.signIn(page.request, 'liuyang');
  const chenjing = await Actor.signIn(page.request, 'chenjing');
  const { instId } = await zhangwei.start(key, {}, `e2e 分支驳回 ${Date.now()}`);
  await lina.complete((await taskOf(lina, instId, 'A1')).id, 'agree', '初审通过');
  const finance = await taskOf(chenjing, instId, 'B1');
  const review = await taskOf(liuyang, instId, 'A2');

  // HR rejects in the browser, choosing the branch's earlier node
  await openSignedIn(page, 'liuyang', `/front/matter/approvalForm?taskId=${review.id}`);
  await page.getByPlaceholder(/请输入审批意见/).fill('材料不全，请重新初审');
  await page.getByRole('button', { name: /^驳\s*回$/ }).click();
  const dialog = page.getByRole('dialog', { name: '驳回到' });
  await dialog.getByRole('radio', { name: /部门初审/ }).check();
  await dialog.getByRole('button', { name: /确\s*定|确认/ }).click();
  await expect(page.getByText(/成功|已驳回/).first()).toBeVisible();

  // the branch went back to its first node; finance's task in the other branch is the same open task
  const again = await taskOf(lina, instId, 'A1');
  const open = await zhangwei.openTasks(instId);
  expect(open.map((t) => t.nodeId).sort()).toEqual(['A1', 'B1']);
  expect(open.find((t) => t.nodeId === 'B1')?.id).toBe(finance.id);

  // both branches finish and the flow ends once
  await lina.complete(again.id, 'agree', '已补齐');
  await liuyang.complete((await taskOf(liuyang, instId, 'A2')).id, 'agree', '复核通过');
  await chenjing.complete(finance.id, 'agree', '同意');
  await expect.poll(async () => (await zhangwei.status(instId)).status).toBe('end');
});

/** Picks a colleague in the dialog's user picker. */
async function pickIn(page: Page, picker: string, account: string, name: string) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: picker });
  await box.click();
  await box.fill(account);
  await page.locator('.ant-select-item-option', { hasText: `${name} (${account})` }).click();
}

/** Answers of our API with an error status from now on, and the error toasts on the page. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api')) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return {
    refused,
    toasts: page.locator('.ant-message-error, .ant-notification-notice-error'),
  };
}

test('lina transfers a task: the result stands alone, and her Done list keeps "transferred to 赵敏"', async ({ page }) => {
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const subject = `e2e 移交 ${Date.now()}`;
  const { instId } = await zhangwei.start('leaveRequest', leave(1), subject);
  const task = await taskOf(lina, instId, 'leaderApprove');

  await openSignedIn(page, 'lina', `/front/matter/approvalForm?taskId=${task.id}`);
  await page.getByRole('button', { name: '移交', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '移交任务（永久交出）' });
  // told apart from the hand-over by its title and its help
  await expect(dialog.locator('.ant-alert-info')).toContainText('不能收回');
  await pickIn(page, '新办理人', 'zhaomin', '赵敏');
  await expect(dialog.getByRole('region', { name: '将产生的任务' })).toContainText('赵敏');
  const watch = watchRefusals(page);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('main').getByText('任务已移交')).toBeVisible();
  await expect(page.getByRole('main').getByText('您的“已办事项”保留了一行“已移交给…”。')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.refused, 'nothing the user may no longer see is asked for').toEqual([]);
  await expect(watch.toasts).toHaveCount(0);
  expect((await zhangwei.openTasks(instId)).map((t) => t.assigneeId)).toEqual(['u_zhaomin']);

  // the Done list keeps the trace, and it opens without an error
  await page.goto('/front/matter/myTask?tab=done');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('已移交给 赵敏', { timeout: 30_000 });
  const popup = page.waitForEvent('popup');
  await row.getByText(subject).click();
  const form = await popup;
  const formWatch = watchRefusals(form);
  await expect(form.getByText('该任务已处理，表单只读')).toBeVisible();
  await form.waitForLoadState('networkidle');
  expect(formWatch.refused).toEqual([]);
  await expect(formWatch.toasts).toHaveCount(0);
});

test('lina hands a task over: its own title and help, a preview, and it waits under My delegations', async ({ page }) => {
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const subject = `e2e 转办预览 ${Date.now()}`;
  const { instId } = await zhangwei.start('leaveRequest', leave(1), subject);
  const task = await taskOf(lina, instId, 'leaderApprove');

  await openSignedIn(page, 'lina', `/front/matter/approvalForm?taskId=${task.id}`);
  await page.getByRole('button', { name: /^转\s*办$/ }).click();
  const dialog = page.getByRole('dialog', { name: '转办任务（您仍是所有人）' });
  await expect(dialog.locator('.ant-alert-info')).toContainText('我的转办');
  await pickIn(page, '代办人', 'zhaomin', '赵敏');
  await expect(dialog.getByRole('region', { name: '将结束的任务' })).toContainText('李娜');
  await expect(dialog.getByRole('region', { name: '将产生的任务' })).toContainText('赵敏');
  await expect(dialog.getByRole('region', { name: '将通知' })).toContainText('赵敏');
  const watch = watchRefusals(page);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('main').getByText('任务已转办')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.refused).toEqual([]);
  await expect(watch.toasts).toHaveCount(0);

  await page.goto('/front/matter/myTask?tab=myDelegate');
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('赵敏', { timeout: 30_000 });
});
