import { queryOptions } from '@tanstack/react-query';
import { getLayoutByAlias } from '@/api/screen';
import { getColumnByAlias, getColumnData } from '@/api/dashboards';

export const dashboardKeys = {
  all: ['dashboards'] as const,
  layout: (alias: string) => [...dashboardKeys.all, 'layout', { alias }] as const,
  column: (alias: string) => [...dashboardKeys.all, 'column', { alias }] as const,
  data: (alias: string) => [...dashboardKeys.all, 'data', { alias }] as const,
};

/** A dashboard layout by alias, in the caller's arrangement (no retry: a missing layout shows its message at once). */
export function dashboardLayoutQuery(alias: string) {
  return queryOptions({
    queryKey: dashboardKeys.layout(alias),
    queryFn: () => getLayoutByAlias(alias).then((a) => a.value),
    retry: false,
    staleTime: 60_000,
  });
}

/** A column definition. */
export function columnQuery(alias: string) {
  return queryOptions({
    queryKey: dashboardKeys.column(alias),
    queryFn: () => getColumnByAlias(alias).then((a) => a.value),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** A column's rows, refetched every `intervalMs` when its refresh is on (spec 02 §9). */
export function columnDataQuery(alias: string, intervalMs: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.data(alias),
    queryFn: () => getColumnData(alias).then((a) => a.value),
    refetchInterval: intervalMs ?? false,
    retry: false,
    staleTime: 10_000,
  });
}
