import { Type, type Static } from 'typebox';
import { QueryBody } from './common.js';
import { FieldRule } from './form-rule-schema.js';

/**
 * Workflow calls of spec 02 §7 (tasks, instances, opinions, flow images). Shapes used by the
 * reference server's routes, the portal's `src/api/runtime.ts` and the msw mocks.
 * Definitions, forms, agents and the other model calls are in workflow-model.ts, the home page
 * in workflow-home.ts, and every path in workflow-paths.ts.
 *
 * Times are ISO-8601 strings (UTC); the portal formats them in the user's zone.
 */

/** Node and opinion statuses of spec 02 §4 (spellings kept as the spec names them). */
export const OPINION_STATUSES = [
  'start',
  'agree',
  'oppose',
  'reject',
  'backToStart',
  'reSubmit',
  'revoker',
  'revoker_to_start',
  'signPass',
  'signNotPass',
  'skip',
  'manual_end',
  'awaiting_check',
  'hangUp',
  'end',
] as const;
export type OpinionStatus = (typeof OPINION_STATUSES)[number];
export const OpinionStatus = Type.Enum(OPINION_STATUSES);

/**
 * Actions a handler takes on a task through the one complete call. `agree`/`oppose` are the
 * votes in a countersign too (they become signPass/signNotPass once the countersign decides).
 */
export const TASK_ACTIONS = ['agree', 'oppose', 'reject', 'backToStart', 'reSubmit', 'manual_end', 'skip'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
export const TaskAction = Type.Enum(TASK_ACTIONS);

/** Task lock status codes of spec 02 §4. */
export const LOCK_STATUS = {
  hasHandle: 0,
  canLock: 1,
  NoUnlock: 2,
  canUnlock: 3,
  LockedBySomeone: 4,
  adminOperate: 5,
} as const;
export const LockStatus = Type.Enum([0, 1, 2, 3, 4, 5] as const);

/** Instance statuses: running, ended normally, terminated by hand, revoked to its initiator (waiting to be re-submitted). */
export const INSTANCE_STATUSES = ['running', 'end', 'manual_end', 'revoker_to_start', 'backToStart', 'draft'] as const;
export const InstanceStatus = Type.Enum(INSTANCE_STATUSES);

/** A value or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
/** Times travel as ISO-8601 strings (UTC). */
export const Time = Type.String({ description: 'ISO-8601' });

export const UserRef = Type.Object({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  /** file id or URL of the photo; null when none (the portal shows a default avatar) */
  avatar: Nullable(Type.String()),
});
export type UserRef = Static<typeof UserRef>;

// ---------------------------------------------------------------------------------------------
// Task lists
// ---------------------------------------------------------------------------------------------

/**
 * The tabs of the task list screen (spec 02 §2) and the call each uses (see workflow-paths.ts).
 * Filters in `querys` use the allow-listed properties in TASK_FILTER_PROPERTIES /
 * INSTANCE_FILTER_PROPERTIES; others are refused with 400.
 */
export const TASK_TABS = [
  'todo',
  'leaderTodo',
  'done',
  'leaderDone',
  'myDelegate',
  'processOverview',
  'myCollection',
  'myDraft',
  'ciculated',
  'received',
  'myRequest',
] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const TaskTab = Type.Enum(TASK_TABS);

/** Filter properties accepted on task tabs (todo, leaderTodo, done, leaderDone, myDelegate). Hotent column names are aliases. */
export const TASK_FILTER_PROPERTIES = [
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
  'name',
  'NAME_',
  'nodeId',
  'NODE_ID_',
  'createTime',
  'CREATE_TIME_',
  'creator',
  'CREATOR_',
  'prop1',
  'PROP1_',
  'procInstId',
  'PROC_INST_ID_',
  'urgentState',
  'status',
  'STATUS_',
] as const;

/** Filter properties accepted on instance tabs (processOverview, myCollection, myRequest, ciculated, received, myDraft). */
export const INSTANCE_FILTER_PROPERTIES = [
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
  'createTime',
  'CREATE_TIME_',
  'creator',
  'CREATOR_',
  'prop1',
  'PROP1_',
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
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TaskListBody = Static<typeof TaskListBody>;

export const TaskRow = Type.Object({
  id: Type.String(),
  /** node name */
  name: Type.String(),
  nodeId: Type.String(),
  subject: Type.String(),
  procInstId: Type.String(),
  procDefId: Type.String(),
  procDefKey: Type.String(),
  procDefName: Type.String(),
  typeId: Nullable(Type.String()),
  /** business number of the instance */
  prop1: Nullable(Type.String()),
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
});
export type TaskRow = Static<typeof TaskRow>;

export const InstanceRow = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  procDefId: Type.String(),
  procDefKey: Type.String(),
  procDefName: Type.String(),
  typeId: Nullable(Type.String()),
  prop1: Nullable(Type.String()),
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
});
export type InstanceRow = Static<typeof InstanceRow>;

