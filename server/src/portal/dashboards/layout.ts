import { SCREEN_DEFAULT_HEIGHT, SCREEN_DEFAULT_WIDTH, type DashboardItem, type ScreenConfig } from '../../../../contract/screen.js';
import type { UserLayoutPlacement } from '../../../../contract/dashboards.js';
import type { Database } from '../../db/database.js';
import * as repo from './repo.js';

/** A dashboard has no canvas: the large screen's fields get this neutral one. */
export const DASHBOARD_CANVAS: ScreenConfig = {
  width: SCREEN_DEFAULT_WIDTH,
  height: SCREEN_DEFAULT_HEIGHT,
  backgroundType: 'color',
  backgroundColor: '#ffffff',
};

/** The default items of a (localised) dashboard design; anything that is not an item list gives none. */
export function defaultItems(design: unknown): DashboardItem[] {
  const items = (design as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as DashboardItem[]) : [];
}

/**
 * The items placed as the user saved them. A saved arrangement applies only while it names exactly the layout's
 * items (an administrator who adds or removes one brings everybody back to the default).
 */
export function arrange(items: DashboardItem[], saved: UserLayoutPlacement[] | null): { items: DashboardItem[]; customized: boolean } {
  if (!saved) return { items, customized: false };
  const byKey = new Map(saved.map((p) => [p.key, p]));
  if (byKey.size !== items.length || items.some((i) => !byKey.has(i.key))) return { items, customized: false };
  return {
    items: items.map((i) => {
      const p = byKey.get(i.key)!;
      return { ...i, x: p.x, y: p.y, width: p.width, height: p.height };
    }),
    customized: true,
  };
}

/** The dashboard part of a layout answer, in the caller's arrangement when saved. */
export async function dashboardItems(db: Database, userId: string, layoutId: string, design: unknown) {
  const saved = await repo.userLayout(db, userId, layoutId);
  return arrange(defaultItems(design), saved as UserLayoutPlacement[] | null);
}
