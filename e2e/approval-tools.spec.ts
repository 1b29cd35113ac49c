import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { TASK_TOOL_CALLS } from '../contract/workflow-task-tools';

/**
 * Approval tools with their preview (issue 15 parts 3a and 4): lina rejects an expense claim to its
 * initiator from inside the parallel section after looking at the preview on the chart; zhangwei adds
 * two signers after himself on one task and transfers another.
 */

const leave = { leaveType: 'personal', days: 1, startDate: '2026-12-07', endDate: '2026-12-07', reason: '处理家事' };

/** The texts of a preview list ("将结束的任务", "将产生的任务", "将通知"). */
async function listed(page: Page, region: string): Promise<string[]> {
  const items = page.getByRole('dialog').getByRole('region', { name: region }).locator('.ant-list-item');
  return (await items.allTextContents()).map((s) => s.trim()).sort();
}

/** Picks a colleague in a user picker of the dialog. */
async function pick(page: Page, picker: string, account: string, name: string) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: picker });
  await box.click();
  await box.fill(account);
  await page.locator('.ant-select-item-option', { hasText: `${name} (${account})` }).click();
}

test('lina previews a reject to the initiator inside the parallel section, confirms, and the result equals the preview', async ({
  page,
}) => {
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const lina = await Actor.signIn(page.request, 'lina');
  const { instId } = await zhangwei.start(
    'expenseClaim',
    { expenseType: 'office', amount: 800, occurDate: '2026-11-20', description: '办公用品' },
    `e2e 预览驳回 ${Date.now()}`,
  );
  const task = await taskOf(lina, instId, 'leaderApprove');
  const before = await zhangwei.openTasks(instId);
  expect(before.map((t) => t.nodeId).sort()).toEqual(['financeCountersign', 'financeCountersign', 'financeCountersign', 'leaderApprove']);

  await openSignedIn(page, 'lina', `/front/matter/approvalForm?taskId=${task.id}`);
  await page.getByRole('button', { name: '驳回…', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /提交报销.*张伟/ })).toBeChecked();
  await expect(dialog.getByRole('region', { name: '将结束的任务' }).locator('.ant-list-item')).toHaveCount(4);
  // drawn on the chart: the section's nodes end, the start node opens, with a legend
  await expect(dialog.locator('.djs-element.tool-preview-end[data-element-id="leaderApprove"]')).toBeVisible();
  await expect(dialog.locator('.djs-element.tool-preview-end[data-element-id="financeCountersign"]')).toBeVisible();
  await expect(dialog.locator('.djs-element.tool-preview-open[data-element-id="start"]')).toBeVisible();
  await expect(dialog.getByText('任务结束', { exact: true })).toBeVisible();
  const ends = await listed(page, '将结束的任务');
  const opens = await listed(page, '将产生的任务');
  expect(ends.filter((s) => s.startsWith('财务会签'))).toHaveLength(3);
  expect(ends).toContain('部门领导审批 — 李娜');
  expect(opens).toEqual(['提交报销 — 张伟']);
  expect(await listed(page, '将通知')).toEqual(expect.arrayContaining(['张伟', '陈静', '孙丽']));

  await dialog.getByRole('textbox', { name: '意见' }).fill('发票不全，请补充后再提交');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('main').getByText('已驳回')).toBeVisible();

  // the result equals the preview: every ended task is gone, the initiator holds the start node
  const after = await zhangwei.openTasks(instId);
  expect(after.map((t) => `${t.nodeId}:${t.assigneeId}`)).toEqual(['start:u_zhangwei']);
  expect(after.some((t) => before.some((b) => b.id === t.id))).toBe(false);
  expect((await zhangwei.status(instId)).status).toBe('backToStart');
});

test('zhangwei adds two signers after himself on one task and transfers another', async ({ page }) => {
  // two leave requests of sunli wait for her leader chenjing, who hands both to zhangwei
  const sunli = await Actor.signIn(page.request, 'sunli');
  const chenjing = await Actor.signIn(page.request, 'chenjing');
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const tasks = [];
  for (const n of [1, 2]) {
    const { instId } = await sunli.start('leaveRequest', leave, `e2e 加签移交 ${n} ${Date.now()}`);
    const t = await taskOf(chenjing, instId, 'leaderApprove');
    const body = { tool: 'transfer' as const, taskId: t.id, userId: zhangwei.userId };
    const plan = await chenjing.send(TASK_TOOL_CALLS.preview, { body });
    await chenjing.send(TASK_TOOL_CALLS.run, { body: { ...body, fingerprint: plan.fingerprint } });
    tasks.push({ instId, task: await taskOf(zhangwei, instId, 'leaderApprove') });
  }
  const [signed, moved] = tasks;

  // add-sign after me, two people at once
  await openSignedIn(page, 'zhangwei', `/front/matter/approvalForm?taskId=${signed!.task.id}`);
  await page.getByRole('button', { name: '加签', exact: true }).click();
  await pick(page, '加签人', 'zhaomin', '赵敏');
  await pick(page, '加签人', 'wuhao', '吴昊');
  await expect(page.getByRole('dialog').getByRole('radio', { name: /在我之后/ })).toBeChecked();
  await expect.poll(() => listed(page, '将产生的任务')).toEqual(['直属领导审批 — 吴昊', '直属领导审批 — 赵敏']);
  expect(await listed(page, '将结束的任务')).toEqual(['直属领导审批 — 张伟']);
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('main').getByText('已加签')).toBeVisible();
  const signers = (await zhangwei.openTasks(signed!.instId)).map((t) => t.assigneeId).sort();
  expect(signers).toEqual(['u_wuhao', 'u_zhaomin']);

  // transfer the other one
  await page.goto(`/front/matter/approvalForm?taskId=${moved!.task.id}`);
  await page.getByRole('button', { name: '移交', exact: true }).click();
  await pick(page, '新办理人', 'wangqiang', '王强');
  await expect.poll(() => listed(page, '将产生的任务')).toEqual(['直属领导审批 — 王强']);
  await expect(page.getByRole('dialog').locator('.djs-element.tool-preview-both[data-element-id="leaderApprove"]')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('main').getByText('任务已移交')).toBeVisible();
  // the task is no longer zhangwei's at all: the initiator sees who holds it now
  expect((await sunli.openTasks(moved!.instId)).map((t) => t.assigneeId)).toEqual(['u_wangqiang']);
});
