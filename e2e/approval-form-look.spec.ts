import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { WATERMARK_CALLS } from '../contract/workflow-watermark';

/** The leader's approval form of a fresh leave request, in its own window, in a language and theme. */
async function openLeaderForm(page: Page, { language = 'zh-CN', style = 'light' } = {}) {
  const employee = await Actor.signIn(page.request, 'zhangwei');
  const leader = await Actor.signIn(page.request, 'lina');
  const { instId } = await employee.start(
    'leaveRequest',
    { leaveType: 'annual', days: 2, startDate: '2026-12-01', endDate: '2026-12-02', reason: '家中有事' },
    `e2e 外观 ${Date.now()}`,
  );
  const task = await taskOf(leader, instId, 'leaderApprove');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('tr_language', lang);
      localStorage.setItem(
        'tr_theme',
        JSON.stringify({ state: { name: 'geekblue', layout: 'vertical', style: theme, themeColor: '#2F54EB' }, version: 0 }),
      );
    },
    [language, style],
  );
  const watermark = page.waitForResponse((r) => r.url().includes(WATERMARK_CALLS.byInstance.path));
  await openSignedIn(page, 'lina', `/front/fullMatter/approvalForm?taskId=${task.id}`);
  await watermark;
  await expect(page.getByRole('toolbar')).toBeVisible();
  return { instId };
}

/** antd draws each watermark layer as a div with the mark as a data-URL background image. */
const watermarkLayers = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('div[style*="background-image"]')).filter((d) =>
        d.style.backgroundImage.includes('data:image'),
      ).length,
  );

/** The rectangles of each user task's icon and of its name's first character, on screen. */
const userTaskLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGGElement>('.djs-shape')).flatMap((shape) => {
      const visual = shape.querySelector('.djs-visual');
      const text = visual?.querySelector<SVGTextElement>('text.djs-label');
      const icon = visual?.querySelectorAll<SVGPathElement>(':scope > path');
      if (!text || !icon?.length || !text.textContent) return [];
      const first = text.querySelector('tspan') ?? text;
      const range = document.createRange();
      range.setStart(first.firstChild ?? first, 0);
      range.setEnd(first.firstChild ?? first, 1);
      const char = range.getBoundingClientRect();
      const icons = Array.from(icon, (p) => p.getBoundingClientRect());
      const iconBox = {
        left: Math.min(...icons.map((b) => b.left)),
        top: Math.min(...icons.map((b) => b.top)),
        right: Math.max(...icons.map((b) => b.right)),
        bottom: Math.max(...icons.map((b) => b.bottom)),
      };
      const overlaps = char.left < iconBox.right && iconBox.left < char.right && char.top < iconBox.bottom && iconBox.top < char.bottom;
      return [{ name: text.textContent, overlaps }];
    }),
  );

test("the leader's approval form: one watermark, one chart button, read-only fields as descriptions", async ({ page }) => {
  await openLeaderForm(page);
  await expect(page.getByText('请假类型').first()).toBeVisible();
  // the flow's own mark replaces the user's: one layer, not two
  await expect.poll(() => watermarkLayers(page)).toBe(1);
  await expect(page.getByRole('button', { name: /流程图/ })).toHaveCount(1);
  const label = page.locator('.ant-descriptions-item-label', { hasText: '请假类型' });
  await expect(label).toBeVisible();
  // the label is lighter than the value beside it
  const [labelColour, valueColour] = await label.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(el.nextElementSibling!).color,
  ]);
  expect(labelColour).not.toBe(valueColour);
});

for (const language of ['zh-CN', 'en-US', 'id']) {
  test(`the flow chart (${language}): names clear of the task icons, readable avatars`, async ({ page }) => {
    await openLeaderForm(page, { language });
    await page
      .getByRole('toolbar')
      .getByRole('button')
      .filter({ hasText: /流程图|Flow chart|Bagan alur|Diagram/i })
      .click();
    await expect(page.locator('[data-chart-phase="ready"]')).toBeVisible({ timeout: 20_000 });
    const labels = await userTaskLabels(page);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.overlaps)).toEqual([]);
    const avatar = page.locator('.fc-avatar').first();
    await expect(avatar).toBeVisible();
    const size = await avatar.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(28);
  });
}

test('the flow chart in the dark theme: a dark canvas and legend, light names', async ({ page }) => {
  await openLeaderForm(page, { style: 'dark' });
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: /流程图/ })
    .click();
  await expect(page.locator('[data-chart-phase="ready"]')).toBeVisible({ timeout: 20_000 });
  const looks = await page.evaluate(() => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const view = document.querySelector('[data-chart-phase]')!;
    const legend = document.querySelector('section[aria-label]')!;
    const name = document.querySelector('.djs-shape text.djs-label')!;
    return {
      canvas: luminance(getComputedStyle(view).backgroundColor),
      legend: luminance(getComputedStyle(legend).backgroundColor),
      name: luminance(getComputedStyle(name).fill),
    };
  });
  expect(looks.canvas).toBeLessThan(80);
  expect(looks.legend).toBeLessThan(80);
  expect(looks.name).toBeGreaterThan(160);
});
