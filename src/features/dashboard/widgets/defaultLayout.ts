import type { LayoutItem } from './types';

const at = (type: string, x: number, y: number, width: number, height: number): LayoutItem => ({
  type,
  alias: `fallback_${type}`,
  x,
  y,
  width,
  height,
  options: {},
});

/**
 * What the home page draws when the server holds no layout (or a company backend has no
 * vueFrontHome): the task lists, the notices and the sankey, as the home page always had.
 */
export const FALLBACK_LAYOUT: readonly LayoutItem[] = [
  at('todo', 0, 0, 12, 8),
  at('done', 12, 0, 12, 8),
  at('request', 0, 8, 12, 8),
  at('overdue', 12, 8, 12, 8),
  at('notice', 0, 16, 8, 9),
  at('sankey', 8, 16, 16, 9),
];
