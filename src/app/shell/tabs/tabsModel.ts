/**
 * Visited routes kept as tabs (spec 01 §3): keyed by full path, at most 99. A tab holds keys, never a
 * rendered title: the route's name (menu alias or fixed route name) finds its title in the current
 * route table, in the current language (issue 29: titles stayed in the language they were opened in).
 */
export interface VisitedRoute {
  path: string;
  fullPath: string;
  name: string;
  /** the fixed route's key in locales/<lang>/shell.json, for a tab whose route is not (yet) known */
  titleKey?: string;
  affix?: boolean;
}

export const MAX_TABS = 99;

/**
 * Adds (or refreshes the keys of) a visited route. Past the cap the oldest tab that is neither
 * affixed nor the one just visited goes.
 */
export function addVisited(tabs: readonly VisitedRoute[], route: VisitedRoute, max = MAX_TABS): VisitedRoute[] {
  const at = tabs.findIndex((t) => t.fullPath === route.fullPath);
  if (at >= 0) {
    const current = tabs[at];
    if (current.name === route.name && current.titleKey === route.titleKey) return tabs as VisitedRoute[];
    const next = [...tabs];
    next[at] = { ...current, name: route.name, titleKey: route.titleKey };
    return next;
  }
  const next = [...tabs, route];
  while (next.length > max) {
    const drop = next.findIndex((t) => !t.affix && t.fullPath !== route.fullPath);
    if (drop < 0) break;
    next.splice(drop, 1);
  }
  return next;
}

/**
 * Affixed tabs (e.g. home) come first and stay; existing visits are kept after them, but only those
 * whose route the current table knows by name (`known`; all when absent): after a new sign-in or a
 * menu change a tab of a page that is gone would open the 404 page under a title nobody can render.
 */
export function withAffix(tabs: readonly VisitedRoute[], affix: readonly VisitedRoute[], known?: ReadonlySet<string>): VisitedRoute[] {
  const affixPaths = new Set(affix.map((a) => a.fullPath));
  const rest = tabs
    .filter((t) => !affixPaths.has(t.fullPath) && (!known || known.has(t.name)))
    .map((t) => (t.affix ? { ...t, affix: false } : t));
  return [...affix.map((a) => ({ ...a, affix: true })), ...rest];
}

export function closeTab(tabs: readonly VisitedRoute[], fullPath: string): VisitedRoute[] {
  return tabs.filter((t) => t.fullPath !== fullPath || t.affix);
}

export function closeOthers(tabs: readonly VisitedRoute[], fullPath: string): VisitedRoute[] {
  return tabs.filter((t) => t.affix || t.fullPath === fullPath);
}

export function closeRight(tabs: readonly VisitedRoute[], fullPath: string): VisitedRoute[] {
  const at = tabs.findIndex((t) => t.fullPath === fullPath);
  if (at < 0) return tabs as VisitedRoute[];
  return tabs.filter((t, i) => i <= at || t.affix);
}

export function closeAll(tabs: readonly VisitedRoute[]): VisitedRoute[] {
  return tabs.filter((t) => t.affix);
}

/**
 * Where to go after closing the active tab: its right neighbour, else its left one, else nowhere
 * (the caller then opens the index).
 */
export function nextAfterClose(tabs: readonly VisitedRoute[], closed: string): string | undefined {
  const at = tabs.findIndex((t) => t.fullPath === closed);
  if (at < 0) return undefined;
  return (tabs[at + 1] ?? tabs[at - 1])?.fullPath;
}

/**
 * Tabs read back from storage: what an older portal stored (rendered titles included) or anything
 * unreadable is reduced to the keys, entries without a path or a name dropped.
 */
export function storedTabs(value: unknown): VisitedRoute[] {
  if (!Array.isArray(value)) return [];
  const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
  return value.flatMap((raw: unknown): VisitedRoute[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    if (!isText(r.fullPath) || !isText(r.name)) return [];
    const tab: VisitedRoute = { path: isText(r.path) ? r.path : r.fullPath.split('?')[0]!, fullPath: r.fullPath, name: r.name };
    if (isText(r.titleKey)) tab.titleKey = r.titleKey;
    if (r.affix === true) tab.affix = true;
    return [tab];
  });
}
