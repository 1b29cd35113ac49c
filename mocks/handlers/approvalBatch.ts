import {
  BATCH_CALLS,
  type BatchApproveBody,
  type BatchApproveResult,
  type BatchCheckBody,
  type BatchCheckItem,
  type BatchItemResult,
} from '@contract/workflow-batch';
import type { Static } from 'typebox';
import { URGING_CALLS, type CcReceipt, type UrgeBody, type UrgeResult, type UrgeState } from '@contract/workflow-urging';
import { answer } from '../call';

/** A task's outcome in a batch approval's answer. */
export const batchItem = (over: Partial<BatchItemResult> = {}): BatchItemResult => ({
  taskId: 't1',
  outcome: 'approved',
  code: null,
  reason: null,
  subject: 'Leave of Zhang Wei',
  nodeName: 'Leader approval',
  ...over,
});

/** The batch approval's answer: counts from the items. */
export const batchResult = (results: BatchItemResult[]): BatchApproveResult => ({
  results,
  approved: results.filter((r) => r.outcome === 'approved').length,
  skipped: results.filter((r) => r.outcome === 'skipped').length,
  failed: results.filter((r) => r.outcome === 'failed').length,
});

/** batchApprove answered per request body; each body is kept in `seen`. */
export const batchApproveHandler = (resolve: (body: BatchApproveBody) => BatchApproveResult, seen: BatchApproveBody[] = []) =>
  answer(BATCH_CALLS.approve, ({ body }) => {
    seen.push(body);
    return resolve(body);
  });

/** One chosen task's answer in batchApproveCheck: by default the batch can take it. */
export const batchCheckItem = (over: Partial<BatchCheckItem> = {}): BatchCheckItem => ({
  taskId: 't1',
  ok: true,
  needsOpinion: false,
  code: null,
  reason: null,
  subject: 'Leave of Zhang Wei',
  nodeName: 'Leader approval',
  ...over,
});

/** batchApproveCheck answered per task id (every task can be taken unless `item` says otherwise); bodies kept in `seen`. */
export const batchCheckHandler = (
  item: (taskId: string) => BatchCheckItem = (taskId) => batchCheckItem({ taskId }),
  seen: Static<typeof BatchCheckBody>[] = [],
) =>
  answer(BATCH_CALLS.check, ({ body }) => {
    seen.push(body);
    return { results: body.taskIds.map(item) };
  });

export const urgeStateRow = (over: Partial<UrgeState> = {}): UrgeState => ({
  taskId: 't1',
  nodeName: 'Leader approval',
  assigneeName: 'Li Na',
  count: 0,
  lastTime: null,
  canUrge: true,
  nextAllowed: null,
  ...over,
});

/** The urge calls: state of the instance's open tasks, and urge (answered by `resolve`, bodies kept in `seen`). */
export const urgingHandlers = (
  state: () => UrgeState[],
  resolve: (body: UrgeBody) => UrgeResult = (b) => ({
    taskId: b.taskId,
    count: 1,
    escalatedTo: null,
    nextAllowed: '2026-03-05T08:10:00.000Z',
  }),
  seen: UrgeBody[] = [],
) => [
  answer(URGING_CALLS.state, () => state()),
  answer(URGING_CALLS.urge, ({ body }) => {
    seen.push(body);
    return resolve(body);
  }),
];

export const ccReceipt = (over: Partial<CcReceipt> = {}): CcReceipt => ({
  id: 'n1',
  toUserId: 'u_chenjing',
  toUserName: 'Chen Jing',
  fromUserId: 'u_zhangwei',
  fromUserName: 'Zhang Wei',
  opinion: null,
  receivedTime: '2026-03-05T08:00:00.000Z',
  openedTime: null,
  ...over,
});

export const ccReceiptsHandler = (rows: () => CcReceipt[]) => answer(URGING_CALLS.receipts, () => rows());
