/** Visited routes kept as tabs (spec 01 §3): keyed by full path, at most 99. */
export interface VisitedRoute {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  titleKey?: string;
  affix?: boolean;
}

export const MAX_TABS = 99;

/**
 * Adds (or refreshes the title of) a visited route. Past the cap the oldest tab that is neither
 * affixed nor the one just visited goes.
 */
export function addVisited(tabs: readonly VisitedRoute[], route: VisitedRoute, max = MAX_TABS): VisitedRoute[] {
  const at = tabs.findIndex((t) => t.fullPath === route.fullPath);
  if (at >= 0) {
    const current = tabs[at];
    if (current.title === route.title && current.titleKey === route.titleKey) return tabs as VisitedRoute[];
    const next = [...tabs];
    next[at] = { ...current, title: route.title, titleKey: route.titleKey };
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

/** Affixed tabs (e.g. home) come first and stay; existing visits are kept after them. */
export function withAffix(tabs: readonly VisitedRoute[], affix: readonly VisitedRoute[]): VisitedRoute[] {
  const affixPaths = new Set(affix.map((a) => a.fullPath));
  const rest = tabs.filter((t) => !affixPaths.has(t.fullPath)).map((t) => (t.affix ? { ...t, affix: false } : t));
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
