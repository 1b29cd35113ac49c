import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { GROUP_CALLS } from '../contract/groups';
import { URGING_CALLS } from '../contract/workflow-urging';

/**
 * Groups (issue 16 part 2, issue 29 item 16): lina makes a group (she is its first member) and adds three colleagues
 * on the groups screen (the search starts afresh after each pick; the group picker does not offer the group itself;
 * the list names the group, not its made-up code), reorders it (the order holds after a reload), then on a task's
 * approval form circulates the request to the group: the three colleagues are the CC recipients the server recorded
 * (lina, the sender, is skipped).
 */

const leave = { leaveType: 'personal', days: 1, startDate: '2026-12-14', endDate: '2026-12-14', reason: 'Family matters' };

/** The members' names in the members table, in order. */
async function memberOrder(page: Page, group: string): Promise<string[]> {
  const rows = page.getByRole('region', { name: `“${group}”的成员` }).locator('tr.ant-table-row td:nth-child(2)');
  return (await rows.allTextContents()).map((s) => s.trim());
}

test('lina creates a group of three, reorders it, and circulates a request to the group', async ({ page }) => {
  // many steps in one journey, on a machine that others share
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Review team E2E ${stamp}`;
  const lina = await Actor.signIn(page.request, 'lina');
  // zhangwei's leave request, which will wait for lina (his leader), starts first
  const zhangwei = await Actor.signIn(page.request, 'zhangwei');
  const { instId } = await zhangwei.start('leaveRequest', leave, `Group CC E2E ${stamp}`);

  await openSignedIn(page, 'lina', '/front/personal/groups');
  await page.getByRole('button', { name: '新建群组' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  // no code: the server makes one up, which the list does not show
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.locator('.ant-table').first()).not.toContainText(/g-[0-9a-f]{8}/);

  // the new group opens beside the list; three colleagues are added through the people picker
  // the creator is the group's first member
  const members = page.getByRole('region', { name: `“${name}”的成员` });
  await expect.poll(() => memberOrder(page, name)).toEqual(['李娜 (lina)']);
  // the group picker beside the member search does not offer the group being edited
  await members.getByRole('button', { name: '按群组选人' }).click();
  const popover = page.locator('.ant-popover:visible');
  await expect(popover.getByText(/\d+ 人|还没有群组/).first()).toBeVisible();
  await expect(popover).not.toContainText(name);
  await page.keyboard.press('Escape');
  const picker = members.getByRole('combobox', { name: '添加成员' });
  for (const [account, fullname] of [
    ['zhaomin', '赵敏'],
    ['wangfang', '王芳'],
    ['yangfan', '杨帆'],
  ]) {
    await picker.click();
    // typed as a person types: each pick clears the search, so the next name does not add to the last one
    await picker.pressSequentially(account);
    await page.locator('.ant-select-item-option', { hasText: `${fullname} (${account})` }).click();
    await expect(picker).toHaveValue('');
  }
  await members.getByRole('button', { name: /^添\s?加$/ }).click();
  await expect.poll(() => memberOrder(page, name)).toEqual(['李娜 (lina)', '赵敏 (zhaomin)', '王芳 (wangfang)', '杨帆 (yangfan)']);

  // reorder with the buttons a keyboard reaches: Zhao Min down, then Yang Fan up
  await members.getByRole('button', { name: '下移 赵敏' }).click();
  await expect.poll(() => memberOrder(page, name)).toEqual(['李娜 (lina)', '王芳 (wangfang)', '赵敏 (zhaomin)', '杨帆 (yangfan)']);
  await members.getByRole('button', { name: '上移 杨帆' }).click();
  await expect.poll(() => memberOrder(page, name)).toEqual(['李娜 (lina)', '王芳 (wangfang)', '杨帆 (yangfan)', '赵敏 (zhaomin)']);

  // the order holds after a reload
  await page.reload();
  await page.getByRole('button', { name }).click();
  await expect.poll(() => memberOrder(page, name)).toEqual(['李娜 (lina)', '王芳 (wangfang)', '杨帆 (yangfan)', '赵敏 (zhaomin)']);

  // lina circulates zhangwei's request to the group from the approval form of her task
  const task = await taskOf(lina, instId, 'leaderApprove');
  await page.goto(`/front/matter/approvalForm?taskId=${task.id}`);
  await page.getByRole('button', { name: /^传\s?阅$/ }).click();
  const cc = page.getByRole('dialog');
  await cc.getByRole('button', { name: '按群组选人' }).click();
  await page
    .locator('.ant-popover')
    .getByRole('button', { name: new RegExp(name) })
    .click();
  // lina, who sends the copy, is skipped
  await expect(cc.getByRole('status')).toHaveText(`已从“${name}”添加 3 人（跳过 1 人）`);
  await expect(cc.locator('.ant-select-selection-item')).toHaveText([/王芳/, /杨帆/, /赵敏/]);
  await cc.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByText('已传阅')).toBeVisible();

  // the server's record: exactly the group's three people got the copy, from lina
  const receipts = await lina.send(URGING_CALLS.receipts, { query: { instId } });
  expect(receipts.map((r) => r.toUserId).sort()).toEqual(['u_wangfang', 'u_yangfan', 'u_zhaomin']);
  expect(new Set(receipts.map((r) => r.fromUserId))).toEqual(new Set(['u_lina']));

  // the group as the server keeps it (lina's alone: later journeys of other people never see it)
  const group = (await lina.send(GROUP_CALLS.query, { body: { querys: [{ property: 'name', value: name }] } })).rows[0]!;
  expect(await lina.send(GROUP_CALLS.members, { query: { groupId: group.id } })).toHaveLength(4);
});
