import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { APP_BASE, loginRedirectUrl } from '@/shared/config';
import { browserLocation } from '@/shared/browser';
import { useAuthStore } from '@/shared/session';
import { EMPTY_SHELL, ShellDataContext, type ShellData } from './router/context';
import { buildRouteObjects } from './router/buildRoutes';
import { carryFlagsOnNavigate } from './router/carryFlags';
import { currentUserMenuQuery } from './router/menuQuery';
import { pageRegistry, type PageRegistry } from './router/registry';
import { routeTableOf, type RouteTable } from './router/routeTable';
import { isPublicPath } from './router/fixedRoutes';
import { PageLoading } from './router/RoutePage';
import { useTabsStore } from './shell/tabs/store';

const currentAppPath = () => `${window.location.pathname}${window.location.search}`;

function createAppRouter(table: RouteTable | null, menuFailed = false) {
  const routes = buildRouteObjects(table?.routes ?? null, table?.indexPath ?? '/default', menuFailed ? '/500' : '/404');
  return carryFlagsOnNavigate(createBrowserRouter(routes, { basename: APP_BASE }));
}

/**
 * Loads the route list, compiles it and only then creates the router, so a reload of any deep link
 * matches against the full route table and lands on the same page. Without a route list the user
 * goes to the login page; error pages need neither.
 */
export function AppRouter({ registry = pageRegistry }: { registry?: PageRegistry }) {
  const signedIn = useAuthStore((s) => s.signedIn);
  const publicPath = isPublicPath(window.location.pathname);
  const menu = useQuery({ ...currentUserMenuQuery(), enabled: signedIn });

  const table = useMemo(() => (menu.data && menu.data.length ? routeTableOf(menu.data, registry) : null), [menu.data, registry]);
  const shell = useMemo<ShellData>(() => (table ? { ...table, registry } : { ...EMPTY_SHELL, registry }), [table, registry]);
  const noRoutes = signedIn && menu.isSuccess && !table;
  const router = useMemo(() => {
    if (table) return createAppRouter(table);
    if (publicPath || menu.isError) return createAppRouter(null, menu.isError);
    return null;
  }, [table, publicPath, menu.isError]);

  useEffect(() => {
    if (table) useTabsStore.getState().setAffix(table.affix, table.names);
  }, [table]);

  useEffect(() => {
    if ((!signedIn && !publicPath) || noRoutes) browserLocation.assign(loginRedirectUrl(currentAppPath()));
  }, [signedIn, publicPath, noRoutes]);

  if (!router) return <PageLoading />;
  return (
    <ShellDataContext.Provider value={shell}>
      <RouterProvider router={router} />
    </ShellDataContext.Provider>
  );
}
