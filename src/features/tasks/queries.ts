import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryBody } from '@contract/common';
import { getTabList, getTypeTree, listSecretaries } from '@/api/runtime';
import { listApprovalItems, queryDefs } from '@/api/flow';
import { getHasAuthFlowList, getMyOftenFlow } from '@/api/bpmModel';
import { listBody, treeBody, type TaskListParams, type TreeParams } from './lib/listBody';

/**
 * Query options of the task feature. Keys go from general to specific, so a live event
 * invalidates every list and tree at once with the prefix ['tasks'].
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  trees: () => ['tasks', 'tree'] as const,
  leaders: () => ['tasks', 'leaders'] as const,
};

export const taskQueries = {
  list: (params: TaskListParams) =>
    queryOptions({
      queryKey: [...taskKeys.lists(), params] as const,
      queryFn: () => getTabList(params.tab, listBody(params)),
      // the previous page stays while the next one loads (paging, search, type) only within one
      // tab: another tab's rows have another shape (task rows have no currentNodes)
      placeholderData: (previous, previousQuery) =>
        previousQuery && (previousQuery.queryKey[2] as TaskListParams).tab === params.tab ? previous : undefined,
    }),
  /** the same list call, page after page, for the card list of a phone (infinite scroll) */
  cards: (params: Omit<TaskListParams, 'page'>) =>
    infiniteQueryOptions({
      queryKey: [...taskKeys.lists(), 'cards', params] as const,
      queryFn: ({ pageParam }) => getTabList(params.tab, listBody({ ...params, page: pageParam })),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextCardPage(pages.length, params.pageSize, last.total),
    }),
  tree: (params: TreeParams) =>
    queryOptions({
      queryKey: [...taskKeys.trees(), params] as const,
      queryFn: () => getTypeTree(treeBody(params)),
    }),
  /** the leaders whose tasks the caller may see as their secretary */
  leaders: () =>
    queryOptions({
      queryKey: taskKeys.leaders(),
      queryFn: () => listSecretaries({ pageBean: { page: 1, pageSize: 100 } }),
      staleTime: 60_000,
    }),
};

/** The page after `loaded` pages of `pageSize` rows, or undefined once all `total` rows are there. */
export function nextCardPage(loaded: number, pageSize: number, total: number): number | undefined {
  return loaded * pageSize < total ? loaded + 1 : undefined;
}

/** Flow definitions live under ['flow'], which a deployment refreshes (workflow/FlowDefList). */
export const startKeys = {
  all: ['flow'] as const,
  often: () => ['flow', 'often'] as const,
};

/** Definitions, often-used flows and the flow types, for the start process page. */
export const startQueries = {
  startable: (body: QueryBody) => queryOptions({ queryKey: ['flow', 'startable', body] as const, queryFn: () => getHasAuthFlowList(body) }),
  often: () => queryOptions({ queryKey: startKeys.often(), queryFn: getMyOftenFlow }),
  defs: (body: QueryBody) => queryOptions({ queryKey: ['flow', 'defs', body] as const, queryFn: () => queryDefs(body) }),
};

/** The common approval words; the approval form's word list (['approval', 'items']) shares the prefix. */
export const approvalItemKeys = { all: ['approval', 'items'] as const };

export const approvalItemQueries = {
  page: (paging: { page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...approvalItemKeys.all, { ...paging }] as const,
      queryFn: () => listApprovalItems({ pageBean: { ...paging, showTotal: true } }),
    }),
};
