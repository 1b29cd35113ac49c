import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { homePageRelatedProcess, queryDocList, type DocRow, type FlowSearchRow, type UserRow } from '@/api/search';
import { queryByType } from '@/api/uc';
import { buildFlowQuery } from './lib/flowQuery';
import { buildDocumentQuery } from './lib/documentQuery';
import { nextUserPage, USER_PAGE_SIZE } from './lib/userPaging';

/** Query keys from general to specific: ['search', list, {...}]. */
export const searchKeys = {
  all: ['search'] as const,
  users: (pattern: string, serial: number) => ['search', 'users', { pattern, serial }] as const,
  flows: (pattern: string, page: number, serial: number) => ['search', 'flows', { pattern, page, serial }] as const,
  documents: (pattern: string, page: number, pageSize: number, serial: number) =>
    ['search', 'documents', { pattern, page, pageSize, serial }] as const,
};

/**
 * The global user list: 50 a page, one more page while the last one was full; a new pattern
 * is a new key, so the list starts again. An empty pattern loads nothing (spec 01 §5).
 */
export function userSearchQuery(pattern: string, serial: number) {
  return infiniteQueryOptions({
    queryKey: searchKeys.users(pattern, serial),
    enabled: pattern !== '',
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<UserRow[]> => {
      try {
        const answer = await queryByType({ pattern, page: pageParam, pageSize: USER_PAGE_SIZE }, { silent: true, signal });
        return answer.value?.rows ?? [];
      } catch (error) {
        // "logged only" (spec 01 §8): the rows already shown stay, no toast; a search given up
        // for a newer one is no failure
        if (!signal.aborted) console.error('user search failed', error);
        throw error;
      }
    },
    getNextPageParam: (last, pages) => nextUserPage(last.length, pages.length),
    retry: false,
    staleTime: 30_000,
  });
}

export interface FlowPage {
  rows: FlowSearchRow[];
  total: number;
}

/** Flow search: a failure is logged and empties the list (spec 01 §8). */
export function flowSearchQuery(pattern: string, page: number, serial: number) {
  return queryOptions({
    queryKey: searchKeys.flows(pattern, page, serial),
    queryFn: async ({ signal }): Promise<FlowPage> => {
      try {
        const answer = await homePageRelatedProcess(buildFlowQuery(pattern, page), signal);
        return { rows: answer.value?.rows ?? [], total: answer.value?.total ?? 0 };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('flow search failed', error);
        return { rows: [], total: 0 };
      }
    },
    retry: false,
    staleTime: 30_000,
  });
}

export interface DocumentPage {
  rows: DocRow[];
  total: number;
}

/** Document search: a failure is logged and gives an empty list with total 0 (spec 01 §8). */
export function documentSearchQuery(pattern: string, page: number, pageSize: number, serial = 0) {
  return queryOptions({
    queryKey: searchKeys.documents(pattern, page, pageSize, serial),
    queryFn: async ({ signal }): Promise<DocumentPage> => {
      try {
        const answer = await queryDocList(buildDocumentQuery(pattern, page, pageSize), signal);
        return { rows: answer.value?.rows ?? [], total: answer.value?.total ?? 0 };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('document search failed', error);
        return { rows: [], total: 0 };
      }
    },
    retry: false,
    staleTime: 30_000,
  });
}
