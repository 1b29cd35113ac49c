/** A column as the fitting sees it: a fixed width, or the one flexible column with a minimum. */
export interface FitInput {
  key: string;
  width?: number;
  /** the flexible column's least width (the title) */
  minWidth?: number;
  /** lower gives way first; no priority = always shown (title, status, actions) */
  priority?: number;
}

/** The least width of a list's title column. */
export const TITLE_MIN_WIDTH = 240;

/** Room taken besides the columns: a selection column, the vertical scroll bar. */
export const TABLE_GUTTER = 16;

/**
 * The keys of the columns that fit `available` pixels: the optional ones give way lowest priority
 * first until the fixed widths plus the flexible column's minimum fit. Always-shown columns stay
 * even when they alone are too wide (the table scrolls then, rather than losing its actions).
 */
export function fitColumns(columns: readonly FitInput[], available: number): Set<string> {
  const need = (cols: readonly FitInput[]) => cols.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 0), TABLE_GUTTER);
  const shown = [...columns];
  const optional = columns.filter((c) => c.priority !== undefined).sort((a, b) => a.priority! - b.priority!);
  while (need(shown) > available && optional.length) {
    const drop = optional.shift()!;
    shown.splice(shown.indexOf(drop), 1);
  }
  return new Set(shown.map((c) => c.key));
}
