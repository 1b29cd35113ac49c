import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor } from './support/workflow';
import { DEFINITION_CALLS } from '../contract/workflow-definitions';
import { bpmn, endEvent, startEvent, userTask } from '../tests/server/support/bpmn';

/** A one-step flow whose step zhangwei may approve from his to-do list in a batch (`wf:batchApprove`). */
const BATCH_FLOW = (key: string) =>
  bpmn({
    id: key,
    name: '批量审批 E2E',
    nodes: [
      startEvent('start'),
      // named in every language: other journeys on this server read the portal in English and Indonesian
      userTask('approve', 'user:zhangwei', { name: '主管审批' }).replace(
        /\/>$/,
        ' wf:name-en-US="Supervisor approval" wf:name-id="Persetujuan atasan" wf:batchApprove="true"/>',
      ),
      endEvent('end'),
    ],
    paths: ['start approve end'],
  });

test('zhangwei batch-approves three tasks from the to-do list and sees each outcome', async ({ page }) => {
  const admin = await Actor.signIn(page.request, 'htadmin', 'Admin@2026');
  const key = `e2eBatch${Date.now()}`;
  const name = { 'zh-CN': '批量审批 E2E', 'en-US': 'Batch approval E2E', id: 'Persetujuan massal E2E' };
  await admin.send(DEFINITION_CALLS.deploy, { body: { bpmnXml: BATCH_FLOW(key), name } });
  const lina = await Actor.signIn(page.request, 'lina');
  const tag = `批量${Date.now()}`;
  const subjects = [1, 2, 3].map((i) => `${tag} 申请 ${i}`);
  const started = [];
  for (const subject of subjects) started.push(await lina.start(key, {}, subject));

  await openSignedIn(page, 'zhangwei', '/front/matter/myTask');
  await page.getByPlaceholder('按标题搜索').fill(tag);
  await page.getByPlaceholder('按标题搜索').press('Enter');
  for (const subject of subjects) await page.getByRole('checkbox', { name: `选择 ${subject}` }).check();
  await page.getByRole('button', { name: /批量审批（3）/ }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '审批意见' }).fill('同意，批量处理');
  await dialog.getByRole('button', { name: /同意 3 个待办/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(/已同意 3 个，跳过 0 个，失败 0 个/);
  const items = dialog.getByRole('list', { name: '批量审批结果' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const subject of subjects) await expect(items.filter({ hasText: subject })).toContainText('已同意');

  // each request went through the one completion path and ended
  for (const { instId } of started) await expect.poll(async () => (await lina.status(instId)).status).toBe('end');
  // closing clears the choice and the approved tasks leave the to-do list
  await dialog
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(page.getByRole('button', { name: /批量审批（/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
});

test('a task the batch cannot take is disabled with its reason before confirming, and only the others are approved', async ({ page }) => {
  const admin = await Actor.signIn(page.request, 'htadmin', 'Admin@2026');
  const key = `e2eBatchMix${Date.now()}`;
  const name = { 'zh-CN': '批量审批 E2E', 'en-US': 'Batch approval E2E', id: 'Persetujuan massal E2E' };
  await admin.send(DEFINITION_CALLS.deploy, { body: { bpmnXml: BATCH_FLOW(key), name } });
  const lina = await Actor.signIn(page.request, 'lina');
  const tag = `混合${Date.now()}`;
  const yes = `${tag} 可批量`;
  const no = `${tag} 请假`;
  // the same one-step flow without wf:batchApprove: its task must be opened and handled alone
  const plain = `${key}Plain`;
  await admin.send(DEFINITION_CALLS.deploy, { body: { bpmnXml: BATCH_FLOW(plain).replace(' wf:batchApprove="true"', ''), name } });
  await lina.start(key, {}, yes);
  await lina.start(plain, {}, no);

  await openSignedIn(page, 'zhangwei', '/front/matter/myTask');
  await page.getByPlaceholder('按标题搜索').fill(tag);
  await page.getByPlaceholder('按标题搜索').press('Enter');
  for (const subject of [yes, no]) await page.getByRole('checkbox', { name: `选择 ${subject}` }).check();
  await page.getByRole('button', { name: /批量审批（2）/ }).click();

  const dialog = page.getByRole('dialog');
  const list = dialog.getByRole('list', { name: '所选待办能否批量审批' });
  await expect(list.getByRole('checkbox', { name: new RegExp(no) })).toBeDisabled({ timeout: 30_000 });
  await expect(list.getByRole('listitem').filter({ hasText: no })).toContainText('不能批量审批');
  await expect(list.getByRole('checkbox', { name: new RegExp(yes) })).toBeChecked();
  await dialog.getByRole('textbox', { name: '审批意见' }).fill('同意');
  await dialog.getByRole('button', { name: /同意 1 个待办/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(/已同意 1 个，跳过 0 个，失败 0 个/);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
});
