import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { OptionalKey, PageResult, QueryBody } from './common.js';
import { LockStatus, Nullable, OpinionStatus, Time, TreeNode, type TreeNodeBase } from './workflow-shared.js';

// ---------------------------------------------------------------------------------------------
// Task lists
// ---------------------------------------------------------------------------------------------

/** Which tabs list tasks (TaskPage); the others list instances (InstancePage). */
export const TASK_ROW_TABS = ['todo', 'leaderTodo', 'done', 'leaderDone', 'myDelegate'] as const;
export const INSTANCE_ROW_TABS = ['processOverview', 'myCollection', 'myDraft', 'ciculated', 'received', 'myRequest'] as const;

/**
 * The tabs of the task list screen (spec 02 §2), the task tabs first, and the call each uses (TAB_CALLS below).
 * Filters in `querys` use the allow-listed properties in TASK_FILTER_PROPERTIES /
 * INSTANCE_FILTER_PROPERTIES; others are refused with 400.
 */
export const TASK_TABS = [...TASK_ROW_TABS, ...INSTANCE_ROW_TABS] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const TaskTab = Type.Enum(TASK_TABS);

/** Filter properties of every tab: the flow (subject, definition, category). Hotent column names are aliases. */
const FLOW_FILTER_PROPERTIES = [
  'subject',
  'SUBJECT_',
  'procDefName',
  'PROC_DEF_NAME_',
  'procDefKey',
  'PROC_DEF_KEY_',
  'proc_def_key_',
  'typeId',
  'TYPE_ID_',
  'type_id_',
] as const;
/** Filter properties of every tab: when, by whom, the business number. */
const CREATION_FILTER_PROPERTIES = ['createTime', 'CREATE_TIME_', 'creator', 'CREATOR_', 'prop1', 'PROP1_'] as const;

/** Filter properties accepted on task tabs (todo, leaderTodo, done, leaderDone, myDelegate). */
export const TASK_FILTER_PROPERTIES = [
  ...FLOW_FILTER_PROPERTIES,
  'name',
  'NAME_',
  'nodeId',
  'NODE_ID_',
  ...CREATION_FILTER_PROPERTIES,
  'procInstId',
  'PROC_INST_ID_',
  'urgentState',
  'status',
  'STATUS_',
] as const;

/** Filter properties accepted on instance tabs (processOverview, myCollection, myRequest, ciculated, received, myDraft). */
export const INSTANCE_FILTER_PROPERTIES = [
  ...FLOW_FILTER_PROPERTIES,
  ...CREATION_FILTER_PROPERTIES,
  'id',
  'ID_',
  'status',
  'STATUS_',
  'endTime',
  'END_TIME_',
  'aiSummaryResult',
] as const;

/** Body of every list call: the common paging body, plus leaderId on the leader tabs. */
export const TaskListBody = Type.Object({
  ...QueryBody.properties,
  /** leaderTodo / leaderDone: the leader whose tasks a secretary looks at; omitted = all my leaders */
  leaderId: OptionalKey(),
});
export type TaskListBody = Static<typeof TaskListBody>;

/** The definition an instance runs, its category and its business number, as the task and instance rows give them. */
const ProcessFields = {
  procDefId: Type.String(),
  procDefKey: Type.String(),
  procDefName: Type.String(),
  typeId: Nullable(Type.String()),
  /** business number of the instance */
  prop1: Nullable(Type.String()),
};

export const TaskRow = Type.Object({
  id: Type.String(),
  /** node name */
  name: Type.String(),
  nodeId: Type.String(),
  subject: Type.String(),
  procInstId: Type.String(),
  ...ProcessFields,
  aiSummaryResult: Nullable(Type.String()),
  creatorId: Type.String(),
  creator: Type.String(),
  /** who may act now: null while a candidate task is not locked */
  assigneeId: Nullable(Type.String()),
  assigneeName: Nullable(Type.String()),
  /** whose task it is originally (differs from assignee when delegated to an agent) */
  ownerId: Nullable(Type.String()),
  ownerName: Nullable(Type.String()),
  /** todo | done | canceled */
  status: Type.String(),
  /** the node status of spec 02 §4 as it stands for this task (awaiting_check while open, the action once done) */
  nodeStatus: OpinionStatus,
  lockStatus: LockStatus,
  urgentState: Type.Integer(),
  isRead: Type.Integer({ description: '0 unread, 1 read' }),
  /** countersign node: parallel | serial; null for a normal node */
  signType: Nullable(Type.Union([Type.Literal('parallel'), Type.Literal('serial')])),
  createTime: Time,
  completeTime: Nullable(Time),
  instStatus: Type.String(),
  isHangUp: Type.Boolean(),
  /** a transfer's trace in the Done list (status transferred): the name of the one it was transferred to */
  transferredTo: Type.Optional(Nullable(Type.String())),
});
export type TaskRow = Static<typeof TaskRow>;

