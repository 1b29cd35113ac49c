import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { expectLastCardAbove, expectNoSidewaysScroll, startIn } from './support/layout';

// Issue 18, part 1: every screen a user needs at phone (390 x 844, touch) and tablet (768 x 1024) width, in
// Chinese (light theme) and English (dark theme). Screenshots go to e2e/artifacts/ (git-ignored) to be looked at.

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, phone: false },
] as const;
const LANGUAGES = [
  { lang: 'zh-CN', style: 'light', myTasks: '我的待办', matters: '事项办理', agree: /^同\s*意$/, openMenu: '打开菜单', search: '搜索' },
  { lang: 'en-US', style: 'dark', myTasks: 'My tasks', matters: 'Matters', agree: /^agree$/i, openMenu: 'Open the menu', search: 'Search' },
] as const;
const leave = { leaveType: 'personal', days: 1, startDate: '2026-12-14', endDate: '2026-12-14', reason: 'phone and tablet check' };

/** The top bar fits the window and none of its controls overlap another. */
async function expectTopBarFits(page: Page) {
  const viewport = page.viewportSize()!;
  const header = page.locator('header').first();
  const bar = (await header.boundingBox())!;
  expect(bar.width).toBeLessThanOrEqual(viewport.width);
  const boxes = [];
  for (const control of await header.locator('button:visible, [role="search"]:visible').all()) boxes.push((await control.boundingBox())!);
  expect(boxes.length).toBeGreaterThan(2);
  for (const [i, a] of boxes.entries()) {
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width, 'a top bar control inside the window').toBeLessThanOrEqual(viewport.width + 0.5);
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
      // the search box holds its own buttons
      const nested = a.x <= b.x && b.x + b.width <= a.x + a.width + 0.5 && a.y <= b.y && b.y + b.height <= a.y + a.height + 0.5;
      const within = b.x <= a.x && a.x + a.width <= b.x + b.width + 0.5 && b.y <= a.y && a.y + a.height <= b.y + b.height + 0.5;
      expect(apart || nested || within, `top bar controls overlap: ${JSON.stringify([a, b])}`).toBe(true);
    }
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join('e2e', 'artifacts', `${name}.png`) });
}

