import {
  BATCH_CALLS,
  type BatchApproveBody,
  type BatchApproveResult,
  type BatchCheckResult,
  type BatchItemResult,
} from '@contract/workflow-batch';
import { URGING_CALLS, type CcReceipt, type UrgeBody, type UrgeResult, type UrgeState } from '@contract/workflow-urging';
import { send } from './call';

/** Batch approve, urging and CC receipts (issue 15). */

export type { BatchApproveResult, BatchItemResult, CcReceipt, UrgeResult, UrgeState };
export type BatchCheckItem = BatchCheckResult['results'][number];

/** POST /runtime/task/v1/batchApproveCheck: whether a batch approve would take each chosen task, and why not. */
export async function checkBatchApprove(taskIds: string[]): Promise<BatchCheckResult> {
  return (await send(BATCH_CALLS.check, { body: { taskIds } })).value;
}

/** POST /runtime/task/v1/batchApprove: each task's outcome, partial success included (a refusal of one task is in its row, not an error). */
export async function batchApprove(body: BatchApproveBody): Promise<BatchApproveResult> {
  return (await send(BATCH_CALLS.approve, { body })).value;
}

/** POST /runtime/task/v1/urge: the assignee is told; the second urge tells the assignee's leader too. */
export async function urgeTask(body: UrgeBody): Promise<UrgeResult> {
  return (await send(URGING_CALLS.urge, { body })).value;
}

/** GET /runtime/task/v1/urgeState?instId: the instance's open tasks with their urges. */
export async function getUrgeState(instId: string): Promise<UrgeState[]> {
  return (await send(URGING_CALLS.state, { query: { instId } })).value;
}

/** GET /runtime/instance/v1/ccReceipts?instId: circulated copies with received and opened times. */
export async function getCcReceipts(instId: string): Promise<CcReceipt[]> {
  return (await send(URGING_CALLS.receipts, { query: { instId } })).value;
}
