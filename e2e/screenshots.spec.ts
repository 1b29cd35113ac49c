import path from 'node:path';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';

// The home page in every look a reviewer checks by eye, saved under e2e/artifacts/ (git-ignored).
const looks = ['light', 'dark'] as const;
const layouts = ['vertical', 'horizontal'] as const;
const languages = [
  { lang: 'zh-CN', todo: '我的待办' },
  { lang: 'en-US', todo: 'My to-dos' },
  { lang: 'id', todo: 'Tugas saya' },
] as const;

for (const { lang, todo } of languages) {
  test(`home page screenshots in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, 'lina', '/front/home');
    for (const style of looks) {
      for (const layout of layouts) {
        await page.evaluate(
          ([l, theme]) => {
            localStorage.setItem('tr_language', l);
            localStorage.setItem('tr_theme', JSON.stringify({ state: theme, version: 0 }));
          },
          [lang, { name: 'default', style, layout, themeColor: '#2F54EB' }] as const,
        );
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText(new RegExp(todo, 'i')).first()).toBeVisible();
        await page.screenshot({ path: path.join('e2e', 'artifacts', `home-${lang}-${style}-${layout}.png`) });
      }
    }
  });
}
