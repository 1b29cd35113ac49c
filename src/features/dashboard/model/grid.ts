import type { DashboardItem, UserLayoutPlacement } from '@/api/dashboards';

/** The grid's columns (the contract's DASHBOARD_COLS) and the height of one row in pixels. */
export const COLS = 12;
export const ROW_HEIGHT = 36;

export interface GridCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const cellsOf = (items: readonly DashboardItem[]): GridCell[] =>
  items.map((it) => ({ i: it.key, x: it.x, y: it.y, w: it.width, h: it.height }));

export const placementsOf = (cells: readonly GridCell[]): UserLayoutPlacement[] =>
  cells.map((c) => ({ key: c.i, x: c.x, y: c.y, width: c.w, height: c.h }));

/** True when two arrangements place every cell alike (a drop where it started saves nothing). */
export const sameCells = (a: readonly GridCell[], b: readonly GridCell[]) =>
  a.length === b.length &&
  a.every((c) => {
    const o = b.find((d) => d.i === c.i);
    return !!o && o.x === c.x && o.y === c.y && o.w === c.w && o.h === c.h;
  });

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** The keyboard alternative to dragging and resizing: one cell moved or resized one step, kept inside the grid. */
export function moveCell(cells: readonly GridCell[], key: string, move: GridMove): GridCell[] {
  return cells.map((c) => {
    if (c.i !== key) return c;
    const n = { ...c };
    if (move === 'left') n.x = Math.max(0, c.x - 1);
    if (move === 'right') n.x = Math.min(COLS - c.w, c.x + 1);
    if (move === 'up') n.y = Math.max(0, c.y - 1);
    if (move === 'down') n.y = c.y + 1;
    if (move === 'wider') n.w = Math.min(COLS - c.x, c.w + 1);
    if (move === 'narrower') n.w = Math.max(2, c.w - 1);
    if (move === 'taller') n.h = Math.min(40, c.h + 1);
    if (move === 'shorter') n.h = Math.max(3, c.h - 1);
    return n;
  });
}

const overlaps = (a: GridCell, b: GridCell) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Every cell raised as far as it goes, top ones first (the grid library's vertical compaction). */
function raise(cells: readonly GridCell[]): GridCell[] {
  const placed: GridCell[] = [];
  for (const c of [...cells].sort((a, b) => a.y - b.y || a.x - b.x)) {
    let y = c.y;
    while (y > 0 && !placed.some((p) => overlaps(p, { ...c, y: y - 1 }))) y--;
    placed.push({ ...c, y });
  }
  return placed;
}

/**
 * The arrangement after one widget was moved or resized (issue 29.18: the grid library pushed the widget it landed on
 * down and left the moved one's old place empty, too narrow for the widgets below to rise into). The moved one stays
 * where it was put; the others keep their places from before the move, except those it now covers, which take the
 * first place (top, then left) where they fit, the old place of the moved one first among them; then all are raised.
 * Cells come back in the order given.
 */
export function settleAround(cells: readonly GridCell[], moved: string, before: readonly GridCell[] = cells): GridCell[] {
  const pinned = cells.find((c) => c.i === moved);
  if (!pinned) return [...cells];
  const was = new Map(before.map((c) => [c.i, c]));
  const others = cells.filter((c) => c.i !== moved).map((c) => ({ ...c, ...pick(was.get(c.i)) }));
  const kept = others.filter((c) => !overlaps(c, pinned));
  const placed: GridCell[] = [pinned, ...kept];
  const displaced = others.filter((c) => overlaps(c, pinned)).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const c of displaced) {
    const w = Math.min(c.w, COLS);
    let spot: GridCell | undefined;
    for (let y = 0; !spot; y++)
      for (let x = 0; x + w <= COLS && !spot; x++) {
        const here = { ...c, x, y, w };
        if (!placed.some((p) => overlaps(p, here))) spot = here;
      }
    placed.push(spot!);
  }
  const settled = new Map(raise(placed).map((c) => [c.i, c]));
  return cells.map((c) => settled.get(c.i) ?? c);
}

const pick = (c: GridCell | undefined) => (c ? { x: c.x, y: c.y, w: c.w, h: c.h } : {});

/**
 * Whether an arrangement leaves a hole: a free place with a widget below it in the same columns, big enough for one
 * of the widgets (a sliver no widget fits into is no hole: nothing could fill it; an uneven bottom is none either).
 */
export function hasHole(cells: readonly GridCell[]): boolean {
  const bottom = Math.max(0, ...cells.map((c) => c.y + c.h));
  for (const c of cells)
    for (let y = 0; y + c.h <= bottom; y++)
      for (let x = 0; x + c.w <= COLS; x++) {
        const here = { ...c, x, y };
        // (a place overlapping the widget's own is a shift, not a hole)
        if (cells.some((o) => overlaps(o, here))) continue;
        const below = cells.some((o) => o.y >= y + c.h && o.x < x + c.w && x < o.x + o.w);
        if (below) return true;
      }
  return false;
}
