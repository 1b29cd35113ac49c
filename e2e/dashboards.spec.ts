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
  // issue 29.18: the widget it landed on takes the place it left, no hole stays there
  const keys = await page.locator('[data-grid-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-grid-key')!));
  const cells = await Promise.all(keys.map((k) => cellOf(page, k)));
  const covers = (c: { x: number; y: number; w: number; h: number }) =>
    c.x <= start.x && start.x < c.x + c.w && c.y <= start.y && start.y < c.y + c.h;
  expect(cells.filter((c, n) => keys[n] !== 'my_todo' && covers(c))).toHaveLength(1);
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

/** The centres (CSS px from the canvas' left) of the bars of a bar chart, left to right, and the height to click them at. */
async function barsOf(canvas: Locator) {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const { width, height } = c;
    const px = c.getContext('2d')!.getImageData(0, 0, width, height).data;
    // echarts' first series colour, #5470c6
    const isBar = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return Math.abs(px[i] - 0x54) < 24 && Math.abs(px[i + 1] - 0x70) < 24 && Math.abs(px[i + 2] - 0xc6) < 24;
    };
    const scale = width / c.clientWidth;
    // the lowest row holding bar colour is the axis' baseline: every bar stands on it
    for (let y = height - 1; y > 0; y--) {
      const centres: number[] = [];
      let from = -1;
      for (let x = 0; x <= width; x++) {
        const on = x < width && isBar(x, y - 1);
        if (on && from < 0) from = x;
        if (!on && from >= 0) {
          if (x - from > 3) centres.push((from + x) / 2 / scale);
          from = -1;
        }
      }
      if (centres.length) return { centres, y: (y - 2) / scale };
    }
    return { centres: [] as number[], y: 0 };
  });
}

test('a click on a bar opens the to-do list filtered to that flow, with a removable tag', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const lina = await Actor.signIn(page.request, 'lina');
  const stamp = Date.now();
  const leave = await lina.start(
    'leaveRequest',
    { leaveType: 'personal', days: 1, startDate: '2026-12-15', endDate: '2026-12-15', reason: 'Bar click' },
    `e2e bar leave ${stamp}`,
  );
  const expense = await lina.start(
    'expenseClaim',
    { expenseType: 'travel', amount: 120, occurDate: '2026-12-01', description: 'Bar click' },
    `e2e bar expense ${stamp}`,
  );
  const [task] = await lina.openTasks(leave.instId);
  const account = task!.assigneeId!.replace(/^u_/, '');
  const approver = await Actor.signIn(page.request, account);
  // her leader approves both flows first: the expense claim is on the same to-do list
  const expenseTasks = await lina.openTasks(expense.instId);
  expect(expenseTasks.map((t) => t.assigneeId)).toContain(task!.assigneeId);

  // the bars in the order of the approver's rows: the leave flow's bar is the one to click
  const byFlow = await approver.ok<{ rows: Array<{ flowKey: string }> }>(
    'POST',
    '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias?alias=dash_todo_by_flow',
    {},
  );
  const index = byFlow.rows.findIndex((r) => r.flowKey === 'leaveRequest');
  expect(index).toBeGreaterThanOrEqual(0);

  await openSignedIn(page, account, DASHBOARD);
  const widget = page.getByTestId('widget-todo_by_flow');
  await widget.scrollIntoViewIfNeeded();
  const canvas = widget.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  // the bars grow in; wait until every row has its bar
  await expect.poll(async () => (await barsOf(canvas)).centres.length, { timeout: 10_000 }).toBe(byFlow.rows.length);
  // the keyboard's way to the same values: out of sight until focused
  const values = widget.getByRole('list', { name: 'Open the list of a value: To-dos by flow' });
  const first = values.getByRole('button').first();
  await first.focus();
  expect((await first.boundingBox())!.width).toBeGreaterThan(20);
  await page.screenshot({ path: path.join(info.project.outputDir, 'dashboards-keyboard-values-en-US-1440.png') });
  await first.blur();
  await page.waitForTimeout(1200);
  const bars = await barsOf(canvas);
  await canvas.click({ position: { x: bars.centres[index]!, y: bars.y } });

  await expect(page).toHaveURL(/\/front\/matter\/myTask\?tab=todo&procDefKey=leaveRequest/);
  const tags = page.getByTestId('link-filters');
  await expect(tags).toHaveText('Flow: Leave request');
  await page.screenshot({ path: path.join(info.project.outputDir, 'dashboards-click-through-en-US-1440.png') });
  const list = page.locator('.ant-table-tbody');
  await expect(list.getByText(`e2e bar leave ${stamp}`)).toBeVisible();
  // only that flow's rows
  const rows = await list.locator('tr.ant-table-row').allInnerTexts();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain('Leave request');
  await expect(list.getByText(`e2e bar expense ${stamp}`)).toHaveCount(0);

  // removing the tag shows the whole list
  await tags.getByRole('button', { name: 'Remove filter Flow: Leave request' }).click();
  await expect(page.getByTestId('link-filters')).toHaveCount(0);
  await expect(list.getByText(`e2e bar expense ${stamp}`)).toBeVisible();
  await context.close();
});
