import { queryOptions } from '@tanstack/react-query';
import { getCurrentUserMenu, getSysModuleJson } from '@/api/menu';
import { useAuthStore } from '@/shared/session';
import { currentLanguage } from '@/shared/i18n';
import { writeCachedMenu } from '@/shared/menuCache';
import type { MenuItem } from './types';

export const FRONT_MENU_ALIAS = 'front_menu';

/**
 * The signed-in user's menu tree (the route list); compiled once per page load. Each answer is kept for the next
 * visit (src/shared/menuCache.ts), which draws the shell from it while this call runs again.
 */
export const currentUserMenuQuery = () =>
  queryOptions({
    queryKey: ['menu', 'currentUser', { menuAlias: FRONT_MENU_ALIAS }],
    queryFn: async (): Promise<MenuItem[]> => {
      const language = currentLanguage();
      const answer = await getCurrentUserMenu(FRONT_MENU_ALIAS);
      const menu = Array.isArray(answer.value) ? answer.value : [];
      writeCachedMenu(useAuthStore.getState().account, language, menu);
      return menu;
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
