import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { Actor, taskOf } from './support/workflow';
import { IDENTITY_CALLS } from '../contract/identity';

interface Focused {
  tag: string;
  role: string | null;
  text: string;
  placeholder: string | null;
  visible: boolean;
}

/** What has the keyboard focus now (read only: the journey itself uses nothing but the keyboard). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const box = el?.getBoundingClientRect();
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      role: el?.getAttribute('role') ?? null,
      text: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim(),
      placeholder: el?.getAttribute('placeholder') ?? null,
      visible: Boolean(box && box.width > 0 && box.height > 0),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focus is on what `wanted` accepts; every stop on the way must be visible. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, key = 'Tab', limit = 60): Promise<Focused> {
  const path: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    path.push(`${now.tag}${now.role ? `[${now.role}]` : ''} ${now.text.slice(0, 30)}`);
    expect(now.visible, `focus is visible at ${path.at(-1)}`).toBe(true);
    if (wanted(now)) return now;
  }
  throw new Error(`${what} not reached by ${key}; stops: ${path.join(' → ')}`);
}

test('a leader signs in, opens the first to-do and agrees with an opinion, by keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const subject = `e2e keyboard ${Date.now()}`;
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const lina = await Actor.signIn(request, 'lina');
  const { instId } = await zhangwei.start(
    'leaveRequest',
    { leaveType: 'personal', days: 1, startDate: '2026-12-09', endDate: '2026-12-09', reason: 'keyboard' },
    subject,
  );
  await taskOf(lina, instId, 'leaderApprove');

  // sign in: the account field has the focus when the page opens
  await page.goto(`${IDENTITY_CALLS.loginPage.path}?redirect=${encodeURIComponent('/front/matter/myTask')}`);
  await expect(page.locator('#account')).toBeFocused();
  await page.keyboard.type('lina');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Portal@2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/front/matter/myTask' && !url.hash.includes('utoken'));
  await expect(page.getByRole('main').getByRole('tab', { name: '待办事项', selected: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(subject)).toBeVisible();

  // the skip link comes first and leads past the menu to the page
  await tabTo(page, (f) => f.text === '跳到主要内容', 'the skip link', 'Tab', 3);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // the first to-do (the newest: ours) opens the approval form in a window of its own
  await tabTo(page, (f) => f.text === subject, 'the first to-do');
  const [form] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await form.waitForLoadState();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('审批表单');
  await expect(form.getByText(subject).first()).toBeVisible();

  // write the opinion, then agree
  await tabTo(form, (f) => f.tag === 'textarea' && (f.placeholder ?? '').includes('请输入审批意见'), 'the opinion box');
  await form.keyboard.type('同意，键盘办理');
  await tabTo(form, (f) => f.tag === 'button' && f.text.replace(/\s/g, '') === '同意', 'the agree button');
  await form.keyboard.press('Enter');

  // the result is said by the live region and the keyboard continues from it
  await expect(form.getByRole('status')).toHaveText('已同意');
  await expect.poll(async () => (await focused(form)).tag).not.toBe('body');
  await expect.poll(async () => (await lina.openTasks(instId)).some((t) => t.assigneeId === lina.userId)).toBe(false);
});
