import type { QueryClient } from '@tanstack/react-query';
import { APP_BASE } from '@/shared/config';
import { prefetchHome } from '@/features/dashboard/routes';
import { useAuthStore } from '@/shared/session';
import { currentLanguage } from '@/shared/i18n';
import { readCachedMenu } from '@/shared/menuCache';
import { currentUserMenuQuery } from './menuQuery';
import type { MenuItem } from './types';

/** The home page's addresses (the menu's index route is the home page). */
export function isHomePath(pathname: string): boolean {
  const path = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  return path === '' || path === '/' || path === '/home';
}

/**
 * The first screen's calls, started as soon as the person is signed in while the shell's code still loads
 * (issue 18: no waterfall of code, then menu, then page code, then list): the menu always, the home page's
 * layout and to-do list when the address is the home page. The pages read the same query keys.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): void {
  const menu = currentUserMenuQuery();
  // a repeat visit of the home page: the shell draws at once from the menu of the last visit; the call below
  // replaces it (an equal answer keeps the same data, so the routes are not rebuilt). Only for the home page: a deep
  // link to a page the old menu lacks would otherwise land on /404 before the new menu arrives.
  const cached = isHomePath(pathname) ? readCachedMenu<MenuItem>(useAuthStore.getState().account, currentLanguage()) : null;
  if (cached && client.getQueryData(menu.queryKey) === undefined) client.setQueryData(menu.queryKey, cached, { updatedAt: 0 });
  client.fetchQuery({ ...menu, staleTime: 0 }).catch(() => undefined);
  if (isHomePath(pathname)) prefetchHome(client);
}
