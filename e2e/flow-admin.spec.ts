import fs from 'node:fs';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { DEFINITION_CALLS } from '../contract/workflow-definitions';
import { EXCEPTION_CALLS } from '../contract/workflow-exceptions';
import { FORM_RECORD_CALLS } from '../contract/workflow-form-records';

/**
 * The process administrators' screens of issue 15, each opened from its menu address as htadmin with rows
 * in it, and the flow chart of the leave request whose long Chinese node name used to lose its first
 * character under the task icon.
 */

const LEAVE = { leaveType: 'annual', days: 2, startDate: '2026-12-01', endDate: '2026-12-02', reason: 'e2e' };

const SCREENS = [
  { path: '/front/flowAdmin/exceptions', title: '任务异常' },
  { path: '/front/flowAdmin/instanceExport', title: '实例导出' },
  { path: '/front/flowAdmin/taskAdmin', title: '任务改派' },
  { path: '/front/flowAdmin/opinions', title: '意见修正' },
  { path: '/front/flowAdmin/formRecords', title: '表单修改记录' },
];

test('the process administration screens open with their rows', async ({ page }) => {
  const admin = await Actor.signIn(page.request, ADMIN.account, ADMIN.password);
  // a request whose first node finds no approver (the company's top has no leader) is recorded as an exception
  const boss = await Actor.signIn(page.request, 'wangqiang');
  await boss.start('leaveRequest', LEAVE, `e2e exception ${Date.now()}`);
  const exceptions = await admin.send(EXCEPTION_CALLS.list, { body: { pageBean: { page: 1, pageSize: 5 } } });
  expect(exceptions.total, 'an exception row to show').toBeGreaterThan(0);
  // a change of the form saved by HR without completing its task is recorded
  const [zhangwei, lina, liuyang] = await Promise.all(['zhangwei', 'lina', 'liuyang'].map((a) => Actor.signIn(page.request, a)));
  const { instId } = await zhangwei.start('leaveRequest', { ...LEAVE, days: 5, endDate: '2026-12-05' }, `e2e form change ${Date.now()}`);
  await lina.complete((await taskOf(lina, instId, 'leaderApprove')).id, 'agree', 'ok');
  const hr = await taskOf(liuyang, instId, 'hrApprove');
  await liuyang.send(FORM_RECORD_CALLS.save, { body: { taskId: hr.id, formData: { hrRemark: 'e2e checked' } } });
  const records = await admin.send(FORM_RECORD_CALLS.list, { body: { pageBean: { page: 1, pageSize: 5 } } });
  expect(records.total, 'a form-change record to show').toBeGreaterThan(0);

  await openSignedIn(page, ADMIN.account, SCREENS[0].path, ADMIN.password);
  for (const screen of SCREENS) {
    if (!page.url().endsWith(screen.path)) await page.goto(screen.path);
    const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: screen.title }) });
    await expect(card.locator('.ant-card-head-title')).toHaveText(screen.title);
    await expect(card.locator('.ant-table-row').first()).toBeVisible();
    // nothing clipped sideways at the desktop width: the table fits inside its card
    const [cardBox, tableBox] = [await card.boundingBox(), await card.locator('.ant-table').boundingBox()];
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
  }

  // the opinion correction opens an instance's opinions
  await page.goto('/front/flowAdmin/opinions');
  const opinions = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: '意见修正' }) });
  await opinions
    .locator('.ant-table-row')
    .first()
    .getByRole('button', { name: /^意\s*见$/ })
    .click();
  await expect(page.locator('.ant-drawer')).toBeVisible();

  // my common flows: add one the user may start, it is listed
  await page.goto('/front/personal/commonFlows');
  const select = page.getByRole('combobox', { name: '选择要添加的流程' });
  await select.click();
  await page.locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /添\s*加/ }).click();
  const common = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: '我的常用流程' }) });
  await expect(common.locator('.ant-table-row').first()).toBeVisible();
});

