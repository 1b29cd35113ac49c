import { queryOptions } from '@tanstack/react-query';
import { getMessage, getMessageCounts, getMsgbadge, listMessages, type MessageCategory } from '@/api/messages';
import type { QueryFilter } from '@contract/common';

/** Refresh of the unread count when no live event arrives (spec: every 60 s as a fallback). */
export const BADGE_REFRESH_MS = 60_000;
export const MESSAGE_PAGE_SIZE = 20;

export const messageKeys = {
  all: ['messages'] as const,
  badge: () => ['messages', 'badge'] as const,
  lists: () => ['messages', 'list'] as const,
  list: (page: number, pageSize: number, filter: MessageFilter, category: MessageCategory | 'all') =>
    ['messages', 'list', { page, pageSize, filter, category }] as const,
  counts: () => ['messages', 'counts'] as const,
  detail: (id: string | null) => ['messages', 'detail', { id }] as const,
};

export type MessageFilter = 'all' | 'unread' | 'read' | 'starred';

export function badgeQuery() {
  return queryOptions({
    queryKey: messageKeys.badge(),
    queryFn: async () => Number((await getMsgbadge()).value ?? 0),
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function messageFilterQuerys(filter: MessageFilter, category: MessageCategory | 'all' = 'all'): QueryFilter[] {
  const out: QueryFilter[] = [];
  if (filter === 'starred') out.push({ property: 'starred', value: 1, operation: 'EQUAL', relation: 'AND' });
  else if (filter !== 'all') out.push({ property: 'isRead', value: filter === 'read' ? 1 : 0, operation: 'EQUAL', relation: 'AND' });
  if (category !== 'all') out.push({ property: 'category', value: category, operation: 'EQUAL', relation: 'AND' });
  return out;
}

/** Per category: messages and unread ones (the tabs' counts). */
export function messageCountsQuery() {
  return queryOptions({
    queryKey: messageKeys.counts(),
    queryFn: async () => (await getMessageCounts()).value ?? [],
  });
}

export function messageListQuery(page: number, pageSize: number, filter: MessageFilter, category: MessageCategory | 'all' = 'all') {
  return queryOptions({
    queryKey: messageKeys.list(page, pageSize, filter, category),
    queryFn: async () => {
      const answer = await listMessages({
        pageBean: { page, pageSize, showTotal: true },
        querys: messageFilterQuerys(filter, category),
        sorters: [{ property: 'receiveTime', direction: 'DESC' }],
      });
      return answer.value ?? { rows: [], total: 0, page, pageSize };
    },
  });
}

/** One message; reading it marks it read on the server, so it is never served from the cache. */
export function messageDetailQuery(id: string | null) {
  return queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: async () => (await getMessage(id ?? '')).value,
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
