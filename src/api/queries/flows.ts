import { queryOptions } from '@tanstack/react-query';
import { getFlowTypeTree, queryDefs } from '@/api/flow';

// a company's flows fit one list: tens, not thousands
const MAIN_DEFS = { pageBean: { page: 1, pageSize: 1000 } };

/**
 * What several features read of the flow definitions, defined once (the start page and the deploy dialog read the
 * types; the agent rules and the print templates the main versions). Everything under ['flow'] is refreshed by a
 * deployment (workflow's FlowDefList).
 */
export const flowKeys = {
  all: ['flow'] as const,
  types: () => ['flow', 'types'] as const,
  mainDefs: () => ['flow', 'defs', { scope: 'main' }] as const,
};

export const flowQueries = {
  /** The flow types' tree. */
  types: () => queryOptions({ queryKey: flowKeys.types(), queryFn: getFlowTypeTree, staleTime: 300_000 }),
  /** The main versions of the flows. */
  mainDefs: () => queryOptions({ queryKey: flowKeys.mainDefs(), queryFn: () => queryDefs(MAIN_DEFS), staleTime: 300_000 }),
};
