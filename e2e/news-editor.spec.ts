import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';

/**
 * Issue 29 item 21: the administrator writes news in three languages, one published at once and one scheduled; an
 * English reader's home page shows the first in English and not the second; the administrator retires the first and it
 * leaves the home page, while it stays in the editor's list.
 */
test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

const stamp = Date.now();
const NOW = { zh: `门户月报 ${stamp}`, en: `Portal monthly ${stamp}`, id: `Laporan bulanan portal ${stamp}` };
const LATER = { zh: `年终安排 ${stamp}`, en: `Year-end plan ${stamp}`, id: `Rencana akhir tahun ${stamp}` };

/** A home widget by its card title. */
const widget = (page: Page, title: string): Locator =>
  page.locator('[data-widget]').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

async function axeFindings(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

/** Writes one item in the open editor dialog: titles and bodies in the three languages, an optional publish time. */
async function writeItem(page: Page, texts: typeof NOW, publishAt?: string) {
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New news item' });
  await expect(dialog.getByLabel('Category')).toBeVisible();
  await dialog.getByLabel('Title (Chinese)').fill(texts.zh);
  await dialog.getByLabel('Title (English)').fill(texts.en);
  await dialog.getByLabel('Title (Indonesian)').fill(texts.id);
  for (const [tab, body] of [
    ['Chinese', `${texts.zh} 正文`],
    ['English', `${texts.en} body`],
    ['Indonesian', `${texts.id} isi`],
  ] as const) {
    await dialog.getByRole('tab', { name: tab }).click();
    await dialog.getByRole('textbox', { name: `Body (${tab})` }).fill(body);
  }
  if (publishAt) {
    const picker = dialog.getByLabel('Publish time');
    await picker.click();
    await picker.fill(publishAt);
    await picker.press('Enter');
    await expect(picker).toHaveValue(publishAt);
  }
  expect(await axeFindings(page, '.ant-modal')).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test('an administrator publishes, schedules and retires news; an English reader sees it come and go', async ({ page, browser }) => {
  // two items in three languages, two accessibility checks and a second browser: more than the default minute
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openSignedIn(page, ADMIN.account, '/front/portalAdmin/news', ADMIN.password);
  await expect(page.getByText('News and announcements').first()).toBeVisible();
  // an empty title in every language is refused in the dialog itself
  await page.getByRole('button', { name: 'New item' }).click();
  const empty = page.getByRole('dialog', { name: 'New news item' });
  await empty.getByRole('button', { name: 'Publish' }).click();
  await expect(empty.getByText('Enter a title in at least one language')).toBeVisible();
  await empty.getByRole('button', { name: 'Cancel' }).click();
  await expect(empty).toBeHidden();

  await writeItem(page, LATER, '2099-12-31 09:00');
  await expect(page.getByText(/Scheduled: it shows on the home page from/)).toBeVisible();
  await writeItem(page, NOW);
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(row(page, NOW.en).locator('[data-status]')).toHaveAttribute('data-status', 'published');
  await expect(row(page, LATER.en).locator('[data-status]')).toHaveAttribute('data-status', 'scheduled');
  expect(await axeFindings(page, '.ant-card')).toEqual([]);

  // an English reader's home page: the immediate item in English, not the scheduled one
  const reader = await browser.newPage({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  await openSignedIn(reader, 'lina', '/front/home');
  const news = widget(reader, 'Company news');
  await expect(news.getByText(NOW.en)).toBeVisible();
  await expect(news.getByText(NOW.zh)).toHaveCount(0);
  await expect(reader.getByText(LATER.en)).toHaveCount(0);
  await news.getByText(NOW.en).click();
  const detail = reader.getByRole('dialog');
  await expect(detail.getByText(`${NOW.en} body`)).toBeVisible();
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // retired: off the home page, still in the editor's list
  await row(page, NOW.en).getByRole('button', { name: 'Retire' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(row(page, NOW.en).locator('[data-status]')).toHaveAttribute('data-status', 'retired');
  await reader.reload();
  await expect(widget(reader, 'Company news').locator('li').first()).toBeVisible();
  await expect(reader.getByText(NOW.en)).toHaveCount(0);
  await reader.close();
  expect(errors).toEqual([]);
});
