import { queryOptions } from '@tanstack/react-query';
import { analyticsDefinitions, analyticsSummary, rebuildAnalytics, setWipTarget, type SummaryBody } from '@/api/analytics';
import { useRefreshingMutation } from '@/shared/refreshingMutation';

export const analyticsKeys = {
  all: ['analytics'] as const,
  definitions: () => [...analyticsKeys.all, 'definitions'] as const,
  summaries: () => [...analyticsKeys.all, 'summary'] as const,
  summary: (body: SummaryBody) => [...analyticsKeys.summaries(), body] as const,
};

export const analyticsQueries = {
  definitions: () => queryOptions({ queryKey: analyticsKeys.definitions(), queryFn: analyticsDefinitions, staleTime: 60_000 }),
  summary: (body: SummaryBody) =>
    queryOptions({ queryKey: analyticsKeys.summary(body), queryFn: () => analyticsSummary(body), staleTime: 30_000 }),
};

export const useSetWipTarget = (onDone?: () => void) => useRefreshingMutation(setWipTarget, [analyticsKeys.summaries()], onDone);

export const useRebuild = (onDone?: () => void) => useRefreshingMutation(rebuildAnalytics, [analyticsKeys.summaries()], onDone);
