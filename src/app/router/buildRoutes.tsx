import { Navigate, type RouteObject } from 'react-router-dom';
import { RoutePage } from './RoutePage';
import { ERROR_ROUTES } from './fixedRoutes';
import type { RouteHandle } from './handle';
import type { CompiledRoute } from './types';
import { RootShell } from '../layouts/RootShell';
import { Frame } from '../layouts/Frame';
import { RouteErrorPage } from '../pages/RouteErrorPage';

function toRouteObject(route: CompiledRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.kind === 'redirect') {
    return {
      path: route.path,
      handle,
      children: [{ index: true, element: <Navigate to={route.redirect ?? '/'} replace /> }, ...(route.children ?? []).map(toRouteObject)],
    };
  }
  return { path: route.path, handle, element: <RoutePage route={route} /> };
}

/**
 * The route tree: error pages open to everyone; every other route sits in the signed-in frame;
 * the root path opens the index page and any unknown path goes to /404 (to /500 when the route
 * list could not be loaded: then every path is unknown).
 */
export function buildRouteObjects(
  routes: readonly CompiledRoute[] | null,
  indexPath: string,
  unknownPath: '/404' | '/500' = '/404',
): RouteObject[] {
  const children: RouteObject[] = [...ERROR_ROUTES.map(toRouteObject)];
  if (routes) {
    children.push({
      element: <Frame />,
      errorElement: <RouteErrorPage />,
      children: [{ index: true, element: <Navigate to={indexPath} replace /> }, ...routes.map(toRouteObject)],
    });
  }
  children.push({ path: '*', element: <Navigate to={unknownPath} replace /> });
  return [{ element: <RootShell />, errorElement: <RouteErrorPage />, children }];
}
