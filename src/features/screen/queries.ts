import { queryOptions } from '@tanstack/react-query';
import { getLayoutByAlias, getScreenWorkflowData } from '@/api/screen';

export const screenKeys = {
  all: ['screen'] as const,
  layout: (alias: string) => [...screenKeys.all, 'layout', { alias }] as const,
  data: (metric: string) => [...screenKeys.all, 'data', { metric }] as const,
};

/** A large-screen layout by alias (no retry: a missing layout shows its message at once). */
export function layoutQuery(alias: string) {
  return queryOptions({
    queryKey: screenKeys.layout(alias),
    queryFn: () => getLayoutByAlias(alias).then((a) => a.value),
    retry: false,
    staleTime: 60_000,
  });
}

/** A workflow figure, refetched every `intervalMs` when the widget asks for a refresh. */
export function workflowDataQuery(metric: string, intervalMs: number | null) {
  return queryOptions({
    queryKey: screenKeys.data(metric),
    queryFn: () => getScreenWorkflowData(metric).then((a) => a.value),
    refetchInterval: intervalMs ?? false,
    staleTime: 10_000,
  });
}