export const TaskPage = Type.Object({ rows: Type.Array(TaskRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export const InstancePage = Type.Object({
  rows: Type.Array(InstanceRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** Classification tree with counts for one tab (spec 02 §2): zero-count categories are removed. */
export const TypeTreeBody = Type.Object({
  ...QueryBody.properties,
  tab: TaskTab,
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TypeTreeBody = Static<typeof TypeTreeBody>;

export interface TypeTreeNode {
  id: string;
  name: string;
  parentId: string | null;
  /** rows of this category and all below it */
  count: number;
  children: TypeTreeNode[];
}
export const TypeTreeNode = Type.Cyclic(
  {
    TypeTreeNode: Type.Object({
      id: Type.String(),
      name: Type.String(),
      parentId: Nullable(Type.String()),
      count: Type.Integer(),
      children: Type.Array(Type.Ref('TypeTreeNode')),
    }),
  },
  'TypeTreeNode',
);
export const TypeTree = Type.Object({
  nodes: Type.Array(TypeTreeNode),
  /** rows per category of their own, keyed by typeId; the key 'null' is uncategorised; zero counts are absent */
  counts: Type.Record(Type.String(), Type.Integer()),
  total: Type.Integer(),
});

// ---------------------------------------------------------------------------------------------
// One task: buttons, detail, complete
// ---------------------------------------------------------------------------------------------

/** Query of getButtonsBytaskId and taskDetailBo; reqParams is opaque JSON text the portal passes on. */
export const TaskQuery = Type.Object({
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
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

/** b required+writable, w writable, r read only, n hidden (spec 02 §5). */
export const FieldRight = Type.Union([Type.Literal('b'), Type.Literal('w'), Type.Literal('r'), Type.Literal('n')]);
export type FieldRight = Static<typeof FieldRight>;

export const NodeLayout = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  /** start | end | userTask | serviceTask | subProcess | callActivity | exclusiveGateway | parallelGateway | inclusiveGateway | complexGateway */
  nodeType: Type.String(),
  /** normal | serial | parallel for user tasks */
  signType: Type.Optional(Nullable(Type.String())),
});

export const CurNodeDef = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  nodeType: Type.String(),
  signType: Nullable(Type.String()),
  /** pass ratio of a countersign (0..1), null otherwise */
  passRatio: Nullable(Type.Number()),
  /** b/w/r/n of the opinion box at this node */
  opinionRight: FieldRight,
});

/** Form of spec 02 §3 "Form preview": bpmForm, data and permission. */
export const FormFieldDef = Type.Object({
  name: Type.String(),
  /** stable key, e.g. form.leave.days; label is that key's text in the caller's language */
  labelKey: Type.String(),
  label: Type.String(),
  /** text | textarea | number | money | date | select | user | file | subtable */
  type: Type.String(),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), labelKey: Type.String(), label: Type.String() }))),
  /** columns of a subtable */
  columns: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        labelKey: Type.String(),
        label: Type.String(),
        type: Type.String(),
        required: Type.Boolean(),
        rules: Type.Optional(Type.Array(FieldRule)),
      }),
    ),
  ),
  freezeCol: Type.Optional(Type.Integer()),
  /** business rules, messages in the caller's language (contract/form-rules.ts) */
  rules: Type.Optional(Type.Array(FieldRule)),
});
export type FormFieldDef = Static<typeof FormFieldDef>;

export const BpmForm = Type.Object({
  formKey: Type.String(),
  name: Type.String(),
  /** sanitized HTML layout, empty when the portal renders the fields itself */
  formHtml: Type.String(),
  formSetting: Type.Object({ space: Type.Integer({ minimum: 0 }) }),
  expand: Type.Array(FormFieldDef),
  /** custom script of the form; only ever run in a sandboxed frame (empty for our forms) */
  diyJs: Type.String(),
});

export const FormView = Type.Object({
  bpmForm: BpmForm,
  data: Type.Record(Type.String(), Type.Unknown()),
  permission: Type.Object({ fields: Type.Record(Type.String(), FieldRight), opinion: FieldRight }),
});
export type FormView = Static<typeof FormView>;

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

