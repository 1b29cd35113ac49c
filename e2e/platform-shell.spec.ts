import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor } from './support/workflow';
import { MESSAGE_CALLS } from '../contract/messages';

test.describe('the platform shell', () => {
  test('the menu renders, every fixed route opens, and an unknown path lands on /404', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openSignedIn(page, 'zhangwei', '/front/home');
    for (const name of ['首页', '事项办理', '个人办公', '知识文档', '通讯录', '数据看板']) {
      await expect(page.getByRole('menuitem', { name }).first()).toBeVisible();
    }
    const fixed = [
      '/front/default',
      '/front/flowChart',
      '/front/formPreview/leaveForm',
      '/front/templateForm/leaveForm/add',
      '/front/templateForm/leaveForm/edit/1',
      '/front/templateDraftList/leave/1',
      '/front/appContent',
      '/front/templatePreview/report/q/1',
      '/front/fullMatter/new',
      '/front/fullMatter/startProcess',
      '/front/fullMatter/myTask',
      '/front/fullMatter/apply',
      '/front/fullMatter/approvalForm?defKey=leaveRequest',
      '/front/fullMatter/circulateMatter',
      '/front/external/approvalForm?defKey=leaveRequest',
      '/front/matter/approvalForm?defKey=leaveRequest',
      '/front/personal/message',
      '/front/401',
      '/front/500',
    ];
    for (const path of fixed) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page, path).not.toHaveURL(/\/front\/404$/);
      await expect(page, path).not.toHaveURL(/\/login/);
    }
    await page.goto('/front/fullMatter');
    await expect(page).toHaveURL(/\/front\/fullMatter\/new/);
    await page.goto('/front/no/such/page');
    await expect(page).toHaveURL(/\/front\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('tabs open and close', async ({ page }) => {
    await openSignedIn(page, 'zhangwei', '/front/home');
    const tabs = page.getByRole('tab');
    // Each page loads its code on first use; a second click while the first page is still loading
    // replaces that navigation (as a browser does), so wait for each page before opening the next.
    await page.getByRole('menuitem', { name: '通讯录' }).click();
    await expect(tabs.filter({ hasText: '通讯录' })).toBeVisible();
    await page.getByRole('menuitem', { name: '知识文档' }).click();
    await expect(tabs.filter({ hasText: '知识文档' })).toBeVisible();
    await expect(tabs.filter({ hasText: '通讯录' })).toBeVisible();
    // antd's editable tab: its remove button sits beside the tab inside the tab node
    await page.locator('.ant-tabs-tab').filter({ hasText: '通讯录' }).locator('.ant-tabs-tab-remove').click();
    await expect(tabs.filter({ hasText: '通讯录' })).toHaveCount(0);
    await expect(tabs.filter({ hasText: '知识文档' })).toBeVisible();
  });

  test('theme and language persist across a reload; in Indonesian the user search reads pengguna', async ({ page }) => {
    await openSignedIn(page, 'zhangwei', '/front/home');
    await page.getByRole('button', { name: '主题设置' }).click();
    await page.getByText('暗色', { exact: true }).click();
    await page.getByText('顶部菜单', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('tr_theme'))) ?? '{}');
    expect(stored.state).toMatchObject({ style: 'dark', layout: 'horizontal' });
    const bg = await page
      .locator('.ant-layout')
      .first()
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200); // dark
    await expect(
      page
        .getByRole('menuitem', { name: /更多|More/ })
        .or(page.locator('.ant-menu-overflow-item-rest'))
        .first(),
    ).toBeAttached();

    // just after a reload the header may still re-render (menu overflow measured, badge loaded),
    // which can close a dropdown opened in that instant: open it until its menu shows
    await expect(async () => {
      await page.getByRole('button', { name: '语言' }).click();
      await expect(page.getByText('Bahasa Indonesia', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByText('Bahasa Indonesia', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('search').getByText('pengguna', { exact: true })).toBeVisible();
  });

  test('the badge shows 99 when 150 messages are unread', async ({ page }) => {
    const wuhao = await Actor.signIn(page.request, 'wuhao');
    for (let i = 0; i < 150; i++) {
      await wuhao.send(MESSAGE_CALLS.send, { body: { toAccounts: ['sunli'], subject: `通知 ${i}`, content: '请查收' } });
    }
    await openSignedIn(page, 'sunli', '/front/home');
    const unread = await (await Actor.signIn(page.request, 'sunli')).send(MESSAGE_CALLS.badge, {});
    expect(unread).toBeGreaterThanOrEqual(150);
    await expect(page.locator('.ant-badge').filter({ hasText: '99' }).first()).toBeVisible();
    await expect(page.locator('.ant-badge').filter({ hasText: String(unread) })).toHaveCount(0);
  });

  test('a router message from an allowed origin navigates, one from another origin does not', async ({ page }) => {
    await openSignedIn(page, 'zhangwei', '/front/home');
    await page.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'router', url: '/front/contacts' }, origin: 'https://evil.example' }),
      ),
    );
    await page.waitForTimeout(500); // nothing to wait for: the message must be ignored
    await expect(page).toHaveURL(/\/front\/home$/);
    await page.evaluate(() => window.postMessage({ type: 'router', url: '/front/contacts' }, window.location.origin));
    await expect(page).toHaveURL(/\/front\/contacts$/);
  });

  test('a user search finds a colleague by pinyin', async ({ page }) => {
    await openSignedIn(page, 'lina', '/front/home');
    await page.getByRole('searchbox', { name: '搜索内容' }).or(page.getByLabel('搜索内容')).first().fill('zhaomin');
    await page.keyboard.press('Enter');
    await expect(page.getByText('赵敏').first()).toBeVisible();
  });

  test('the assistant streams an answer from the handbook', async ({ page }) => {
    await openSignedIn(page, 'zhangwei', '/front/home');
    const icon = page.getByRole('button', { name: '打开 AI 助手' });
    await expect(icon).toBeVisible({ timeout: 15_000 });
    await icon.click();
    const input = page.getByLabel('输入问题');
    await input.fill('如何委托代理人处理待办？');
    const stream = page.waitForResponse((r) => r.url().includes('/assistant/v1/chat/stream'));
    await input.press('Enter');
    const res = await stream;
    expect(res.headers()['content-type']).toContain('text/event-stream');
    const log = page.getByRole('log');
    await expect(log).toContainText(/代理/, { timeout: 15_000 });
  });
});
