import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';
import { SCREEN_CHART_KINDS } from '../contract/screen';

/** Every widget kind of spec 02 §2: the demo screen approval_screen has each once. */
const KINDS = [
  'text',
  'time',
  ...Array.from({ length: 12 }, (_, i) => `dv-decoration-${i + 1}`),
  ...Array.from({ length: 13 }, (_, i) => `dv-border-box-${i + 1}`),
  ...SCREEN_CHART_KINDS,
];
const ECHARTS = ['line', 'bar', 'pie', 'radar', 'gauge', 'ring', 'conicalColumn'];
const CJK = /[\u3400-\u9fff]/;

interface Drawn {
  kind: string;
  count: number;
  box: { x: number; y: number; right: number; bottom: number; width: number; height: number } | null;
  drawn: boolean;
  note: boolean;
}

async function expectEveryKindInside(page: Page, width: number, height: number) {
  const canvas = page.getByTestId('screen-canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-scale', Math.min(width / 1920, height / 1080).toFixed(4));
  // echarts draws with its SVG renderer: vector text stays sharp at any scale
  for (const kind of ECHARTS) await expect(page.locator(`[data-widget-kind="${kind}"] svg`).first(), kind).toBeVisible();
  // the live figures arrived
  await expect(page.locator('[data-widget-kind="digitalFlop"] [data-value]').first()).toBeVisible();
  // one look at every widget: placed once, inside the window, drawn (SVG, chart or text), without its error note
  const drawn = await page.evaluate((kinds) => {
    return kinds.map((kind): Drawn => {
      const hosts = document.querySelectorAll(`[data-widget-kind="${kind}"]`);
      const host = hosts[0] as HTMLElement | undefined;
      const r = host?.getBoundingClientRect();
      const content = host?.lastElementChild?.firstElementChild as HTMLElement | null | undefined;
      return {
        kind,
        count: hosts.length,
        box: r ? { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height } : null,
        drawn: !!content && (content.getBoundingClientRect().width > 0 || content.tagName.toLowerCase() === 'svg'),
        note: !!host?.querySelector('[role="status"]'),
      };
    });
  }, KINDS);
  for (const d of drawn) {
    expect(d.count, d.kind).toBe(1);
    expect(d.box && d.box.width > 0 && d.box.height > 0, d.kind).toBe(true);
    expect(d.box!.x, d.kind).toBeGreaterThanOrEqual(0);
    expect(d.box!.y, d.kind).toBeGreaterThanOrEqual(0);
    expect(d.box!.right, d.kind).toBeLessThanOrEqual(width + 1);
    expect(d.box!.bottom, d.kind).toBeLessThanOrEqual(height + 1);
    expect(d.drawn, d.kind).toBe(true);
    expect(d.note, d.kind).toBe(false);
  }
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  for (const [width, height] of [
    [1280, 720],
    [3840, 2160],
  ] as const) {
    test(`the large screen at ${width}x${height} in ${lang} shows every border box, decoration and chart kind`, async ({
      browser,
    }, info) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        locale: lang,
        viewport: { width, height },
        // the 4K runs also check the still picture of prefers-reduced-motion
        reducedMotion: width > 2000 ? 'reduce' : 'no-preference',
        extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${width % 250}.${lang === 'zh-CN' ? 1 : 2}` },
      });
      const page = await context.newPage();
      await openSignedIn(page, ADMIN.account, '/front/largeScreen/approval_screen', ADMIN.password);
      await expectEveryKindInside(page, width, height);
      const title = lang === 'zh-CN' ? '审批运营数据大屏' : 'Approval operations';
      await expect(page.locator('[data-widget-kind="text"]')).toHaveText(title);
      // issue 29.18: the administrator's screen shows the company's figures and says so
      await expect(page.getByTestId('screen-figures')).toHaveText(lang === 'zh-CN' ? '全公司数据' : 'Company-wide figures');
      if (lang === 'en-US') {
        const lines = (await page.getByTestId('screen-canvas').innerText()).split('\n').filter((l) => CJK.test(l));
        expect(lines).toEqual([]);
      }
      // the picture once the flop has counted up to its figures
      for (const flop of await page.locator('[data-widget-kind="digitalFlop"] [data-value]').all()) {
        const value = Number(await flop.getAttribute('data-value'));
        await expect.poll(async () => Number((await flop.innerText()).replace(/\D/g, ''))).toBe(value);
      }
      await page.screenshot({ path: path.join(info.project.outputDir, `large-screen-${lang}-${width}x${height}.png`) });
      await context.close();
    });
  }
}

test('the menu opens the large screen in a window of its own, full window, and a resize rescales it', async ({ page }) => {
  await openSignedIn(page, ADMIN.account, '/front/home', ADMIN.password);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('menu').first().getByText('数据大屏').click();
  const screen = await opened;
  await expect(screen).toHaveURL(/\/front\/largeScreen\?alias=approval_screen/);
  const canvas = screen.getByTestId('screen-canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  // the empty layout: no side menu or top bar around the canvas
  await expect(screen.getByRole('menu')).toHaveCount(0);
  await screen.setViewportSize({ width: 960, height: 540 });
  await expect(canvas).toHaveAttribute('data-scale', '0.5000');
  await expect(screen.getByRole('button', { name: '全屏' })).toBeVisible();
});
