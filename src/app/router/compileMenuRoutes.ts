import type { CompiledMenu, CompiledRoute, Crumb, LayoutKind, MenuItem, MenuNode, RouteMeta } from './types';

/** Registry keys whose pages bring their own content layout unless the menu says otherwise. */
const LAYOUT_BY_COMPONENT: Record<string, LayoutKind> = {
  'dashboard/Home': 'home',
  'dashboard/Board': 'dataDashboard',
};

/** Pages kept alive whatever the menu says (spec 01 §2: my task and the home page). */
const KEEP_ALIVE_COMPONENTS = new Set(['dashboard/Home', 'tasks/MyTask']);
const PREVIEW_LAYOUTS = new Set<LayoutKind>(['templatePreview', 'querySqlPreview']);

export interface CompileOptions {
  /** where duplicate paths are reported; console.error unless a test listens */
  logError?: (message: string) => void;
  /** keep template and query-SQL previews alive (VITE_KEEP_ALIVE_PREVIEWS) */
  keepAlivePreviews?: boolean;
}

export type PageRegistryKeys = ReadonlySet<string> | Readonly<Record<string, unknown>>;

const hasKey = (registry: PageRegistryKeys, key: string): boolean =>
  registry instanceof Set ? registry.has(key) : Object.prototype.hasOwnProperty.call(registry, key);

/** '/report/query?type=month' -> { path: '/report/query', query: { type: 'month' } }. */
export function splitMenuPath(raw: string): { path: string; query?: Record<string, string>; search: string } {
  const at = raw.indexOf('?');
  if (at < 0) return { path: raw, search: '' };
  const search = raw.slice(at + 1);
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  return { path: raw.slice(0, at) || '/', query: Object.keys(query).length ? query : undefined, search: `?${search}` };
}

/**
 * A menu path that is not an app path ('report.sales.monthly') names an embedded page; it lives
 * at /onlineMenu/{last-but-one dotted segment} (spec 01 §2).
 */
export function onlineMenuPath(dotted: string): string {
  const segments = dotted.split('.').filter(Boolean);
  const segment = segments.length >= 2 ? segments[segments.length - 2] : (segments[0] ?? 'page');
  return `/onlineMenu/${encodeURIComponent(segment)}`;
}

const isAppPath = (path: string) => path.startsWith('/');

const bySort = (a: MenuItem, b: MenuItem) => (a?.sort ?? 0) - (b?.sort ?? 0);

// the server sends siblings in order already: copying and sorting them again is wasted work
function isSorted(items: readonly MenuItem[]): boolean {
  for (let i = 1; i < items.length; i++) if (bySort(items[i - 1], items[i]) > 0) return false;
  return true;
}

/**
 * Turns the menu tree of getCurrentUserMenu into routes and the side menu. Pure: the same tree and
 * registry always give the same result. Rules (spec 01 §2, docs/menu.md):
 * - a query string in a path moves to meta.query;
 * - a duplicate path is logged and dropped (the first item keeps it);
 * - an item whose path is not an app path becomes an embedded page under /onlineMenu/{segment};
 * - a component key unknown to the registry falls back to the embedded page (routeData.url) or,
 *   without an address, to the default page, never to a crash;
 * - directories get an overview route at their own path (multilevel layout) when it is an app path;
 * - items opened as external links get no route.
 */
export function compileMenuRoutes(
  menuTree: readonly MenuItem[] | null | undefined,
  registry: PageRegistryKeys,
  options: CompileOptions = {},
): CompiledMenu {
  const logError = options.logError ?? ((message: string) => console.error(message));
  const routes: CompiledRoute[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();

  const claim = (path: string, source: string): boolean => {
    if (seen.has(path)) {
      duplicates.push(path);
      logError(`[menu] duplicate route path ${path} (menu item ${source}) dropped`);
      return false;
    }
    seen.add(path);
    return true;
  };

  const walk = (items: readonly MenuItem[], parents: Crumb[]): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const item of isSorted(items) ? items : [...items].sort(bySort)) {
      if (!item || typeof item.path !== 'string' || item.path.trim() === '') continue;
      const data = item.routeData ?? {};
      const openType = data.openType ?? 'current';
      const children = item.children?.length ? item.children : null;
      const { path: rawPath, query, search } = splitMenuPath(item.path.trim());
      const meta = (layout: LayoutKind, component?: string): RouteMeta => ({
        title: item.name,
        icon: item.icon ?? undefined,
        query,
        keepAlive:
          data.keepAlive ||
          (component !== undefined && KEEP_ALIVE_COMPONENTS.has(component)) ||
          (PREVIEW_LAYOUTS.has(layout) && options.keepAlivePreviews) ||
          undefined,
        activeMenu: data.activeMenu,
        affix: data.affix || undefined,
        hidden: data.hidden || undefined,
        newTag: data.newTag || undefined,
        badge: data.badge,
        url: data.url,
        layout,
        parents: parents.length ? parents : undefined,
      });
      const node: MenuNode = {
        // routed items are keyed by their path so the active item follows the route
        key: `item:${item.id}`,
        alias: item.alias,
        title: item.name,
        icon: item.icon ?? undefined,
        openType,
        newTag: data.newTag || undefined,
        badge: data.badge,
      };

      if (openType === 'external') {
        node.to = data.url || item.path;
        if (!data.hidden) nodes.push(node);
        continue;
      }

      if (children) {
        const ownPath = isAppPath(rawPath) ? rawPath : undefined;
        let routed = false;
        if (ownPath && claim(ownPath, item.alias)) {
          routed = true;
          const component = item.component && hasKey(registry, item.component) ? item.component : undefined;
          routes.push({
            path: ownPath,
            name: item.alias,
            kind: component ? 'page' : 'directory',
            component,
            meta: meta(component ? (data.layout ?? LAYOUT_BY_COMPONENT[component] ?? 'main') : 'multilevel', component),
          });
        }
        const crumb: Crumb = { title: item.name, path: routed ? ownPath : undefined };
        if (routed) node.path = ownPath;
        node.children = walk(children, [...parents, crumb]);
        if (!data.hidden && node.children.length) nodes.push(node);
        continue;
      }

      const embedded = !isAppPath(rawPath);
      const path = embedded ? onlineMenuPath(rawPath) : rawPath;
      if (!claim(path, item.alias)) continue;
      const component = !embedded && item.component && hasKey(registry, item.component) ? item.component : undefined;
      const layout: LayoutKind = component ? (data.layout ?? LAYOUT_BY_COMPONENT[component] ?? 'main') : (data.layout ?? 'onlineMenu');
      routes.push({
        path,
        name: item.alias,
        kind: component ? 'page' : 'embedded',
        component,
        meta: meta(layout, component),
      });
      node.key = path;
      node.to = embedded ? path : `${path}${search}`;
      if (!data.hidden) nodes.push(node);
    }
    return nodes;
  };

  const menu = walk(menuTree ?? [], []);
  return { routes, menu, duplicates };
}

/** The first page a signed-in user lands on: the first visible page route in menu order. */
export function indexPathOf(routes: readonly CompiledRoute[]): string | undefined {
  return routes.find((r) => r.kind !== 'directory' && !r.meta.hidden && !r.path.includes(':'))?.path;
}
