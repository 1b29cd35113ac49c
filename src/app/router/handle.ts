import { useMatches, type UIMatch } from 'react-router-dom';
import type { CompiledRoute } from './types';

/** What every compiled route carries in its react-router `handle`. */
export interface RouteHandle {
  route: CompiledRoute;
}

export function routeOfMatch(match: UIMatch | undefined): CompiledRoute | undefined {
  return (match?.handle as RouteHandle | undefined)?.route;
}

/** The deepest matched compiled route (the page being shown). */
export function useLeafRoute(): CompiledRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = routeOfMatch(matches[i]);
    if (route) return route;
  }
  return undefined;
}
