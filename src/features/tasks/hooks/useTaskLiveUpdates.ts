import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/shared/live';
import { taskKeys } from '../queries';

/** Task lists and tree counts refresh when a task reaches or leaves the user (live stream). */
export function useTaskLiveUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(() => {
    // one completion often sends a burst (task left me, instance moved): refresh once for it
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: taskKeys.all }), 150);
  }, ['task.', 'instance.', 'notice.', 'circulate.']);
}
