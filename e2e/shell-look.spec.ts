import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';

/** The cards of a page, as rows of on-screen boxes (cards whose tops are level share a row). */
const cardRows = (page: Page) =>
  page.evaluate(() => {
    const rows = new Map<number, Array<{ left: number; right: number; height: number }>>();
    for (const card of document.querySelectorAll('.ant-card')) {
      const b = card.getBoundingClientRect();
      const top = Math.round(b.top);
      rows.set(top, [...(rows.get(top) ?? []), { left: b.left, right: b.right, height: Math.round(b.height) }]);
    }
    return [...rows.values()];
  });

test('a signed-out visit goes to the login page without an uncaught error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/front/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(errors.filter((e) => /SignInError|login information|登录信息/i.test(e))).toEqual([]);
});

test('the avatar menu closes when an item is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'lina');
  await page.getByRole('button', { name: '个人菜单' }).hover();
  await page.getByRole('menuitem', { name: /个人信息/ }).click();
  await expect(page.getByRole('dialog', { name: '个人信息' })).toBeVisible();
  // the pointer is still where the menu was: it must not keep the menu open over the dialog
  await expect(page.getByRole('menuitem', { name: /个人信息/ })).toBeHidden();
});

test('the auto-translate switch says what it is', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tr_language', 'en-US'));
  await openSignedIn(page, 'lina');
  const toggle = page.getByRole('switch', { name: 'Translate the page automatically' });
  await expect(toggle).toBeVisible();
  await expect(page.locator('label', { has: toggle })).toContainText('Auto-translate');
});

test('a route change shows the progress bar at the top', async ({ page }) => {
  await openSignedIn(page, 'lina');
  await expect(page.getByRole('menuitem', { name: /数据看板/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /数据看板/ }).click();
  await expect(page.getByTestId('route-progress')).toBeAttached();
  await expect(page.getByTestId('route-progress')).not.toBeAttached();
});

for (const path of ['/front/board', '/front/home']) {
  test(`the dashboard ${path}: margins around it, cards of a row equally high`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, 'lina', path);
    await expect(page.locator('.ant-card').first()).toBeVisible();
    // charts load when they come into view: bring the last card into view first
    await page.locator('.ant-card').last().scrollIntoViewIfNeeded();
    // the charts and lists have arrived (the shell's live announcer is a status region that always stays)
    await expect(page.locator('[role="status"]:not([data-testid="live-announcer"] *)')).toHaveCount(0, { timeout: 20_000 });
    const rows = await cardRows(page);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(new Set(row.map((c) => c.height)).size, JSON.stringify(row)).toBe(1);
      expect(1440 - Math.max(...row.map((c) => c.right))).toBeGreaterThanOrEqual(20);
    }
  });
}
