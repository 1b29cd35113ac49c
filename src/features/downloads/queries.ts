import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addAsyncEvent,
  downLoadResult,
  manualExecuteEvent,
  queryAsyncEvents,
  removeAllAsyncEvents,
  removeAsyncEvent,
  type AsyncEvent,
  type AsyncExportKind,
} from '@/api/portal';
import { saveBlob } from './lib/saveBlob';

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

/** Add, run, remove and clear async events; each settles by reading the list again. */
export function useAsyncEventActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: downloadKeys.all });
  const add = useMutation({ mutationFn: (kind: AsyncExportKind) => addAsyncEvent(kind), onSettled: refresh });
  const run = useMutation({ mutationFn: (id: string) => manualExecuteEvent(id), onSettled: refresh });
  const remove = useMutation({ mutationFn: (id: string) => removeAsyncEvent(id), onSettled: refresh });
  const removeAll = useMutation({ mutationFn: () => removeAllAsyncEvents(), onSettled: refresh });
  return { add, run, remove, removeAll };
}

/** Downloads an event's result file and saves it under the server's name. */
export function useFetchEventFile() {
  return useMutation({
    mutationFn: (event: AsyncEvent) => downLoadResult(event.id),
    onSuccess: ({ blob, fileName }, event) => saveBlob(blob, fileName ?? event.resultFileName ?? `${event.name}.csv`),
  });
}
