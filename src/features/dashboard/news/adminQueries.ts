import { queryOptions } from '@tanstack/react-query';
import {
  getNewsForEdit,
  listNewsForAdmin,
  newsCategories,
  retireNews,
  saveNews,
  type NewsRetire,
  type NewsSave,
  type NewsStatus,
} from '@/api/newsAdmin';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import type { Paging } from '@/shared/ui/PagedTable';
import { homeContentKeys } from '../queries';

/** The news editor's keys; a save or retire also reads the home page's news again (homeContentKeys). */
export const newsAdminKeys = {
  all: ['newsAdmin'] as const,
  categories: () => [...newsAdminKeys.all, 'categories'] as const,
  list: (filter: NewsAdminFilter, paging: Paging) => [...newsAdminKeys.all, 'list', { ...filter, ...paging }] as const,
  item: (id: string) => [...newsAdminKeys.all, 'item', { id }] as const,
};

export interface NewsAdminFilter {
  classifyId: string;
  status: NewsStatus | '';
}

export const newsAdminQueries = {
  categories: () => queryOptions({ queryKey: newsAdminKeys.categories(), queryFn: newsCategories, staleTime: 60_000 }),
  list: (filter: NewsAdminFilter, paging: Paging) =>
    queryOptions({
      queryKey: newsAdminKeys.list(filter, paging),
      queryFn: () =>
        listNewsForAdmin({
          pageBean: { page: paging.page, pageSize: paging.pageSize },
          ...(filter.classifyId ? { classifyId: filter.classifyId } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        }),
    }),
  // always read afresh when opened: the version it carries is what the save names
  item: (id: string) => queryOptions({ queryKey: newsAdminKeys.item(id), queryFn: () => getNewsForEdit(id), staleTime: 0, gcTime: 0 }),
};

const REFRESH = [newsAdminKeys.all, homeContentKeys.all] as const;

export const useSaveNews = (onSaved?: () => void) => useRefreshingMutation((body: NewsSave) => saveNews(body), REFRESH, onSaved);

export const useRetireNews = (onRetired?: () => void) => useRefreshingMutation((body: NewsRetire) => retireNews(body), REFRESH, onRetired);
