import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addReadRecord } from '@/api/readRecords';
import { approvalKeys } from '../queries';

export type ReadTarget = { taskId: string } | { instId: string };

/**
 * Records one read each time a form opens: once the form has loaded (`target` set), and again only
 * for another task or instance, never on a re-render. A failed record is not the user's concern.
 */
export function useReadRecord(target: ReadTarget | null, instId: string): void {
  const queryClient = useQueryClient();
  const key = target ? ('taskId' in target ? `taskId:${target.taskId}` : `instId:${target.instId}`) : null;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!key || recorded.current === key) return;
    recorded.current = key;
    const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    addReadRecord(kind === 'taskId' ? { taskId: id } : { instId: id })
      .then(() => queryClient.invalidateQueries({ queryKey: approvalKeys.reads(instId) }))
      .catch(() => undefined);
  }, [key, instId, queryClient]);
}
