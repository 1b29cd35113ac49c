import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryAsyncEvents, type AsyncEvent } from '@/api/portal';
import { batchPrint } from '@/api/print';

/** How often a running batch print is asked about. */
export const BATCH_POLL_MS = 1000;

const DONE: ReadonlySet<AsyncEvent['status']> = new Set(['success', 'failed']);

/** The caller's newest batch-print events (one page is enough: a new event is among the newest). */
async function batchEvent(id: string): Promise<AsyncEvent | null> {
  const page = await queryAsyncEvents({
    pageBean: { page: 1, pageSize: 20 },
    querys: [{ property: 'kind', value: 'print.pdf', operation: 'EQUAL' }],
    sorters: [{ property: 'createTime', direction: 'DESC' }],
  });
  return page.value?.rows.find((e) => e.id === id) ?? null;
}

/**
 * Starts a batch print and follows its async event until it succeeds or fails: the event as the
 * server last reported it (progress, notes, result), polled every BATCH_POLL_MS while it runs.
 */
export function useBatchPrint() {
  const [started, setStarted] = useState<AsyncEvent | null>(null);
  const start = useMutation({ mutationFn: (instIds: string[]) => batchPrint({ instIds }), onSuccess: setStarted });
  const followed = useQuery({
    queryKey: ['print', 'batch', { id: started?.id }] as const,
    queryFn: () => batchEvent(started!.id),
    enabled: started !== null && !DONE.has(started.status),
    refetchInterval: (query) => {
      const event = query.state.data;
      return event === null || (event && DONE.has(event.status)) ? false : BATCH_POLL_MS;
    },
  });
  const event = followed.data ?? started;
  return {
    start: (instIds: string[]) => start.mutate(instIds),
    starting: start.isPending,
    /** the batch could not be queued (the server said why) */
    startFailed: start.isError,
    event,
    /** the event went away (removed from the download notice) before it finished */
    lost: followed.data === null,
    done: event !== null && DONE.has(event.status),
    reset: () => {
      setStarted(null);
      start.reset();
    },
  };
}
