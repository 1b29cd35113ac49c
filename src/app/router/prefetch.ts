import type { QueryClient } from '@tanstack/react-query';
import { APP_BASE } from '@/shared/config';
import { prefetchHome } from '@/features/dashboard/routes';
import { currentUserMenuQuery } from './menuQuery';

/**
 * The first screen's calls, started as soon as the person is signed in while the shell's code still loads
 * (issue 18: no waterfall of code, then menu, then page code, then list): the menu always, the home page's
 * layout and to-do list when the address is the home page. The pages read the same query keys.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(currentUserMenuQuery());
  const path = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  if (path === '' || path === '/' || path === '/home') prefetchHome(client);
}
