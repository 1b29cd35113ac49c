import { test, expect } from './support/test';

// Issue 29 item 4: an Indonesian Chrome (Accept-Language `id-ID,id;q=0.9`) got the Chinese login page.
test.describe('a browser in Indonesian (id-ID)', () => {
  test.use({ locale: 'id-ID' });

  test('gets the Indonesian login page, and the portal in Indonesian after signing in', async ({ page }) => {
    await page.goto('/login?redirect=%2Ffront%2Fhome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    // issue 29 item 19: a demo company (SEED=demo, as the e2e server starts) names its demo accounts, in the page language
    await expect(page.locator('.hint')).toContainText('Portal@2026');
    await expect(page.locator('.hint')).not.toContainText(/[\u4e00-\u9fff]/);
    await page.locator('input[name="account"]').fill('zhangwei');
    await page.locator('input[name="password"]').fill('Portal@2026');
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/front/') && !url.hash.includes('utoken'));
    await expect(page.getByRole('menuitem', { name: 'Beranda' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test.describe('a browser in British English (en-GB)', () => {
  test.use({ locale: 'en-GB' });

  test('gets the English login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
