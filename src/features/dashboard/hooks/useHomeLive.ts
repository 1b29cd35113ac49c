import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/shared/live';
import { homeKeys } from '../queries';

/** Live event types that change what the home page lists (and the reconnect notice). */
export const HOME_EVENT_PREFIXES = ['task.', 'instance.', 'notice.', 'circulate.'] as const;

/** Refetches the home lists when a task reaches or leaves the user, without a reload. */
export function useHomeLive(): void {
  const client = useQueryClient();
  useLiveEvents(() => {
    void client.invalidateQueries({ queryKey: homeKeys.all });
  }, HOME_EVENT_PREFIXES);
}
