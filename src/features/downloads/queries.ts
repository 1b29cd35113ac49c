import { queryOptions } from '@tanstack/react-query';
import { queryAsyncEvents } from '@/api/portal';

export const downloadKeys = {
  all: ['downloads'] as const,
  list: () => ['downloads', 'list'] as const,
};

/** The newest async events of the caller (the popover shows one page). */
export const ASYNC_EVENT_PAGE_SIZE = 20;

export function asyncEventsQuery() {
  return queryOptions({
    queryKey: downloadKeys.list(),
    queryFn: async () => {
      const answer = await queryAsyncEvents({
        pageBean: { page: 1, pageSize: ASYNC_EVENT_PAGE_SIZE, showTotal: true },
        sorters: [{ property: 'createTime', direction: 'DESC' }],
      });
      return answer.value ?? { rows: [], total: 0, page: 1, pageSize: ASYNC_EVENT_PAGE_SIZE };
    },
  });
}
