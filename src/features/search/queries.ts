import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
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

/** A page of search hits. */
export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}
export type FlowPage = SearchPage<FlowSearchRow>;
export type DocumentPage = SearchPage<DocRow>;

/** A paged search whose failure is logged and empties the list (spec 01 §8); a search given up for a newer one still fails. */
function pageSearchQuery<Row, K extends QueryKey>(
  queryKey: K,
  what: string,
  search: (signal: AbortSignal) => Promise<{ value?: SearchPage<Row> | null }>,
) {
  // `what` only names the search in the log line; the caller's key already tells the searches apart
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<SearchPage<Row>> => {
      try {
        const answer = await search(signal);
        return { rows: answer.value?.rows ?? [], total: answer.value?.total ?? 0 };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error(`${what} search failed`, error);
        return { rows: [], total: 0 };
      }
    },
    retry: false,
    staleTime: 30_000,
  });
}

/** Flow search. */
export function flowSearchQuery(pattern: string, page: number, serial: number) {
  return pageSearchQuery(searchKeys.flows(pattern, page, serial), 'flow', (signal) =>
    homePageRelatedProcess(buildFlowQuery(pattern, page), signal),
  );
}

/** Document search. */
export function documentSearchQuery(pattern: string, page: number, pageSize: number, serial = 0) {
  return pageSearchQuery(searchKeys.documents(pattern, page, pageSize, serial), 'document', (signal) =>
    queryDocList(buildDocumentQuery(pattern, page, pageSize), signal),
  );
}
