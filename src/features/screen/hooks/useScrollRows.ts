import { useEffect, useState } from 'react';

/**
 * The first row shown by a scrolling board: it moves on by one every `waitMs` while there are more rows
 * than fit, unless paused (pointer over the board) or the user prefers reduced motion.
 */
export function useScrollRows(total: number, visible: number, waitMs: number, paused: boolean, reducedMotion: boolean): number {
  const [first, setFirst] = useState(0);
  const scrolls = total > visible && !reducedMotion && !paused && waitMs > 0;
  useEffect(() => {
    if (!scrolls) return;
    const timer = window.setInterval(() => setFirst((f) => (f + 1) % total), waitMs);
    return () => window.clearInterval(timer);
  }, [scrolls, total, waitMs]);
  return total > 0 ? first % total : 0;
}

/** `visible` rows starting at `first`, wrapping round to the start. */
export function windowRows<T>(rows: readonly T[], first: number, visible: number): Array<{ row: T; index: number }> {
  const n = Math.min(visible, rows.length);
  return Array.from({ length: n }, (_, i) => {
    const index = (first + i) % rows.length;
    return { row: rows[index], index };
  });
}
