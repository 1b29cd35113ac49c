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
