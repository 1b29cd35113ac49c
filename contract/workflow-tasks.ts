import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, OptionalKey } from './common.js';
import {
  CurNodeDef,
  FormView,
  InstIdQuery,
  LockStatus,
  NodeFields,
  NodeLayout,
  Nullable,
  TaskAction,
  TaskIdQuery,
  UserRef,
} from './workflow-shared.js';
import { InstanceRow, TaskRow } from './workflow-lists.js';

// ---------------------------------------------------------------------------------------------
// One task: buttons, detail, complete
// ---------------------------------------------------------------------------------------------

/** Query of getButtonsBytaskId and taskDetailBo; reqParams is opaque JSON text the portal passes on. */
export const TaskQuery = Type.Object({
  taskId: Key(),
  leaderId: OptionalKey(),
  reqParams: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type TaskQuery = Static<typeof TaskQuery>;

export const ApprovalButton = Type.Object({
  /** the actionName sent to complete, or a portal action: lock, unlock, delegate, circulate, print, flowImage, revoke, hangUp */
  alias: Type.String(),
  /** translated label in the caller's language */
  name: Type.String(),
  /** whether the action needs an opinion text */
  needOpinion: Type.Boolean(),
});
export type ApprovalButton = Static<typeof ApprovalButton>;

export const ApprovalState = Type.Object({
  approvalButtonList: Type.Array(ApprovalButton),
  /** the task's status: todo, done, canceled */
  taskStatus: Type.String(),
  isFromApplicationModule: Type.Boolean(),
  formDataVersion: Type.Integer(),
  lockStatus: LockStatus,
});
export type ApprovalState = Static<typeof ApprovalState>;

export const TaskDetail = Type.Object({
  bpmTask: TaskRow,
  curNodeDef: CurNodeDef,
  formKey: Type.String(),
  nodeLayoutList: Type.Array(NodeLayout),
  form: FormView,
  instance: InstanceRow,
  isFirstNode: Type.Boolean(),
});
export type TaskDetail = Static<typeof TaskDetail>;

export const CompleteBody = Type.Object({
  taskId: Key(),
  actionName: TaskAction,
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
  /** form data when the node may write fields (only writable fields are taken) */
  formData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** formDataVersion the portal loaded; a newer one on the server answers 409 */
  formDataVersion: Type.Optional(Type.Integer()),
  /** JSON text of the attached file list (spec 02 §3 "files") */
  files: Type.Optional(Type.String({ maxLength: 20000 })),
  /** reject: the node to return to (one of getAfterJumpNodes with actionName reject); default the previous node */
  destination: OptionalKey(128),
  leaderId: OptionalKey(),
  /** users to circulate (CC) the instance to along with the action */
  circulateUserIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 })),
});
export type CompleteBody = Static<typeof CompleteBody>;

export const CompleteResult = Type.Object({
  taskId: Type.String(),
  instId: Type.String(),
  instStatus: Type.String(),
  /** tasks the action created */
  newTasks: Type.Array(Type.Object({ id: Type.String(), nodeId: Type.String(), name: Type.String(), assigneeId: Nullable(Type.String()) })),
});
export type CompleteResult = Static<typeof CompleteResult>;

export const JumpNodesBody = Type.Object({
  taskId: Key(),
  actionName: Type.Optional(TaskAction),
  formData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export const JumpNode = Type.Object({
  ...NodeFields,
  executors: Type.Array(UserRef),
});
export type JumpNode = Static<typeof JumpNode>;

/** Lock, unlock and the admin operation (status 5) on a candidate task. */
export const LockBody = Type.Object({
  taskId: Key(),
  /** lock | unlock | adminUnlock | adminAssign */
  action: Type.Union([Type.Literal('lock'), Type.Literal('unlock'), Type.Literal('adminUnlock'), Type.Literal('adminAssign')]),
  /** adminAssign: the user the admin gives the task to */
  userId: OptionalKey(),
});

/** Delegate one open task to another user (agentToTina); withdraw takes it back. */
export const DelegateBody = Type.Object({
  taskId: Key(),
  agentId: Key(),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const WithdrawAgentBody = TaskIdQuery;

export const DefStatusValue = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  /** deploy | forbidden | draft */
  status: Type.String(),
  isMain: Type.Boolean(),
  instStatus: Type.String(),
  taskStatus: Nullable(Type.String()),
});

export const LockResult = Type.Object({ lockStatus: Type.Integer() });
export const InstTaskQuery = Type.Object({
  instId: Key(),
  taskId: OptionalKey(),
});

/** Calls on one task: buttons, detail, complete, jumps, checks, locks, delegation. */
export const TASK_CALLS = {
  /** ?taskId&leaderId&reqParams */
  buttons: call({ method: 'GET', path: '/runtime/task/v1/getButtonsBytaskId', query: TaskQuery, answer: ApprovalState }),
  detail: call({ method: 'GET', path: '/runtime/task/v1/taskDetailBo', query: TaskQuery, answer: TaskDetail }),
  /** 409 when already done */
  complete: call({ method: 'POST', path: '/runtime/task/v1/complete', body: CompleteBody, answer: CompleteResult }),
  afterJumpNodes: call({ method: 'POST', path: '/runtime/task/v1/getAfterJumpNodes', body: JumpNodesBody, answer: Type.Array(JumpNode) }),
  /** true when the caller may act on the task now; 403/404 when it is not the caller's at all */
  checkAuth: call({ method: 'GET', path: '/runtime/task/v1/checkTaskAuth', query: TaskQuery, answer: Type.Boolean() }),
  isFirstNode: call({ method: 'GET', path: '/runtime/task/v1/taskIsFirstNode', query: TaskQuery, answer: Type.Boolean() }),
  /** the open tasks of an instance */
  byInstId: call({ method: 'GET', path: '/runtime/task/v1/getBpmTaskByInstId', query: InstIdQuery, answer: Type.Array(TaskRow) }),
  lock: call({ method: 'POST', path: '/runtime/task/v1/lock', body: LockBody, answer: LockResult }), // ours
  delegate: call({ method: 'POST', path: '/runtime/task/v1/agentToTina', body: DelegateBody, answer: TaskRow }),
  withdrawAgent: call({ method: 'POST', path: '/runtime/task/v1/withdrawAgent', body: WithdrawAgentBody, answer: TaskRow }),
  defStatus: call({ method: 'GET', path: '/runtime/task/v1/getDefStatus', query: InstTaskQuery, answer: DefStatusValue }),
} as const;
