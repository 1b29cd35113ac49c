import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, OptionalKey } from './common.js';
import { Nullable } from './workflow-shared.js';

/**
 * Approval tools (issue 15, ours): reject to any node passed, transfer, add-sign before/after and removing an
 * added signer; an administrator's jump of a task's work to another user task, back or forward. Every tool is first previewed (what ends, what opens and for whom, who is told) by the same
 * code that then runs it; the run carries the preview's fingerprint and is refused with 409 and a fresh
 * preview in `value` when the instance changed since.
 */
// delegate: the hand-over (转办) to an agent, previewed like the tools (issue 29.6); the owner may withdraw it
export const TOOL_NAMES = ['reject', 'transfer', 'addSign', 'removeAddSign', 'jump', 'delegate'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export const ToolRequest = Type.Object({
  tool: Type.Enum(TOOL_NAMES),
  /** the task acted on (removeAddSign: the host task the chain was added on) */
  taskId: Key(),
  leaderId: OptionalKey(),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
  /** reject: the node to return to (a node already passed, the start node included); jump (admins): the user task the work moves to */
  destination: OptionalKey(128),
  /** reject: the resubmission (or the target's completion) goes straight back to the rejecter */
  backToRejecter: Type.Optional(Type.Boolean()),
  /** transfer: the new handler; delegate: the agent; removeAddSign: the added signer to remove */
  userId: OptionalKey(),
  /** addSign: the people added (in order) */
  userIds: Type.Optional(Type.Array(Key(), { minItems: 1, maxItems: 10 })),
  /** addSign: before (they act first, then the task comes back) or after (I approve, then they act) */
  mode: Type.Optional(Type.Union([Type.Literal('before'), Type.Literal('after')])),
  /** addSign: in turn (true) or all at once */
  sequential: Type.Optional(Type.Boolean()),
  /** run only: the fingerprint of the preview the caller confirmed */
  fingerprint: Type.Optional(Type.String({ maxLength: 128 })),
});
export type ToolRequest = Static<typeof ToolRequest>;

export const ToolTask = Type.Object({
  taskId: Type.String(),
  nodeId: Type.String(),
  nodeName: Type.String(),
  userId: Nullable(Type.String()),
  userName: Type.String(),
});
export type ToolTask = Static<typeof ToolTask>;

export const ToolPerson = Type.Object({ id: Type.String(), name: Type.String() });

/** What a tool does (preview) or did (run): tasks that end, tasks that open, who is told. */
export const ToolPlan = Type.Object({
  tool: Type.Enum(TOOL_NAMES),
  instId: Type.String(),
  /** the instance state the plan was made on: version and open tasks */
  fingerprint: Type.String(),
  ends: Type.Array(ToolTask),
  opens: Type.Array(ToolTask),
  told: Type.Array(ToolPerson),
  /** the instance status after the action */
  instStatus: Type.String(),
});
export type ToolPlan = Static<typeof ToolPlan>;

export const RejectTargetOption = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  isStart: Type.Boolean(),
});

export const AddSignSigner = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  /** open: has the task now; queued: waits for their turn; done/canceled: acted or removed */
  state: Type.Union([Type.Literal('open'), Type.Literal('queued'), Type.Literal('done'), Type.Literal('canceled')]),
});

export const AddSignChain = Type.Object({
  id: Type.String(),
  mode: Type.Union([Type.Literal('before'), Type.Literal('after')]),
  sequential: Type.Boolean(),
  signers: Type.Array(AddSignSigner),
});
export type AddSignChain = Static<typeof AddSignChain>;

/** The tools the caller may use on a task now. */
export const ToolOptions = Type.Object({
  taskId: Type.String(),
  instId: Type.String(),
  tools: Type.Array(Type.Enum(TOOL_NAMES)),
  rejectTargets: Type.Array(RejectTargetOption),
  /** admins: the user tasks the work may jump to (isStart always false) */
  jumpTargets: Type.Optional(Type.Array(RejectTargetOption)),
  /** open add-sign chains the caller added on this task (signers who have not acted may be removed) */
  addSigns: Type.Array(AddSignChain),
});
export type ToolOptions = Static<typeof ToolOptions>;

/** A task, for a secretary with the leader whose task it is. */
export const ToolOptionsQuery = Type.Object({ taskId: Key(), leaderId: OptionalKey() });

export const TASK_TOOL_CALLS = {
  options: call({ method: 'GET', path: '/runtime/task/v1/tools/options', query: ToolOptionsQuery, answer: ToolOptions }),
  /** what the tool would do; nothing is written */
  preview: call({ method: 'POST', path: '/runtime/task/v1/tools/preview', body: ToolRequest, answer: ToolPlan }),
  /** runs the tool; 409 `taskTools.stale` with a fresh ToolPlan in `value` when the fingerprint is old */
  run: call({ method: 'POST', path: '/runtime/task/v1/tools/run', body: ToolRequest, answer: ToolPlan }),
} as const;
