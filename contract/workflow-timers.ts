import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { KeyQuery } from './common.js';

/** What an instance waits for by the clock (issue 15): its timer events and the clocks of its tasks. */

export const TimerRow = Type.Object({
  id: Type.String(),
  /** bpmn: a timer event of the diagram; remind, escalate, autoApprove: the clock of a task */
  kind: Type.Union([Type.Literal('bpmn'), Type.Literal('remind'), Type.Literal('escalate'), Type.Literal('autoApprove')]),
  nodeId: Type.String(),
  taskId: Type.Union([Type.String(), Type.Null()]),
  /** ISO time */
  expireAt: Type.String(),
  /** repetitions left of a cycle */
  repeat: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('fired'), Type.Literal('cancelled'), Type.Literal('failed')]),
  settleTime: Type.Union([Type.String(), Type.Null()]),
});
export type TimerRow = Static<typeof TimerRow>;

export const TIMER_CALLS = {
  /** The timers of an instance the caller may read, by expiry (the flow chart draws them with their state). */
  list: call({ method: 'GET', path: '/runtime/timer/v1/listByInstId', query: KeyQuery('instId'), answer: Type.Array(TimerRow) }),
};
