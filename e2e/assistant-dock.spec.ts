import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';

// Issue 29 item 13: the floating assistant button covered the pagination, the last row's actions, message delete
// links and a chart label. Docked, it sits in a strip the layout keeps free: no control may share its box.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible controls (pagination, buttons, links) whose boxes meet the assistant button's box. */
async function controlsUnderTheButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="assistant-icon"]')!.getBoundingClientRect();
    const main = document.getElementById('main-content')!.getBoundingClientRect();
    // what the page shows of a control: a part scrolled out of the main area is not under the button
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (!el.closest('#main-content')) return r;
      return new DOMRect(r.left, Math.max(r.top, main.top), r.width, Math.min(r.bottom, main.bottom) - Math.max(r.top, main.top));
    };
    const meets = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top;
    return [...document.querySelectorAll('.ant-pagination, .ant-pagination li, button, a, [role="button"], [role="link"], .ant-table-row')]
      .filter((el) => !el.closest('[data-testid="assistant-icon"], [data-testid="assistant-panel"]'))
      .filter((el) => (el as HTMLElement).offsetParent !== null && meets(shown(el)))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).slice(0, 40)} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
  });
}

async function scrollMain(page: Page, to: 'top' | 'end') {
  await page.locator('#main-content').evaluate((el, where) => el.scrollTo(0, where === 'top' ? 0 : el.scrollHeight), to);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the assistant button covers no control of the to-do list or the messages`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await openSignedIn(page, 'lina', '/front/matter/myTask');
    const button = page.getByTestId('assistant-icon');
    // the widget shows 5 s after start-up
    await expect(button).toBeVisible({ timeout: 15_000 });
    for (const path of ['/front/matter/myTask', '/front/personal/message']) {
      if (!page.url().endsWith(path)) await page.goto(path);
      await expect(button).toBeVisible({ timeout: 15_000 });
      // the to-do list's done tab has a page of rows and a pagination at its end (the to-do tab holds a few)
      if (path.endsWith('myTask')) await page.locator('#main-content').getByRole('tab', { name: '已办事项' }).click();
      // the page has something to cover: rows or cards with their actions, and (wider than a phone) a pagination
      await expect(page.locator('#main-content').getByRole('button').first()).toBeVisible();
      if (viewport.width >= 768) await expect(page.locator('#main-content .ant-pagination').first()).toBeVisible();
      for (const at of ['top', 'end'] as const) {
        await scrollMain(page, at);
        expect(await controlsUnderTheButton(page), `${path} scrolled to the ${at}`).toEqual([]);
      }
      const box = (await button.boundingBox()) as Box;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
  });
}
