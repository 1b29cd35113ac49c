import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Nothing scrolls sideways: not the document, and no scrolling box inside it except the flow chart's canvas
 * and, where `subTables` is set (the forms), the wide sub-tables inside their own scrolling box.
 */
export async function expectNoSidewaysScroll(page: Page, what: string, subTables = false) {
  const wide = () =>
    page.evaluate((allowTables) => {
      const found: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > window.innerWidth) found.push(`document ${doc.scrollWidth} > ${window.innerWidth}`);
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        const overflow = getComputedStyle(el).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
        if (el.closest('.djs-container')) continue;
        if (allowTables && el.matches('.ant-table-content, .ant-table-body')) continue;
        found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return found;
    }, subTables);
  // once the page has settled (a table still loading may be wider for a moment)
  await expect.poll(wide, { message: `${what}: nothing scrolls sideways`, timeout: 5_000 }).toEqual([]);
}

/** The interface language and the light or dark theme a page starts in (set before any script of the page runs). */
export async function startIn(page: Page, language: { lang: string; style: 'light' | 'dark' }) {
  await page.addInitScript(
    ([lang, style]) => {
      localStorage.setItem('tr_language', lang);
      localStorage.setItem(
        'tr_theme',
        JSON.stringify({ state: { name: 'default', style, layout: 'vertical', themeColor: '#2F54EB' }, version: 0 }),
      );
    },
    [language.lang, language.style] as const,
  );
}

/** Scrolled to the end, the page's last card ends above a bar fixed at the bottom (top at `barTop`): nothing hides behind it. */
export async function expectLastCardAbove(page: Page, barTop: number) {
  // scrolled again on every look: parts of the form that arrive late (the flow chart, the opinions) lengthen the page
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const cards = document.querySelectorAll('.ant-card');
        return cards[cards.length - 1]?.getBoundingClientRect().bottom ?? Infinity;
      }),
    )
    .toBeLessThanOrEqual(barTop + 1);
}
