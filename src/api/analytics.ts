import {
  ANALYTICS_CALLS as A,
  type AnalyticsDefinition,
  type ApproverStats,
  type NodeStats,
  type Summary,
  type SummaryBody,
  type TargetBody,
} from '@contract/analytics';
import { send } from './call';

/** Process analytics (issue 17), for process administrators. */

export type { AnalyticsDefinition, ApproverStats, NodeStats, Summary, SummaryBody };

export async function analyticsDefinitions(): Promise<AnalyticsDefinition[]> {
  return (await send(A.definitions, {})).value;
}

export async function analyticsSummary(body: SummaryBody): Promise<Summary> {
  return (await send(A.summary, { body })).value;
}

export async function setWipTarget(body: TargetBody): Promise<boolean> {
  return (await send(A.setTarget, { body })).value;
}

export async function rebuildAnalytics(defKey?: string): Promise<boolean> {
  return (await send(A.rebuild, { body: defKey ? { defKey } : {} })).value;
}
