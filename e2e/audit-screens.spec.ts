import fs from 'node:fs';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { FORM_RECORD_CALLS } from '../contract/workflow-form-records';
import { SEAL_CALLS } from '../contract/seals';

/**
 * What the auditor reads (issue 29 items 11 and 12), as htadmin (the demo administrator): the seal use log with when,
 * who, which seal, which request (a link to it) and the outcome, exported as CSV; the form-change records with the
 * request, the step and each field by its label with its values as the form shows them, and no way to delete one.
 */

// five days: the request reaches HR after the leader
const LEAVE = { leaveType: 'annual', days: 5, startDate: '2026-12-07', endDate: '2026-12-11', reason: 'Audit e2e' };

test('the auditor reads the seal use log, exports it, and reads the form-change records that nobody may delete', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const stamp = Date.now();
  const subject = `Audit E2E ${stamp}`;
  const [zhangwei, lina, liuyang, admin] = await Promise.all([
    Actor.signIn(page.request, 'zhangwei'),
    Actor.signIn(page.request, 'lina'),
    Actor.signIn(page.request, 'liuyang'),
    Actor.signIn(page.request, ADMIN.account, ADMIN.password),
  ]);
  const { instId } = await zhangwei.start('leaveRequest', LEAVE, subject);
  const leader = await taskOf(lina, instId, 'leaderApprove');
  // lina checks her seal for her task (logged), then approves
  await lina.send(SEAL_CALLS.useSeal, { body: { taskId: leader.id, password: 'Seal@2026' } });
  await lina.complete(leader.id, 'agree', 'ok');
  const hr = await taskOf(liuyang, instId, 'hrApprove');
  await liuyang.send(FORM_RECORD_CALLS.save, { body: { taskId: hr.id, formData: { hrRemark: `checked ${stamp}` } } });

  // the seal use log: the newest row is lina's check, for this request
  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/seals', ADMIN.password);
  await page.getByRole('tab', { name: '使用记录' }).click();
  const log = page.getByRole('tabpanel', { name: '使用记录' });
  const row = log.locator('tr.ant-table-row', { has: page.getByRole('link', { name: subject }) }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('李娜');
  await expect(row).toContainText('研发部审批专用章');
  await expect(row).toContainText('已验证密码');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(row).not.toContainText(leader.id);
  await expect(row.getByRole('link', { name: subject })).toHaveAttribute('href', new RegExp(`approvalForm\\?instId=${instId}`));

  // exported as the other administration lists export: a CSV file with the same rows
  const [download] = await Promise.all([page.waitForEvent('download'), log.getByRole('button', { name: /导\s?出/ }).click()]);
  expect(download.suggestedFilename()).toBe('seal-use-log.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  expect(csv.split('\r\n')[0]).toBe('时间,使用人,印章,申请,申请编号,结果,免密');
  expect(csv).toContain(`李娜,研发部审批专用章,${subject},${instId},已验证密码,否`);

  // the form-change records: the request, the step, the field by its label; no delete anywhere
  await page.goto('/front/flowAdmin/formRecords');
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: '表单修改记录' }) });
  const record = card.locator('tr.ant-table-row', { has: page.getByRole('link', { name: subject }) });
  // the page's chunk carries the form runtime (its read-only value views): on a busy machine it takes a while
  await expect(record).toBeVisible({ timeout: 30_000 });
  await expect(record.locator('[data-field="hrRemark"]')).toHaveText(`人事备注: - → checked ${stamp}`);
  await expect(record).toContainText('刘洋');
  await expect(record).not.toContainText('hrApprove');
  await expect(record).not.toContainText('{');
  await expect(card.getByRole('button', { name: /删\s?除/ })).toHaveCount(0);
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  // and the server refuses a delete even to the administrator
  const refused = await admin.call(
    'DELETE',
    `/runtime/boDataModifyRecord/v1/remove?ids=${(await admin.send(FORM_RECORD_CALLS.list, { body: { querys: [{ property: 'instId', value: instId }] } })).rows[0]!.id}`,
  );
  expect(errors).toEqual([]);
  expect(refused).toMatchObject({ state: false, code: 403, message: '表单修改记录是审计留痕，任何人都不能删除' });
});
