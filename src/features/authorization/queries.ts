import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  authorizationFlowInfo,
  authorizationPersonCount,
  authorizationPersonnel,
  authorizationPosts,
  countAuthorizations,
  listAuthorizations,
  listAuthorizationsByLevel,
  removeAuthorizations,
  saveAuthorization,
  type AuthorizationInput,
} from '@/api/authorization';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';

/** Which authorisations a list shows: a level (or all) and a search over names, targets and flow keys. */
export interface ListFilter {
  level: number | 'all';
  keyword: string;
}

export const authorizationKeys = {
  all: ['authorization'] as const,
  list: (filter: ListFilter, paging: Paging) => [...authorizationKeys.all, 'list', { ...filter, ...paging }] as const,
  counts: (keyword: string) => [...authorizationKeys.all, 'counts', { keyword }] as const,
  flows: (userId: string | null) => [...authorizationKeys.all, 'flows', { userId }] as const,
  personnel: (id: string, keyword: string, paging: Paging) => [...authorizationKeys.all, 'personnel', { id, keyword, ...paging }] as const,
  personCount: (id: string) => [...authorizationKeys.all, 'personCount', { id }] as const,
  posts: (id: string) => [...authorizationKeys.all, 'posts', { id }] as const,
};

/** The keyword as the list's querys: name, target or flow key holds it. */
const keywordQuerys = (keyword: string) =>
  keyword
    ? ['name', 'targetName', 'defKeys'].map((property) => ({
        property,
        value: keyword,
        operation: 'LIKE',
        group: 'keyword',
        relation: 'OR' as const,
      }))
    : [];

export const authorizationQueries = {
  list: (filter: ListFilter, paging: Paging) =>
    queryOptions({
      queryKey: authorizationKeys.list(filter, paging),
      queryFn: async () =>
        (filter.level === 'all'
          ? await listAuthorizations({ querys: keywordQuerys(filter.keyword), pageBean: { ...paging, showTotal: true } })
          : await listAuthorizationsByLevel({
              level: filter.level,
              keyword: filter.keyword || undefined,
              pageBean: { ...paging, showTotal: true },
            })
        ).value,
    }),
  counts: (keyword: string) =>
    queryOptions({
      queryKey: authorizationKeys.counts(keyword),
      queryFn: async () => (await countAuthorizations({ querys: keywordQuerys(keyword) })).value,
    }),
  /** the startable flows; with a person, whether they may start each and why */
  flows: (userId: string | null) =>
    queryOptions({
      queryKey: authorizationKeys.flows(userId),
      queryFn: async () => (await authorizationFlowInfo(userId ? { userId } : {})).value,
      staleTime: 60_000,
    }),
  personnel: (id: string, keyword: string, paging: Paging) =>
    queryOptions({
      queryKey: authorizationKeys.personnel(id, keyword, paging),
      queryFn: async () => (await authorizationPersonnel(id, { keyword: keyword || undefined, pageBean: paging })).value,
      placeholderData: keepPreviousData,
    }),
  personCount: (id: string) =>
    queryOptions({ queryKey: authorizationKeys.personCount(id), queryFn: async () => (await authorizationPersonCount(id)).value }),
  posts: (id: string) => queryOptions({ queryKey: authorizationKeys.posts(id), queryFn: async () => (await authorizationPosts(id)).value }),
};

export const useSaveAuthorization = (onSaved?: () => void) =>
  useRefreshingMutation((body: AuthorizationInput) => saveAuthorization(body), [authorizationKeys.all], onSaved);

export const useRemoveAuthorization = (onRemoved?: () => void) =>
  useRefreshingMutation((id: string) => removeAuthorizations([id]), [authorizationKeys.all], onRemoved);