/** The transform scale of the chart's drawing. */
const chartScale = (page: Page) => page.locator('.djs-container svg .viewport').evaluate((g) => (g as SVGGraphicsElement).getCTM()?.a ?? 0);

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test.describe(`${width.name} ${language.lang}`, () => {
      test.use({ viewport: width.viewport, hasTouch: true, isMobile: width.phone });

      test(`every screen fits ${width.viewport.width} px and the task is agreed (${language.lang})`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const tag = `${width.name}-${language.lang}`;
        await startIn(page, language);
        const zhangwei = await Actor.signIn(request, 'zhangwei');
        const lina = await Actor.signIn(request, 'lina');
        const subject = `e2e ${tag} ${Date.now()}`;
        const { instId } = await zhangwei.start('leaveRequest', leave, subject);
        const task = await taskOf(lina, instId, 'leaderApprove');

        await test.step('home', async () => {
          await openSignedIn(page, 'lina', '/front/home');
          await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
          await expect(page.getByText(language.myTasks).first()).toBeVisible();
          await expectTopBarFits(page);
          await expectNoSidewaysScroll(page, 'home');
          await shot(page, `phone-${tag}-home`);
        });

        await test.step('the menu', async () => {
          if (width.phone) {
            // below md the menu is a drawer: it opens, navigates and closes
            await page.getByRole('button', { name: language.openMenu }).click();
            const drawer = page.locator('.ant-drawer-section');
            await expect(drawer).toBeVisible();
            await shot(page, `phone-${tag}-menu`);
            await drawer.getByText(language.matters, { exact: true }).click();
            await drawer.getByText(language.myTasks, { exact: true }).click();
            await expect(drawer).toBeHidden();
            await expect(page).toHaveURL(/\/matter\/myTask/);
          } else {
            // from md on the side menu stays (collapsed to its icons below lg)
            await expect(page.locator('.ant-layout-sider')).toBeVisible();
            await page.goto('/front/matter/myTask');
          }
        });

        await test.step('to-do list', async () => {
          if (width.phone) {
            const card = page.getByRole('article', { name: subject });
            await expect(card).toBeVisible();
            await expect(card).toContainText(/请假申请|Leave request/);
          } else await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
          await expectTopBarFits(page);
          await expectNoSidewaysScroll(page, 'to-do list');
          await shot(page, `phone-${tag}-todo`);
        });

        await test.step('start a process', async () => {
          await page.goto('/front/matter/startProcess');
          await expect(page.getByText(/请假申请|Leave request/).first()).toBeVisible();
          await expectNoSidewaysScroll(page, 'start a process');
          await shot(page, `phone-${tag}-start`);
          await page.goto('/front/matter/approvalForm?defKey=leaveRequest');
          await expect(page.locator('form, .ant-form').first()).toBeVisible();
          await expectNoSidewaysScroll(page, 'start form', true);
          // the subject box stays inside its card
          const overhang = await page
            .locator('.ant-card input.ant-input')
            .first()
            .evaluate((input) => input.getBoundingClientRect().right - input.closest('.ant-card')!.getBoundingClientRect().right);
          expect(overhang, 'the subject box inside its card').toBeLessThanOrEqual(0);
          await shot(page, `phone-${tag}-start-form`);
        });

        await test.step('messages', async () => {
          await page.goto('/front/personal/message');
          await expect(page.getByRole('table')).toBeVisible();
          await expectNoSidewaysScroll(page, 'messages');
          await shot(page, `phone-${tag}-messages`);
        });

        await test.step('search', async () => {
          await page.goto('/front/home');
          if (width.phone) await page.getByRole('button', { name: language.search }).click();
          const box = page.getByRole('search');
          await expect(box).toBeVisible();
          // the first screen's look-alike until focused, then antd's Input.Search: the same searchbox
          await box.getByRole('searchbox').fill('zhangwei');
          await box.getByRole('searchbox').press('Enter');
          await expect(page.getByText('张伟').first()).toBeVisible();
          await expectTopBarFits(page);
          await expectNoSidewaysScroll(page, 'search');
          await shot(page, `phone-${tag}-search`);
        });

        await test.step('flow chart: fitted on open, pinch zoom', async () => {
          await page.goto(`/front/flowChart?instId=${instId}`);
          const canvas = page.locator('.djs-container');
          await expect(canvas.locator('svg .viewport .djs-shape').first()).toBeVisible({ timeout: 20_000 });
          // fitted: the whole drawing inside the canvas
          const frame = (await canvas.boundingBox())!;
          const drawing = await canvas.locator('svg .viewport').evaluate((g) => g.getBoundingClientRect().toJSON() as DOMRect);
          expect(drawing.x).toBeGreaterThanOrEqual(frame.x - 1);
          expect(drawing.x + drawing.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
          await expectNoSidewaysScroll(page, 'flow chart');
          await shot(page, `phone-${tag}-chart`);
          if (width.phone) {
            const before = await chartScale(page);
            const cx = frame.x + frame.width / 2;
            const cy = frame.y + frame.height / 2;
            const cdp = await page.context().newCDPSession(page);
            const fingers = (spread: number) => [
              { x: cx - spread, y: cy, id: 1 },
              { x: cx + spread, y: cy, id: 2 },
            ];
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
            for (const spread of [30, 45, 60, 80])
              await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
            await expect.poll(() => chartScale(page)).toBeGreaterThan(before * 2);
            await expectNoSidewaysScroll(page, 'flow chart after a pinch');
          }
        });

        await test.step('approval form: agree through the action bar', async () => {
          await page.goto(`/front/matter/approvalForm?taskId=${task.id}`);
          await expect(page.getByText(subject).first()).toBeVisible();
          await expectNoSidewaysScroll(page, 'approval form', true);
          const bar = width.phone ? page.getByTestId('phone-actions') : page.getByRole('toolbar', { name: /审批操作|Approval actions/ });
          await expect(bar).toBeVisible();
          const agree = bar.getByRole('button', { name: language.agree });
          // on a phone the main action comes first
          if (width.phone) await expect(bar.getByRole('button').first()).toHaveText(language.agree);
          if (width.phone) {
            const viewport = page.viewportSize()!;
            const box = (await bar.boundingBox())!;
            expect(Math.abs(box.y + box.height - viewport.height), 'the bar sits on the bottom edge').toBeLessThanOrEqual(1);
            // scrolled to the end, the form's last card ends above the bar: nothing hides behind it
            await expectLastCardAbove(page, box.y);
            expect((await bar.boundingBox())!.y).toBeCloseTo(box.y, 0);
          }
          await shot(page, `phone-${tag}-approval`);
          const opinion = page.locator('textarea').first();
          if (await opinion.isVisible()) await opinion.fill(`agreed on ${width.name}`);
          await agree.click();
          await expect.poll(async () => (await lina.openTasks(instId)).some((t) => t.id === task.id), { timeout: 15_000 }).toBe(false);
          await shot(page, `phone-${tag}-approval-done`);
        });
      });
    });
  }
}

test.describe('a 1440 px window at 200 % zoom', () => {
  // 720 CSS pixels: below md, so the phone layout, with nothing lost
  test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

  test('keeps every control reachable: menu drawer, to-do cards, dialogs as full-screen sheets', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tr_language', 'zh-CN'));
    await openSignedIn(page, 'lina', '/front/matter/myTask');
    await expect(page.getByTestId('task-cards')).toBeVisible();
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await expectTopBarFits(page);
    await expectNoSidewaysScroll(page, 'to-do list at 200 %');
    await page.getByRole('button', { name: '个人菜单' }).click();
    await page.getByText('个人信息').click();
    const sheet = page.locator('.ant-modal').filter({ hasText: '个人信息' });
    await expect(sheet).toBeVisible();
    // once its opening animation is over, the dialog covers the whole width
    await expect.poll(async () => (await sheet.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(719);
    expect((await sheet.boundingBox())!.x).toBeLessThanOrEqual(0.5);
    await shot(page, 'phone-zoom200-sheet');
  });
});