test('the flow chart draws 直属领导审批 whole, below the task icon', async ({ page }, testInfo) => {
  const admin = await Actor.signIn(page.request, ADMIN.account, ADMIN.password);
  const defs = await admin.send(DEFINITION_CALLS.list, { body: { pageBean: { page: 1, pageSize: 50 } } });
  const leave = defs.rows.find((d) => d.defKey === 'leaveRequest');
  expect(leave, 'the demo leave request').toBeTruthy();
  await openSignedIn(page, ADMIN.account, `/front/flowChart?defId=${leave!.id}`, ADMIN.password);
  const task = page.locator('.djs-element[data-element-id="leaderApprove"]');
  await expect(task).toBeVisible();
  const geometry = await task.evaluate((el) => {
    const text = el.querySelector<SVGGraphicsElement>('text.djs-label')!;
    const icon = Array.from(el.querySelectorAll<SVGGraphicsElement>('.djs-visual > path'))[0];
    const box = (e: Element) => e.getBoundingClientRect();
    return {
      label: text.textContent,
      text: { top: box(text).top, bottom: box(text).bottom, left: box(text).left, right: box(text).right },
      icon: { bottom: box(icon).bottom, right: box(icon).right },
      shape: box(el.querySelector('.djs-visual > rect')!),
    };
  });
  expect(geometry.label).toBe('直属领导审批');
  // the name starts below the icon (or right of it) and stays inside the box
  expect(geometry.text.top >= geometry.icon.bottom || geometry.text.left >= geometry.icon.right).toBe(true);
  expect(geometry.text.bottom).toBeLessThanOrEqual(geometry.shape.bottom + 0.5);
  expect(geometry.text.left).toBeGreaterThanOrEqual(geometry.shape.left - 0.5);
  expect(geometry.text.right).toBeLessThanOrEqual(geometry.shape.right + 0.5);
  const shot = await page.locator('[data-testid="flowchart-canvas"]').screenshot();
  await testInfo.attach('flowchart-cjk-label', { body: shot, contentType: 'image/png' });
  fs.writeFileSync(testInfo.outputPath('flowchart-cjk-label.png'), shot);
});

test('an administration list at 390 px: nothing sticks out of the window, the rows are there', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/taskAdmin', ADMIN.password);
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: '任务改派' }) });
  await expect(card.locator('.ant-table-row').first()).toBeVisible();
  await expect(card.getByRole('searchbox')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const shot = await page.screenshot();
  await testInfo.attach('flow-admin-390', { body: shot, contentType: 'image/png' });
  fs.writeFileSync(testInfo.outputPath('flow-admin-390.png'), shot);
});

test('an administration list in the dark theme and in English at 1440 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/formRecords', ADMIN.password);
  await page.evaluate(() => {
    localStorage.setItem('tr_language', 'en-US');
    const look = { name: 'default', style: 'dark', layout: 'vertical', themeColor: '#2F54EB' };
    localStorage.setItem('tr_theme', JSON.stringify({ state: look, version: 0 }));
  });
  await page.reload();
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: 'Form-change history' }) });
  await expect(card.getByRole('searchbox', { name: 'Search by who changed' })).toBeVisible();
  // a dark card under light text
  const background = await card.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r + g + b).toBeLessThan(200);
  const [cardBox, tableBox] = [await card.boundingBox(), await card.locator('.ant-table').boundingBox()];
  expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
  const shot = await page.screenshot();
  await testInfo.attach('flow-admin-dark-en', { body: shot, contentType: 'image/png' });
  fs.writeFileSync(testInfo.outputPath('flow-admin-dark-en.png'), shot);
});

test('check only says the file passes and publishes nothing; the names in three languages come from the file', async ({ page }) => {
  const admin = await Actor.signIn(page.request, ADMIN.account, ADMIN.password);
  const key = `e2eTrip${Date.now()}`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="http://approval-portal.local/schema/wf" id="d_${key}" targetNamespace="t">
  <process id="${key}" name="出差申请" wf:name-en-US="Business trip" wf:name-id="Perjalanan dinas" isExecutable="true">
    <documentation xml:lang="zh-CN">出差审批</documentation>
    <documentation xml:lang="en-US">Trip approval</documentation>
    <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
    <userTask id="t" name="审批" wf:assignee="initiator"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
  </process>
</definitions>`;
  const versions = async () =>
    (
      await admin.send(DEFINITION_CALLS.list, {
        body: { pageBean: { page: 1, pageSize: 5 }, querys: [{ property: 'defKey', value: key, operation: 'EQUAL' }] },
      })
    ).total;

  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/flowDef', ADMIN.password);
  await page.getByRole('button', { name: '发布流程' }).click();
  const dialog = page.getByRole('dialog', { name: '发布流程' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'trip.bpmn', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(dialog.getByLabel('名称（中文）')).toHaveValue('出差申请');
  await expect(dialog.getByLabel('名称（英文）')).toHaveValue('Business trip');
  await expect(dialog.getByLabel('名称（印尼文）')).toHaveValue('Perjalanan dinas');
  await expect(dialog.getByLabel('说明（英文）')).toHaveValue('Trip approval');

  const errors = page.locator('.ant-message-error, .ant-notification-notice-error');
  await dialog.getByRole('button', { name: '仅检查' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`校验通过：${key}（仅校验，未发布）`);
  await expect(dialog.getByText(/已发布/)).toHaveCount(0);
  await expect(errors).toHaveCount(0);
  expect(await versions(), 'a check publishes nothing').toBe(0);
});
