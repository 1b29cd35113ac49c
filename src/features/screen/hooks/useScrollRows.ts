import { useEffect, useState } from 'react';

export interface ScrollOptions {
  /**
   * false: the window moves down until the last row shows, then starts again at the top, so a ranking always shows
   * consecutive places from No.1 on (issue 29.18: it wrapped round and started mid-scroll); true (the default): it
   * wraps round, the first rows following the last.
   */
  wrap?: boolean;
  /** new data (another key) starts again at the first row */
  resetKey?: string;
}

/**
 * The first row shown by a scrolling board: it moves on by one every `waitMs` while there are more rows
 * than fit, unless paused (pointer over the board) or the user prefers reduced motion.
 */
export function useScrollRows(
  total: number,
  visible: number,
  waitMs: number,
  paused: boolean,
  reducedMotion: boolean,
  { wrap = true, resetKey = '' }: ScrollOptions = {},
): number {
  const [state, setState] = useState({ first: 0, key: resetKey });
  if (state.key !== resetKey) setState({ first: 0, key: resetKey });
  const scrolls = total > visible && !reducedMotion && !paused && waitMs > 0;
  useEffect(() => {
    if (!scrolls) return;
    const last = wrap ? total - 1 : total - visible;
    const timer = window.setInterval(() => setState((s) => ({ ...s, first: s.first >= last ? 0 : (s.first + 1) % total })), waitMs);
    return () => window.clearInterval(timer);
  }, [scrolls, total, visible, waitMs, wrap]);
  const first = state.key === resetKey ? state.first : 0;
  if (total <= 0) return 0;
  return wrap ? first % total : Math.min(first, Math.max(0, total - visible));
}

/** `visible` rows starting at `first`, wrapping round to the start. */
export function windowRows<T>(rows: readonly T[], first: number, visible: number): Array<{ row: T; index: number }> {
  const n = Math.min(visible, rows.length);
  return Array.from({ length: n }, (_, i) => {
    const index = (first + i) % rows.length;
    return { row: rows[index], index };
  });
}