/** GET /runtime/instance/v1/getInstanceForm?instId: the read-only form of an instance (opened without a task). */
export const InstanceForm = Type.Object({
  instance: InstanceRow,
  form: FormView,
  nodeLayoutList: Type.Array(NodeLayout),
  defId: Type.String(),
});
export type InstanceForm = Static<typeof InstanceForm>;

export const CompleteBody = Type.Object({
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  actionName: TaskAction,
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
  /** form data when the node may write fields (only writable fields are taken) */
  formData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** formDataVersion the portal loaded; a newer one on the server answers 409 */
  formDataVersion: Type.Optional(Type.Integer()),
  /** JSON text of the attached file list (spec 02 §3 "files") */
  files: Type.Optional(Type.String({ maxLength: 20000 })),
  /** reject: the node to return to (one of getAfterJumpNodes with actionName reject); default the previous node */
  destination: Type.Optional(Type.String({ maxLength: 128 })),
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
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
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  actionName: Type.Optional(TaskAction),
  formData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export const JumpNode = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  nodeType: Type.String(),
  executors: Type.Array(UserRef),
});
export type JumpNode = Static<typeof JumpNode>;

/** Lock, unlock and the admin operation (status 5) on a candidate task. */
export const LockBody = Type.Object({
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  /** lock | unlock | adminUnlock | adminAssign */
  action: Type.Union([Type.Literal('lock'), Type.Literal('unlock'), Type.Literal('adminUnlock'), Type.Literal('adminAssign')]),
  /** adminAssign: the user the admin gives the task to */
  userId: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Delegate one open task to another user (agentToTina); withdraw takes it back. */
export const DelegateBody = Type.Object({
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  agentId: Type.String({ minLength: 1, maxLength: 64 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const WithdrawAgentBody = Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 64 }) });

/** Circulate (CC) an instance to users. */
export const CirculateBody = Type.Object({
  instId: Type.String({ minLength: 1, maxLength: 64 }),
  taskId: Type.Optional(Type.String({ maxLength: 64 })),
  userIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 200 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** Revoke: with taskId, the handler takes back a task he completed (revoker); without, the initiator takes the instance back to the start (revoker_to_start). */
export const RevokeBody = Type.Object({
  instId: Type.String({ minLength: 1, maxLength: 64 }),
  taskId: Type.Optional(Type.String({ maxLength: 64 })),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** Manual end by the initiator or an admin, outside any task. */
export const EndInstanceBody = Type.Object({
  instId: Type.String({ minLength: 1, maxLength: 64 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

// ---------------------------------------------------------------------------------------------
// Starting, drafts, instance status
// ---------------------------------------------------------------------------------------------

export const StartBody = Type.Object({
  /** the main version of this key is started */
  defKey: Type.String({ minLength: 1, maxLength: 128 }),
  formData: Type.Record(Type.String(), Type.Unknown()),
  /** optional own subject; default built from the definition name, initiator and date */
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  /** true: only save (or update) a draft, start nothing */
  draft: Type.Optional(Type.Boolean()),
  /** the draft this start comes from (removed once started) or the draft to update */
  draftId: Type.Optional(Type.String({ maxLength: 64 })),
  urgentState: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export type StartBody = Static<typeof StartBody>;

export const StartResult = Type.Object({
  instId: Nullable(Type.String()),
  draftId: Nullable(Type.String()),
  subject: Type.String(),
  prop1: Nullable(Type.String()),
  newTasks: CompleteResult.properties.newTasks,
});

export const InstanceStatusValue = Type.Object({
  instId: Type.String(),
  status: Type.String(),
  isHangUp: Type.Boolean(),
  /** node statuses keyed by node id */
  nodeStatus: Type.Record(Type.String(), OpinionStatus),
});

export const DefStatusValue = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  /** deploy | forbidden | draft */
  status: Type.String(),
  isMain: Type.Boolean(),
  instStatus: Type.String(),
  taskStatus: Nullable(Type.String()),
});

/** Hang-up types of GET /runtime/instance/v1/{type}?instId. */
export const HANG_UP_TYPES = ['hangUp', 'cancelHangUp'] as const;

// ---------------------------------------------------------------------------------------------
// Opinions
// ---------------------------------------------------------------------------------------------

export const Qualfied = Type.Object({
  /** user | users | role */
  type: Type.String(),
  name: Type.String(),
  account: Type.Optional(Type.String()),
  accounts: Type.Optional(Type.Array(Type.String())),
  id: Type.String(),
});

/** Opinion row of spec 02 §3 (field spellings kept: qualfiedNames, qualfieds). */
export const OpinionRow = Type.Object({
  id: Type.String(),
  taskId: Nullable(Type.String()),
  nodeId: Type.String(),
  taskName: Type.String(),
  qualfiedNames: Type.String(),
  qualfieds: Type.Array(Qualfied),
  auditor: Nullable(Type.String()),
  auditorName: Nullable(Type.String()),
  auditorAccount: Nullable(Type.String()),
  auditorAvatar: Nullable(Type.String()),
  status: OpinionStatus,
  /** the status label in the caller's language */
  statusVal: Type.String(),
  isRead: Type.Integer(),
  opinion: Nullable(Type.String()),
  /** JSON text holding a JSON string of a file list */
  files: Nullable(Type.String()),
  createTime: Time,
  completeTime: Nullable(Time),
  durMs: Nullable(Type.Integer()),
});
export type OpinionRow = Static<typeof OpinionRow>;

export const SaveOpinionBody = Type.Object({
  instId: Type.String({ minLength: 1, maxLength: 64 }),
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  opinion: Type.String({ maxLength: 2000 }),
});

// ---------------------------------------------------------------------------------------------
// Flow image
// ---------------------------------------------------------------------------------------------

export const FlowApprover = Type.Object({
  id: Type.String(),
  name: Type.String(),
  account: Type.String(),
  avatar: Nullable(Type.String()),
  /** the approver's status at this node (agree, awaiting_check, ...); null when predicted only */
  status: Nullable(OpinionStatus),
});

export const FlowNodeState = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  nodeType: Type.String(),
  /** normal | serial | parallel approvers of a user task */
  signType: Nullable(Type.String()),
  /** reached nodes: their latest status; null when not reached */
  status: Nullable(OpinionStatus),
  /** at most 4 approvers with avatars are shown; all are listed here, the portal cuts */
  approvers: Type.Array(FlowApprover),
  /** call activity: the sub instance to open with instanceFlowImage */
  subInstId: Type.Optional(Nullable(Type.String())),
  predicted: Type.Boolean(),
});

export const FlowImage = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  instId: Nullable(Type.String()),
  bpmnXml: Type.String(),
  nodes: Type.Array(FlowNodeState),
  /** edge id -> default | going (both ends reached) | predicted */
  flows: Type.Record(Type.String(), Type.Union([Type.Literal('default'), Type.Literal('going'), Type.Literal('predicted')])),
  /** node ids still ahead on the predicted path, in order */
  predictedPath: Type.Array(Type.String()),
});
export type FlowImage = Static<typeof FlowImage>;

// ---------------------------------------------------------------------------------------------
// Circulation, likes, collections, urgent, exceptions, print records, watermark
// ---------------------------------------------------------------------------------------------

export const CollectBody = Type.Object({ instId: Type.String({ minLength: 1, maxLength: 64 }), collect: Type.Boolean() });

/** One live-update event on GET /runtime/events/v1/stream (SSE `data:` line as JSON). */
export const LiveEvent = Type.Object({
  type: Type.String({ description: 'task.changed, message.created, ...' }),
  data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
});
export type LiveEvent = Static<typeof LiveEvent>;

export const IdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 20000, description: 'comma separated' }) });
export const InstIdQuery = Type.Object({ instId: Type.String({ minLength: 1, maxLength: 64 }) });
export const TaskIdQuery = Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 64 }) });

