import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor } from './support/workflow';

const DASHBOARD = '/front/dashboards?alias=approval_dashboard';
const CJK = /[\u3400-\u9fff]/;

/** Where the grid has a widget: its cell (x, y, width, height in grid units). */
async function cellOf(page: Page, key: string) {
  const cell = page.locator(`[data-grid-key="${key}"]`);
  const [x, y, w, h] = await Promise.all(['data-x', 'data-y', 'data-w', 'data-h'].map((a) => cell.getAttribute(a)));
  return { x: Number(x), y: Number(y), w: Number(w), h: Number(h) };
}

async function dragBy(page: Page, from: Locator, dx: number, dy: number) {
  const box = (await from.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

const savedLayout = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/portal/portalUserLayoutConfig/v1/save') && r.request().method() === 'POST');

test("lina's dashboard counts her requests live, keeps her arrangement, and does not draw 1,500 rows", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await openSignedIn(page, 'lina', DASHBOARD);
  await expect(page.getByRole('heading', { name: 'My dashboard' })).toBeVisible({ timeout: 20_000 });

  // a live number: her requests in approval, one more after she starts a request and the widget refreshes
  const running = page.getByTestId('widget-my_running');
  const number = running.getByTestId('widget-number');
  await expect(number).toHaveText(/^\d+$/);
  const before = Number(await number.textContent());
  const lina = await Actor.signIn(page.request, 'lina');
  await lina.start(
    'leaveRequest',
    { leaveType: 'personal', days: 1, startDate: '2026-12-14', endDate: '2026-12-14', reason: 'Dashboard check' },
    `e2e dashboard ${Date.now()}`,
  );
  await running.getByRole('button', { name: 'Refresh Requests in approval' }).click();
  await expect(number).toHaveText(String(before + 1));
  await expect(running.getByText(/^Updated /)).toBeVisible();

  // charts drawn from the workflow, and the 1,500-row column shows the message instead of a chart
  await expect(page.getByTestId('widget-per_day').locator('canvas').first()).toBeVisible();
  const history = page.getByTestId('widget-history');
  await expect(history.getByText('More than 999 rows (1500 rows): not drawn')).toBeVisible();
  await expect(history.locator('canvas')).toHaveCount(0);
  // no Chinese in the English interface texts (task subjects in the to-do list are the users' own data)
  for (const head of await page.locator('.ant-card-head').allInnerTexts()) expect(CJK.test(head), head).toBe(false);
  await page.screenshot({ path: path.join(info.project.outputDir, 'dashboards-en-US-1440.png'), fullPage: true });

  // drag "My to-dos" by its title to the right, then make it bigger at its corner; each drop is saved
  const todo = page.locator('[data-grid-key="my_todo"]');
  const start = await cellOf(page, 'my_todo');
  const column = ((await page.locator('.react-grid-layout').boundingBox())!.width - 12) / 12;
  let saved = savedLayout(page);
  await dragBy(page, todo.locator('.dashboard-drag'), column * 3, 0);
  await saved;
  const moved = await cellOf(page, 'my_todo');
  expect(moved.x).toBeGreaterThan(start.x);
  saved = savedLayout(page);
  await dragBy(page, todo.locator('.react-resizable-handle'), column * 2, 36 * 3);
  await saved;
  const resized = await cellOf(page, 'my_todo');
  expect(resized.w).toBeGreaterThan(start.w);
  expect(resized.h).toBeGreaterThan(start.h);
  await expect(page.getByText('My layout', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(todo).toBeVisible();
  expect(await cellOf(page, 'my_todo')).toEqual(resized);

  // back to the default, which also leaves the demo dashboard as it was for later journeys
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('button', { name: 'Reset to default' }).last().click();
  await expect(page.getByText('Default layout', { exact: true })).toBeVisible();
  await expect.poll(() => cellOf(page, 'my_todo')).toEqual(start);

  // the to-do list comes from a custom query of type rest; a number leads to the list it counts
  await expect(page.getByTestId('widget-todo_list').locator('.ant-table')).toBeVisible();
  await page.getByTestId('widget-my_todo').getByTestId('widget-number').click();
  await expect(page).toHaveURL(/\/front\/matter\/myTask\?tab=todo/);
  await context.close();
});

for (const lang of ['zh-CN', 'id'] as const) {
  test(`the dashboard at 390 px in ${lang} stacks its widgets, in the user's language`, async ({ browser }, info) => {
    const context = await browser.newContext({ locale: lang, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openSignedIn(page, 'lina', DASHBOARD);
    if (lang === 'id') {
      // the Indonesian run also looks at the dark theme
      await page.evaluate(() => {
        const look = { name: 'default', style: 'dark', layout: 'vertical', themeColor: '#2F54EB' };
        localStorage.setItem('tr_theme', JSON.stringify({ state: look, version: 0 }));
      });
      await page.reload();
    }
    const title = lang === 'zh-CN' ? '我的仪表盘' : 'Dasbor saya';
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    const message = lang === 'zh-CN' ? '结果超过 999 行（共 1500 行），不予绘制' : 'Lebih dari 999 baris (1500 baris): tidak digambar';
    await expect(page.getByTestId('widget-history').getByText(message)).toBeVisible();
    // stacked: no grid, no arrange menu, every widget as wide as the page
    await expect(page.locator('.react-grid-layout')).toHaveCount(0);
    const box = (await page.getByTestId('widget-my_todo').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    if (lang === 'id') {
      const background = await page.getByTestId('widget-my_todo').evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
      expect(r + g + b).toBeLessThan(200);
    }
    await page.screenshot({ path: path.join(info.project.outputDir, `dashboards-${lang}-390.png`), fullPage: true });
    await context.close();
  });
}
