import { appConfig } from '@/shared/config';
import { compileMenuRoutes, indexPathOf, type PageRegistryKeys } from './compileMenuRoutes';
import { fixedRoutes, mergeRoutes } from './fixedRoutes';
import type { CompiledRoute, MenuItem, MenuNode } from './types';
import type { VisitedRoute } from '../shell/tabs/tabsModel';

export interface RouteTable {
  routes: CompiledRoute[];
  menu: MenuNode[];
  indexPath: string;
  affix: VisitedRoute[];
  /** the names of every route (nested ones included): what a tab may point at */
  names: ReadonlySet<string>;
}

/** Menu routes, then the fixed routes; the index is the first menu page, else /default. */
export function routeTableOf(menuTree: readonly MenuItem[], registry: PageRegistryKeys): RouteTable {
  const compiled = compileMenuRoutes(menuTree, registry, { keepAlivePreviews: appConfig.keepAlivePreviews });
  const routes = mergeRoutes(compiled.routes, fixedRoutes({ keepAlivePreviews: appConfig.keepAlivePreviews }));
  const affix = compiled.routes
    .filter((r) => r.meta.affix && !r.path.includes(':'))
    .map((r) => ({ path: r.path, fullPath: r.path, name: r.name, titleKey: r.meta.titleKey, affix: true }));
  return {
    routes,
    menu: compiled.menu,
    indexPath: indexPathOf(compiled.routes) ?? '/default',
    affix,
    names: new Set(routesByName(routes).keys()),
  };
}

/** Every route by its name, nested ones included: a tab finds its title here in the current language. */
export function routesByName(routes: readonly CompiledRoute[]): Map<string, CompiledRoute> {
  const byName = new Map<string, CompiledRoute>();
  const walk = (list: readonly CompiledRoute[]) =>
    list.forEach((r) => {
      if (!byName.has(r.name)) byName.set(r.name, r);
      if (r.children) walk(r.children);
    });
  walk(routes);
  return byName;
}
