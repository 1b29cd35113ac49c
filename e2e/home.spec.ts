import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';

const CJK = /[\u4e00-\u9fff]/;

/** A home widget by its card title. */
const widget = (page: Page, title: string): Locator =>
  page.locator('[data-widget]').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

test.describe('the home page drawn from the server layout', () => {
  test('shows to-dos, news with their detail, notices, apps and documents', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openSignedIn(page, 'lina', '/front/home');

    await expect(widget(page, '我的待办').first()).toBeVisible();
    await expect(widget(page, '待阅通知')).toBeVisible();
    const docs = widget(page, '最新文档');
    await expect(docs.locator('li').first()).toBeVisible();

    const news = widget(page, '公司新闻');
    await news.getByText('审批门户正式上线').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('待办事项集中处理')).toBeVisible();
    await expect(dialog.getByText('行政部', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await expect(widget(page, '通知公告').getByText('系统维护通知')).toBeVisible();

    await widget(page, '应用').getByRole('button', { name: '知识文档' }).click();
    await expect(page).toHaveURL(/\/front\/documents$/);
    expect(errors).toEqual([]);
  });

  test('a short link to a portal page opens it; an unknown one stays in the portal', async ({ page }) => {
    await openSignedIn(page, 'lina', '/front/s/docs');
    await expect(page).toHaveURL(/\/front\/documents$/);
    await page.goto('/front/s/no-such-link');
    await expect(page.getByText('链接无效、已过期或指向门户以外')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/front/s/no-such-link');
  });
});

for (const [locale, texts] of [
  [
    'en-US',
    { news: 'Company news', title: 'The approval portal is live', body: 'All to-dos in one place', notices: 'Announcements', apps: 'Apps' },
  ],
  [
    'id',
    {
      news: 'Berita perusahaan',
      title: 'Portal persetujuan resmi diluncurkan',
      body: 'Semua tugas di satu tempat',
      notices: 'Pengumuman',
      apps: 'Aplikasi',
    },
  ],
] as const) {
  test.describe(`the home page in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test('news, announcements, apps and every widget title without Chinese', async ({ page }) => {
      await openSignedIn(page, 'lina', '/front/home');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const news = widget(page, texts.news);
      await expect(news.getByText(texts.title)).toBeVisible();
      for (const title of [texts.news, texts.notices, texts.apps]) {
        const text = await widget(page, title).innerText();
        expect(CJK.test(text), `${title}: ${text}`).toBe(false);
      }
      const headings = await page.locator('[data-widget] .ant-card-head').allInnerTexts();
      expect(headings.length).toBeGreaterThanOrEqual(9);
      expect(headings.filter((h) => CJK.test(h))).toEqual([]);
      await news.getByText(texts.title).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(texts.body)).toBeVisible();
      expect(CJK.test(await dialog.innerText())).toBe(false);
    });
  });
}
