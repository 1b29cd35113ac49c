import type { MenuItem, MenuRouteData } from '../../../../contract/portal.js';
import type { Lang } from '../../lib/i18n.js';

/** A menu row with its role codes, as the repository reads it. */
export interface MenuRow {
  id: string;
  parentId: string | null;
  alias: string;
  names: Record<Lang, string>;
  path: string;
  component: string | null;
  icon: string | null;
  sort: number;
  routeData: MenuRouteData | null;
  roles: string[];
}

/** An item with no roles is for everyone; otherwise the caller needs one of them. */
export function visibleTo(roles: readonly string[], callerRoles: ReadonlySet<string>): boolean {
  return roles.length === 0 || roles.some((r) => callerRoles.has(r));
}

/**
 * The caller's menu tree: items they may see, under parents they may see, named in their
 * language and sorted. A directory (no component, no embedded url) left without visible
 * children is dropped, so nobody gets an empty heading.
 */
export function buildMenuTree(rows: readonly MenuRow[], callerRoles: ReadonlySet<string>, lang: Lang): MenuItem[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: string | null, seen: Set<string>): MenuItem[] => {
    const items: MenuItem[] = [];
    const children = [...(byParent.get(parentId) ?? [])].sort((a, b) => a.sort - b.sort || a.alias.localeCompare(b.alias));
    for (const row of children) {
      // a cycle in hand-edited data must not hang the request
      if (seen.has(row.id) || !visibleTo(row.roles, callerRoles)) continue;
      const hadChildren = byParent.has(row.id);
      const kids = build(row.id, new Set(seen).add(row.id));
      const isDirectory = !row.component && !row.routeData?.url;
      if (hadChildren && isDirectory && kids.length === 0) continue;
      const item: MenuItem = {
        id: row.id,
        parentId: row.parentId,
        alias: row.alias,
        name: row.names[lang] || row.names['zh-CN'],
        path: row.path,
        sort: row.sort,
      };
      if (row.component) item.component = row.component;
      if (row.icon) item.icon = row.icon;
      if (row.routeData && Object.keys(row.routeData).length) item.routeData = row.routeData;
      if (kids.length) item.children = kids;
      items.push(item);
    }
    return items;
  };
  return build(null, new Set());
}
