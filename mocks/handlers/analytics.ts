import { ANALYTICS_CALLS as A, type AnalyticsDefinition, type Summary, type SummaryBody, type TargetBody } from '@contract/analytics';
import { answer } from '../call';

/** Process analytics over an in-memory state: what was asked is kept in `seen`. */

const HOUR = 3600_000;

export function analyticsSummary(overrides: Partial<Summary> = {}): Summary {
  return {
    defKey: 'leaveRequest',
    defId: 'def-leave',
    from: '2026-10-27',
    to: '2026-11-25',
    started: 42,
    ended: 30,
    running: 12,
    wipTarget: null,
    nodes: [
      {
        nodeId: 'leaderApprove',
        name: 'Leader approval',
        count: 32,
        medianMs: 20 * HOUR,
        p90Ms: 30 * HOUR,
        meanMs: 21 * HOUR,
        overdue: 3,
        open: 5,
        openOverdue: 1,
      },
      {
        nodeId: 'hrApprove',
        name: 'HR approval',
        count: 8,
        medianMs: 7 * HOUR,
        p90Ms: 9 * HOUR,
        meanMs: 7 * HOUR,
        overdue: 0,
        open: 2,
        openOverdue: 0,
      },
      { nodeId: 'archive', name: 'Archive', count: 0, medianMs: null, p90Ms: null, meanMs: null, overdue: 0, open: 0, openOverdue: 0 },
    ],
    approvers: [
      { userId: 'u-lina', name: 'Li Na', count: 30, medianMs: 19 * HOUR, p90Ms: 29 * HOUR, meanMs: 20 * HOUR, overdue: 3 },
      { userId: 'u-liuyang', name: 'Liu Yang', count: 10, medianMs: 6 * HOUR, p90Ms: 9 * HOUR, meanMs: 6 * HOUR, overdue: 0 },
    ],
    series: [
      { day: '2026-11-24', started: 2, ended: 1, completed: 3 },
      { day: '2026-11-25', started: 1, ended: 2, completed: 2 },
    ],
    ...overrides,
  };
}

export interface AnalyticsState {
  definitions: AnalyticsDefinition[];
  summary: Summary;
  seen: { summaries: SummaryBody[]; targets: TargetBody[]; rebuilds: (string | undefined)[] };
}

export function analyticsState(overrides: Partial<AnalyticsState> = {}): AnalyticsState {
  return {
    definitions: [
      { defKey: 'expenseClaim', defId: 'def-expense', name: 'Expense claim', version: 1 },
      { defKey: 'leaveRequest', defId: 'def-leave', name: 'Leave request', version: 2 },
    ],
    summary: analyticsSummary(),
    seen: { summaries: [], targets: [], rebuilds: [] },
    ...overrides,
  };
}

export function analyticsHandlers(state: AnalyticsState) {
  return [
    answer(A.definitions, () => state.definitions),
    answer(A.summary, ({ body }) => {
      state.seen.summaries.push(body);
      return { ...state.summary, defKey: body.defKey, from: body.from, to: body.to };
    }),
    answer(A.setTarget, ({ body }) => {
      state.seen.targets.push(body);
      state.summary = { ...state.summary, wipTarget: body.wipTarget ?? null };
      return true;
    }),
    answer(A.rebuild, ({ body }) => {
      state.seen.rebuilds.push(body.defKey);
      return true;
    }),
  ];
}