/**
 * What an initiator may do with a request of theirs (issue 29 item 9): revoke it to the start while it runs,
 * resubmit or withdraw (end by hand) once it is back at the start, delete it once withdrawn or ended by hand.
 * An approved request is kept.
 */
export const REQUEST_ACTIONS = ['revoke', 'resubmit', 'endProcess', 'remove'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const InstanceRow = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  ...ProcessFields,
  createTime: Time,
  endTime: Nullable(Time),
  creatorId: Type.String(),
  creator: Type.String(),
  status: Type.String(),
  isHangUp: Type.Boolean(),
  urgentState: Type.Integer(),
  aiSummaryResult: Nullable(Type.String()),
  /** names of the nodes waiting now, and who holds them */
  currentNodes: Type.Array(Type.Object({ nodeId: Type.String(), name: Type.String(), assignees: Type.Array(Type.String()) })),
  /** tab specific: circulation id (ciculated/received), draft id (myDraft), collection time (myCollection) */
  refId: Type.Optional(Nullable(Type.String())),
  isRead: Type.Optional(Type.Integer()),
  /** myRequest only: what the initiator may do with the request now (the server's rule, REQUEST_ACTIONS) */
  requestActions: Type.Optional(Type.Array(Type.Enum(REQUEST_ACTIONS))),
  /** myRequest only: the initiator's open start task of a request returned to them (resubmit opens it), else null */
  startTaskId: Type.Optional(Nullable(Type.String())),
});
export type InstanceRow = Static<typeof InstanceRow>;

export const TaskPage = PageResult(TaskRow);
export const InstancePage = PageResult(InstanceRow);

/** Classification tree with counts for one tab (spec 02 §2): zero-count categories are removed. */
export const TypeTreeBody = Type.Object({
  ...QueryBody.properties,
  tab: TaskTab,
  leaderId: OptionalKey(),
});
export type TypeTreeBody = Static<typeof TypeTreeBody>;

export interface TypeTreeNode extends TreeNodeBase {
  /** rows of this category and all below it */
  count: number;
  children: TypeTreeNode[];
}
export const TypeTreeNode = TreeNode('TypeTreeNode', { count: Type.Integer() });
export const TypeTree = Type.Object({
  nodes: Type.Array(TypeTreeNode),
  /** rows per category of their own, keyed by typeId; the key 'null' is uncategorised; zero counts are absent */
  counts: Type.Record(Type.String(), Type.Integer()),
  total: Type.Integer(),
});

export type TaskRowTab = (typeof TASK_ROW_TABS)[number];
export type InstanceRowTab = Exclude<TaskTab, TaskRowTab>;

const taskList = <const P extends string>(path: P) => call({ method: 'POST', path, body: TaskListBody, answer: TaskPage });
const instanceList = <const P extends string>(path: P) => call({ method: 'POST', path, body: TaskListBody, answer: InstancePage });

/** The list calls of the task screen; a missing body means all defaults. */
export const LIST_CALLS = {
  todo: taskList('/runtime/task/v1/getTodoList'),
  /** the old portal's path of the todo list */
  flowTodo: taskList('/flow/todo'),
  leaderTodo: taskList('/runtime/task/v1/getLeaderTodoList'), // ours
  done: taskList('/runtime/task/v1/getDoneList'), // ours
  leaderDone: taskList('/runtime/task/v1/getLeaderDoneList'), // ours
  myDelegate: taskList('/runtime/task/v1/getDelegateList'), // ours
  /** tasks I hold as agent */
  agentAuto: taskList('/runtime/task/v1/getAgentAutoList'),
  processOverview: instanceList('/runtime/instance/v1/getOverviewList'), // ours
  myCollection: instanceList('/runtime/instance/v1/getCollectionList'), // ours
  myDraft: instanceList('/runtime/instance/v1/getMyDraftList'), // ours
  ciculated: instanceList('/runtime/instance/v1/getCirculatedList'), // ours
  received: instanceList('/runtime/instance/v1/getReceivedList'), // ours
  myRequest: instanceList('/runtime/instance/v1/getMyRequestList'), // ours
  /** classification trees with counts of one tab */
  taskTypeTree: call({ method: 'POST', path: '/runtime/task/v1/typeTree', body: TypeTreeBody, answer: TypeTree }),
  instanceTypeTree: call({ method: 'POST', path: '/runtime/instance/v1/typeTree', body: TypeTreeBody, answer: TypeTree }),
} as const;

/** Which call each tab of the task screen uses. */
export const TAB_CALLS = {
  todo: LIST_CALLS.todo,
  leaderTodo: LIST_CALLS.leaderTodo,
  done: LIST_CALLS.done,
  leaderDone: LIST_CALLS.leaderDone,
  myDelegate: LIST_CALLS.myDelegate,
  processOverview: LIST_CALLS.processOverview,
  myCollection: LIST_CALLS.myCollection,
  myDraft: LIST_CALLS.myDraft,
  ciculated: LIST_CALLS.ciculated,
  received: LIST_CALLS.received,
  myRequest: LIST_CALLS.myRequest,
} as const satisfies Record<TaskTab, unknown>;
