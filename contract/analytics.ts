import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable } from './common.js';

/**
 * Process analytics (issue 17): per definition and period, instances started / ended / running,
 * work in progress against a target, median and p90 durations per node and per approver (from
 * rollups kept with each write, never a scan of instances per view), and a daily series.
 * Process administrators only.
 */

/** A calendar day, YYYY-MM-DD (in the company's time zone). */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The longest period one summary covers. */
export const MAX_PERIOD_DAYS = 366;

export const SummaryBody = Type.Object({
  defKey: Key(),
  /** one version only; absent: every version of the key */
  defId: Type.Optional(Key()),
  from: Day,
  to: Day,
});
export type SummaryBody = Static<typeof SummaryBody>;

const Durations = {
  /** completed tasks in the period */
  count: Type.Integer(),
  /** median and 90th percentile of their durations (ms), from the histogram; null without tasks */
  medianMs: Nullable(Type.Integer()),
  p90Ms: Nullable(Type.Integer()),
  /** the mean (ms), exact */
  meanMs: Nullable(Type.Integer()),
  /** completed after their due time */
  overdue: Type.Integer(),
};

export const NodeStats = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  ...Durations,
  /** open now, and of those past their due time */
  open: Type.Integer(),
  openOverdue: Type.Integer(),
});
export type NodeStats = Static<typeof NodeStats>;

export const ApproverStats = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  ...Durations,
});
export type ApproverStats = Static<typeof ApproverStats>;

export const DayPoint = Type.Object({
  day: Day,
  started: Type.Integer(),
  ended: Type.Integer(),
  completed: Type.Integer(),
});
export type DayPoint = Static<typeof DayPoint>;

export const Summary = Type.Object({
  defKey: Type.String(),
  /** the version whose diagram goes with the numbers (the asked one, else the main one) */
  defId: Nullable(Type.String()),
  from: Day,
  to: Day,
  started: Type.Integer(),
  ended: Type.Integer(),
  /** running now (all started minus all ended): the work in progress */
  running: Type.Integer(),
  /** the administrators' target of work in progress, null when none is set */
  wipTarget: Nullable(Type.Integer()),
  nodes: Type.Array(NodeStats),
  approvers: Type.Array(ApproverStats),
  series: Type.Array(DayPoint),
});
export type Summary = Static<typeof Summary>;

export const AnalyticsDefinition = Type.Object({
  defKey: Type.String(),
  defId: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
});
export type AnalyticsDefinition = Static<typeof AnalyticsDefinition>;

export const TargetBody = Type.Object({
  defKey: Key(),
  /** absent: the target is removed */
  wipTarget: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
});
export type TargetBody = Static<typeof TargetBody>;

export const RebuildBody = Type.Object({ defKey: Type.Optional(Key()) });
export type RebuildBody = Static<typeof RebuildBody>;

const BASE = '/runtime/analytics/v1';

export const ANALYTICS_CALLS = {
  /** Definitions to analyse (their main versions). */
  definitions: call({ method: 'GET', path: `${BASE}/definitions`, answer: Type.Array(AnalyticsDefinition) }),
  summary: call({ method: 'POST', path: `${BASE}/summary`, body: SummaryBody, answer: Summary }),
  /** Sets (or removes) a definition's work-in-progress target. */
  setTarget: call({ method: 'POST', path: `${BASE}/target`, body: TargetBody, answer: Type.Boolean() }),
  /** Queues a rebuild of a definition's rollups (of all without defKey) from its instances and tasks. */
  rebuild: call({ method: 'POST', path: `${BASE}/rebuild`, body: RebuildBody, answer: Type.Boolean() }),
};
