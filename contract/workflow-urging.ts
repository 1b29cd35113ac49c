import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable } from './common.js';
import { InstIdQuery, Time } from './workflow-shared.js';

/**
 * Following people up (issue 15): urging the assignee of an open task (催办), escalated to the
 * assignee's leader at the second urge, and the read receipts of circulated (CC) copies.
 */

/** One urge per task in this many minutes. */
export const URGE_INTERVAL_MINUTES = 10;

export const UrgeBody = Type.Object({
  taskId: Key(),
  /** a few words to the assignee */
  message: Type.Optional(Type.String({ maxLength: 500 })),
});
export type UrgeBody = Static<typeof UrgeBody>;

export const UrgeResult = Type.Object({
  taskId: Type.String(),
  /** how many times the task has been urged, this one included */
  count: Type.Integer(),
  /** the leader told at this urge (the second), else null */
  escalatedTo: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  /** when the task may be urged again */
  nextAllowed: Time,
});
export type UrgeResult = Static<typeof UrgeResult>;

/** The urges of an instance's open tasks, for its urge button. */
export const UrgeState = Type.Object({
  taskId: Type.String(),
  nodeName: Type.String(),
  assigneeName: Nullable(Type.String()),
  count: Type.Integer(),
  lastTime: Nullable(Time),
  /** whether the caller may urge it now (rights and the interval) */
  canUrge: Type.Boolean(),
  nextAllowed: Nullable(Time),
});
export type UrgeState = Static<typeof UrgeState>;

/** A circulated copy as its sender sees it: received when it was sent, opened when the receiver first opened the form. */
export const CcReceipt = Type.Object({
  id: Type.String(),
  toUserId: Type.String(),
  toUserName: Type.String(),
  fromUserId: Nullable(Type.String()),
  fromUserName: Nullable(Type.String()),
  opinion: Nullable(Type.String()),
  receivedTime: Time,
  openedTime: Nullable(Time),
});
export type CcReceipt = Static<typeof CcReceipt>;

const BASE = '/runtime/task/v1';

export const URGING_CALLS = {
  /** The initiator, a participant of the instance or an admin urges the open task's assignee. */
  urge: call({ method: 'POST', path: `${BASE}/urge`, body: UrgeBody, answer: UrgeResult }),
  /** The open tasks of an instance with their urges, for whoever may read the instance. */
  state: call({ method: 'GET', path: `${BASE}/urgeState`, query: InstIdQuery, answer: Type.Array(UrgeState) }),
  /** The circulated copies of an instance with their receipts: the caller's own (an admin's and the initiator's: all). */
  receipts: call({ method: 'GET', path: '/runtime/instance/v1/ccReceipts', query: InstIdQuery, answer: Type.Array(CcReceipt) }),
};
