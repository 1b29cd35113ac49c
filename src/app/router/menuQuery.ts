import { queryOptions } from '@tanstack/react-query';
import { getCurrentUserMenu, getSysModuleJson } from '@/api/menu';
import type { MenuItem } from './types';

export const FRONT_MENU_ALIAS = 'front_menu';

/** The signed-in user's menu tree (the route list); compiled once per page load. */
export const currentUserMenuQuery = () =>
  queryOptions({
    queryKey: ['menu', 'currentUser', { menuAlias: FRONT_MENU_ALIAS }],
    queryFn: async (): Promise<MenuItem[]> => {
      const answer = await getCurrentUserMenu(FRONT_MENU_ALIAS);
      return Array.isArray(answer.value) ? answer.value : [];
    },
    staleTime: Infinity,
    retry: false,
  });

/** A system module with its items, for /sysModulePreview/{id}. */
export const sysModuleQuery = (id: string) =>
  queryOptions({
    queryKey: ['portal', 'sysModule', { id }] as const,
    queryFn: async () => (await getSysModuleJson(id)).value,
    enabled: Boolean(id),
  });
