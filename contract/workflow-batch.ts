import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable } from './common.js';

/** Batch approve from the to-do list (issue 15): nodes switched on with `wf:batchApprove="true"`. */

/** At most this many tasks in one batch. */
export const BATCH_APPROVE_MAX = 100;

export const BatchApproveBody = Type.Object({
  /** the tasks to approve, in the order the list showed them (duplicates are taken once) */
  taskIds: Type.Array(Key(), { minItems: 1, maxItems: 500 }),
  /** one opinion for every task; none: the batch's default words (a node that requires an opinion is then skipped) */
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type BatchApproveBody = Static<typeof BatchApproveBody>;

/** approved; skipped: not tried, for the reason given (already handled, a signature needed ...); failed: tried and refused */
export const BATCH_OUTCOMES = ['approved', 'skipped', 'failed'] as const;
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number];

export const BatchItemResult = Type.Object({
  taskId: Type.String(),
  outcome: Type.Enum(BATCH_OUTCOMES),
  /** the reason's locale key (server.json), null when approved */
  code: Nullable(Type.String()),
  /** the reason in the caller's language, null when approved */
  reason: Nullable(Type.String()),
  /** the request's subject and the node's name, when the task could be read */
  subject: Nullable(Type.String()),
  nodeName: Nullable(Type.String()),
});
export type BatchItemResult = Static<typeof BatchItemResult>;

export const BatchApproveResult = Type.Object({
  results: Type.Array(BatchItemResult),
  approved: Type.Integer(),
  skipped: Type.Integer(),
  failed: Type.Integer(),
});
export type BatchApproveResult = Static<typeof BatchApproveResult>;

/** Before confirming (issue 29.7): whether the batch can take each chosen task, and why not. */
export const BatchCheckBody = Type.Object({ taskIds: Type.Array(Key(), { minItems: 1, maxItems: 500 }) });
export const BatchCheckItem = Type.Object({
  taskId: Type.String(),
  /** the batch can approve it as it is */
  ok: Type.Boolean(),
  /** the node requires an opinion: the batch takes it only with one written */
  needsOpinion: Type.Boolean(),
  /** why not (a server.json key), and the reason in the caller's language; null when ok */
  code: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  nodeName: Nullable(Type.String()),
});
export type BatchCheckItem = Static<typeof BatchCheckItem>;
export const BatchCheckResult = Type.Object({ results: Type.Array(BatchCheckItem) });
export type BatchCheckResult = Static<typeof BatchCheckResult>;

export const BATCH_CALLS = {
  /** Which of the chosen tasks a batch approve would take (nothing is written). */
  check: call({ method: 'POST', path: '/runtime/task/v1/batchApproveCheck', body: BatchCheckBody, answer: BatchCheckResult }),
  /** Approves each task through the one completion path, each in its own transaction; partial success is reported per task. */
  approve: call({ method: 'POST', path: '/runtime/task/v1/batchApprove', body: BatchApproveBody, answer: BatchApproveResult }),
};
