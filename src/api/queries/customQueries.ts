import { queryOptions } from '@tanstack/react-query';
import type { QueryFilter } from '@contract/common';
import { doQuery, getByAlias } from '@/api/form';

/**
 * A predefined custom query, defined once: the forms feature's query preview and the dashboard's chart preview
 * share the answers, and a saved row refreshes both (formsKeys' mutations invalidate `runs()`).
 */
export const customQueryKeys = {
  all: ['forms', 'customQuery'] as const,
  def: (alias: string) => ['forms', 'customQuery', 'def', { alias }] as const,
  runs: () => ['forms', 'customQuery', 'run'] as const,
  run: (alias: string, querys: QueryFilter[]) => ['forms', 'customQuery', 'run', { alias, querys }] as const,
};

export const customQueries = {
  /** The query's definition (columns, conditions, chart hint). */
  def: (alias: string) =>
    queryOptions({ queryKey: customQueryKeys.def(alias), queryFn: async () => (await getByAlias(alias)).value, retry: false }),
  /** The query's rows under the given conditions (none: every row up to the server's limit). */
  run: (alias: string, querys: QueryFilter[]) =>
    queryOptions({
      queryKey: customQueryKeys.run(alias, querys),
      queryFn: async () => (await doQuery(alias, querys)).value,
      retry: false,
    }),
};
