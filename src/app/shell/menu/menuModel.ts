import type { CompiledRoute, MenuNode } from '../../router/types';

/** Horizontal layout: the first 7 top-level items, the rest under More (spec 01 §9). */
export const HORIZONTAL_VISIBLE = 7;

export function splitHorizontal<T>(items: readonly T[], visible = HORIZONTAL_VISIBLE): { shown: T[]; more: T[] } {
  if (items.length <= visible) return { shown: [...items], more: [] };
  return { shown: items.slice(0, visible), more: items.slice(visible) };
}

export function findDirectory(menu: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of menu) {
    if (node.children) {
      if (node.path === path) return node;
      const found = findDirectory(node.children, path);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The side-menu key to highlight: the route's declared active menu, else its own path. Routes
 * with parameters (/templateForm/a/b) match their pattern.
 */
export function activeMenuKey(pathname: string, route: CompiledRoute | undefined): string {
  return route?.meta.activeMenu || pathname;
}

/**
 * Keys of the directories above the active item, to open them in the inline menu; a directory's
 * own overview page opens that directory.
 */
export function openKeysFor(menu: readonly MenuNode[], activeKey: string): string[] {
  const directory = findDirectory(menu, activeKey);
  if (directory) return [...trailTo(menu, directory.key), directory.key];
  return trailTo(menu, activeKey);
}

function trailTo(menu: readonly MenuNode[], activeKey: string): string[] {
  const trail: string[] = [];
  const visit = (nodes: readonly MenuNode[]): boolean => {
    for (const node of nodes) {
      if (node.key === activeKey) return true;
      if (node.children) {
        trail.push(node.key);
        if (visit(node.children)) return true;
        trail.pop();
      }
    }
    return false;
  };
  return visit(menu) ? trail : [];
}

/** Long labels get a tooltip: over 8 characters for items and the logo, over 5 for sub-menu titles. */
export const ITEM_TOOLTIP_OVER = 8;
export const SUBMENU_TOOLTIP_OVER = 5;

export const needsTooltip = (title: string, over: number): boolean => [...title].length > over;
