import { queryOptions } from '@tanstack/react-query';
import {
  getBpmImage,
  getInstanceFlowImage,
  getNodeOpinion,
  type InstanceFlowImageParams,
  type NodeOpinionParams,
} from '@/api/runtimeImage';
import { listInstanceTimers } from '@/api/runtimeTimers';

/** What a chart shows: an instance (with states), a definition, or the sub flow of a node. */
export type ChartSource =
  | { kind: 'instance'; instId: string; defId?: string }
  | { kind: 'definition'; defId: string }
  | ({ kind: 'sub' } & InstanceFlowImageParams);

export const flowchartKeys = {
  all: ['flowchart'] as const,
  image: (source: ChartSource) => [...flowchartKeys.all, 'image', source] as const,
  nodeOpinions: (params: NodeOpinionParams) => [...flowchartKeys.all, 'nodeOpinions', params] as const,
  timers: (instId: string) => [...flowchartKeys.all, 'timers', instId] as const,
};

/** The timers of an instance (timer events drawn with their state and due time). */
export function instanceTimersQuery(instId: string) {
  return queryOptions({
    queryKey: flowchartKeys.timers(instId),
    queryFn: () => listInstanceTimers(instId),
    staleTime: 10_000,
  });
}

export function flowImageQuery(source: ChartSource) {
  return queryOptions({
    queryKey: flowchartKeys.image(source),
    queryFn: () => {
      if (source.kind === 'instance') return getBpmImage({ proInstId: source.instId, defId: source.defId });
      if (source.kind === 'definition') return getBpmImage({ defId: source.defId });
      const { kind: _kind, ...params } = source;
      return getInstanceFlowImage(params);
    },
    staleTime: 10_000,
  });
}

export function nodeOpinionsQuery(params: NodeOpinionParams) {
  return queryOptions({
    queryKey: flowchartKeys.nodeOpinions(params),
    queryFn: () => getNodeOpinion(params),
    staleTime: 10_000,
  });
}

/** The source named by instId / defId, or null when neither is given. */
export function sourceOf(instId?: string | null, defId?: string | null): ChartSource | null {
  if (instId) return { kind: 'instance', instId, ...(defId ? { defId } : {}) };
  if (defId) return { kind: 'definition', defId };
  return null;
}
