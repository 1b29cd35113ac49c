/** Page sizes and the table height rule shared by every list (spec 01 §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const RESIZE_DEBOUNCE_MS = 300;

const CHROME_HEIGHT = 172;
const FULL_SCREEN_CHROME_HEIGHT = 120;

/** The table body height: the window minus the surrounding chrome, which is smaller in full screen. */
export function tableHeight(windowHeight: number, isFull: boolean): number {
  return Math.max(0, windowHeight - (isFull ? FULL_SCREEN_CHROME_HEIGHT : CHROME_HEIGHT));
}

/** The __isFull__ query flag, or the full-screen layout itself, switches to the full-screen rule. */
export function isFullScreen(search: string, pathname: string): boolean {
  const flag = new URLSearchParams(search).get('__isFull__');
  return flag === 'true' || flag === '1' || pathname.includes('/fullMatter');
}
