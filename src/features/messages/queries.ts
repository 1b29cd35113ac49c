import { queryOptions } from '@tanstack/react-query';
import { getMessage, getMsgbadge, listMessages } from '@/api/messages';
import type { QueryFilter } from '@contract/common';

/** Refresh of the unread count when no live event arrives (spec: every 60 s as a fallback). */
export const BADGE_REFRESH_MS = 60_000;
export const MESSAGE_PAGE_SIZE = 20;

export const messageKeys = {
  all: ['messages'] as const,
  badge: () => ['messages', 'badge'] as const,
  lists: () => ['messages', 'list'] as const,
  list: (page: number, pageSize: number, filter: MessageFilter) => ['messages', 'list', { page, pageSize, filter }] as const,
  detail: (id: string | null) => ['messages', 'detail', { id }] as const,
};

export type MessageFilter = 'all' | 'unread' | 'read';

export function badgeQuery() {
  return queryOptions({
    queryKey: messageKeys.badge(),
    queryFn: async () => Number((await getMsgbadge()).value ?? 0),
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function messageFilterQuerys(filter: MessageFilter): QueryFilter[] {
  if (filter === 'all') return [];
  return [{ property: 'isRead', value: filter === 'read' ? 1 : 0, operation: 'EQUAL', relation: 'AND' }];
}

export function messageListQuery(page: number, pageSize: number, filter: MessageFilter) {
  return queryOptions({
    queryKey: messageKeys.list(page, pageSize, filter),
    queryFn: async () => {
      const answer = await listMessages({
        pageBean: { page, pageSize, showTotal: true },
        querys: messageFilterQuerys(filter),
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