// ---------------------------------------------------------------------------------------------
// Read records: who opened the approval form of an instance, when, at which node
// ---------------------------------------------------------------------------------------------

/** addReadRecord: the task whose form was opened, or (ours) the instance opened without a task. */
export const AddReadRecordQuery = Type.Object({
  taskId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  instId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type AddReadRecordQuery = Static<typeof AddReadRecordQuery>;

/** Filter properties of getByRecordInstId; procInstId (EQUAL) names the instance. */
export const READ_RECORD_FILTER_PROPERTIES = [
  'procInstId',
  'instId',
  'taskId',
  'userId',
  'userName',
  'nodeId',
  'nodeName',
  'orgName',
  'readTime',
] as const;

export const ReadRecordRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  taskId: Nullable(Type.String()),
  /** the task's node; for an instance opened without a task, the nodes waiting then (comma separated) */
  nodeId: Nullable(Type.String()),
  nodeName: Nullable(Type.String()),
  userId: Type.String(),
  userName: Type.String(),
  /** the reader's main organisation when reading */
  orgName: Nullable(Type.String()),
  readTime: Time,
  /** with params.distinct: how many times this reader opened the form */
  readCount: Type.Optional(Type.Integer()),
});
export type ReadRecordRow = Static<typeof ReadRecordRow>;
export const ReadRecordPage = Type.Object({
  rows: Type.Array(ReadRecordRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ReadRecordPage = Static<typeof ReadRecordPage>;
