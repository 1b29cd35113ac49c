import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { startIn } from './support/layout';
import { INSTANCE_CALLS } from '../contract/workflow-instances';

// Issue 29 items 9, 10, 14 and 15: my requests, a dead task link, the desktop to-do list and the phone's approval form.

const leave = { leaveType: 'personal', days: 1, startDate: '2026-12-21', endDate: '2026-12-21', reason: 'issue 29' };

test.describe('desktop 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a returned request shows its state and offers resubmit and withdraw; an approved one offers no delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    const lina = await Actor.signIn(request, 'lina');
    const returned = `e2e 退回 ${Date.now()}`;
    const { instId } = await zhangwei.start('leaveRequest', leave, returned);
    await lina.complete((await taskOf(lina, instId, 'leaderApprove')).id, 'backToStart', '请补充');
    await openSignedIn(page, 'zhangwei', '/front/matter/myRequest');
    const row = page.getByRole('row').filter({ hasText: returned });
    await expect(row).toContainText('已退回，待重新提交', { timeout: 30_000 });
    await expect(row.getByRole('button', { name: '撤销申请' })).toBeVisible();
    await expect(row.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
    // approved requests of the demo history: no delete
    const approved = page.getByRole('row').filter({ hasText: '已结束' });
    if (await approved.count()) await expect(approved.first().getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
    // the start task opens (in a window of its own, as rows do)
    const opened = page.context().waitForEvent('page');
    await row.getByRole('button', { name: '重新提交' }).click();
    await expect(await opened).toHaveURL(/taskId=/);
  });

  for (const language of [
    { lang: 'zh-CN', title: '这项任务已不存在或已被处理', back: '返回我的待办' },
    { lang: 'en-US', title: 'This task no longer exists or has been handled', back: 'Back to my tasks' },
    { lang: 'id', title: 'Tugas ini sudah tidak ada atau sudah ditangani', back: 'Kembali ke tugas saya' },
  ] as const)
    test(`a link to a task that does not exist says so and leads back (${language.lang})`, async ({ page }) => {
      await startIn(page, { lang: language.lang, style: 'light' });
      await openSignedIn(page, 'lina', '/front/matter/approvalForm?taskId=no-such-task');
      const result = page.getByTestId('task-load-failed');
      await expect(result).toContainText(language.title, { timeout: 30_000 });
      await result.getByRole('button', { name: language.back }).click();
      await expect(page).toHaveURL(/\/matter\/myTask/);
    });

  test('a link to a deleted request says so and leads back to my requests', async ({ page, request }) => {
    await startIn(page, { lang: 'en-US', style: 'light' });
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    const admin = await Actor.signIn(request, ADMIN.account, ADMIN.password);
    const { instId } = await zhangwei.start('leaveRequest', leave, `e2e deleted ${Date.now()}`);
    expect(await admin.send(INSTANCE_CALLS.remove, { query: { ids: instId } })).toBe(1);
    await openSignedIn(page, 'zhangwei', `/front/matter/approvalForm?instId=${instId}`);
    const result = page.getByTestId('task-load-failed');
    await expect(result).toContainText('This request no longer exists', { timeout: 30_000 });
    await result.getByRole('button', { name: 'Back to my requests' }).click();
    await expect(page).toHaveURL(/\/matter\/myRequest/);
  });

  test('the to-do list shows the initiator, whole step names and one-line Indonesian status tags', async ({ page, request }) => {
    test.setTimeout(120_000);
    await startIn(page, { lang: 'id', style: 'light' });
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    const lina = await Actor.signIn(request, 'lina');
    const subject = `e2e langkah ${Date.now()}`;
    const { instId } = await zhangwei.start('leaveRequest', leave, subject);
    await taskOf(lina, instId, 'leaderApprove');
    await openSignedIn(page, 'lina', '/front/matter/myTask');
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('columnheader', { name: 'Pengaju' })).toBeVisible();
    // no cell of the row is cut with an ellipsis, and the status tag is one line
    const cut = await row
      .locator('td')
      .evaluateAll((cells) =>
        cells.filter((c) => !c.querySelector('a, button') && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
      );
    expect(cut).toEqual([]);
    const tag = row.locator('.ant-tag').last();
    const lines = await tag.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBe(1);
  });
});

test.describe('phone 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bar stays above the handover table, labels read whole, no stuck tooltip, the More list names its tools', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    const lina = await Actor.signIn(request, 'lina');
    const { instId } = await zhangwei.start('leaveRequest', leave, `e2e 手机 ${Date.now()}`);
    const task = await taskOf(lina, instId, 'leaderApprove');
    await openSignedIn(page, 'lina', `/front/matter/approvalForm?taskId=${task.id}`);
    const bar = page.getByTestId('phone-actions');
    await expect(bar).toBeVisible({ timeout: 30_000 });
    const agree = bar.getByRole('button', { name: /^同\s*意$/ });
    // scroll the handover table under the bar: the Agree button is what is on top at its middle
    await page.locator('.ant-table-thead').first().scrollIntoViewIfNeeded();
    const box = (await agree.boundingBox())!;
    for (let y = 0; y < 1200; y += 40) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const onTop = await page.evaluate(([x, yy]) => document.elementFromPoint(x, yy)?.closest('[data-testid="phone-actions"]') !== null, [
        box.x + box.width / 2,
        box.y + box.height / 2,
      ] as const);
      expect(onTop, `the bar is on top at scroll ${y}`).toBe(true);
    }
    // a tap on the like button leaves no tooltip behind
    const like = page.getByRole('button', { name: /点\s*赞/ });
    await like.tap();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);

    // the read-only request: labels above their values, never a character a line
    await openSignedIn(page, 'zhangwei', `/front/matter/approvalForm?instId=${instId}&type=fromMonitor`);
    const labels = page.locator('.ant-descriptions-bordered .ant-descriptions-item-label');
    await expect(labels.first()).toBeVisible({ timeout: 30_000 });
    for (const label of await labels.all()) {
      const w = await label.evaluate((el) => el.getBoundingClientRect().width);
      expect(w, `${await label.textContent()} has room`).toBeGreaterThan(150);
    }

    // the header's More list: each tool with its name
    await page.goto('/front/home');
    await page.getByRole('button', { name: '更多工具' }).click();
    const tools = page.getByRole('group', { name: '更多工具' });
    for (const name of ['使用手册', /语言/, '主题设置', '文件下载通知']) await expect(tools.getByRole('button', { name })).toBeVisible();
  });
});
