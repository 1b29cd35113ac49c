import {
  Type,
  type Static,
  type TArray,
  type TBoolean,
  type TObject,
  type TOptional,
  type TProperties,
  type TRef,
  type TSchema,
} from 'typebox';
import { call } from './call.js';
import { SignatureFieldConfig } from './seals.js';
import { KeyQuery, Nullable, PageResult, QueryBody } from './common.js';
import { FieldRule } from './form-rule-schema.js';

export { Nullable };

/**
 * Shapes every workflow runtime file shares (spec 02 §4 statuses, users, forms, id queries) and the
 * live-update stream. Times are ISO-8601 strings (UTC); the portal formats them in the user's zone.
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
  // someone urged the assignee of an open task; at the second urge, the assignee's leader was told
  'urge',
  'urgeEscalate',
  // a timer told the leader of an overdue task's assignee (wf:escalateHours)
  'escalate',
  // task tools (issue 15): transfer and add-sign rows of the history
  'transfer',
  'addSignBefore',
  'addSignAfter',
  'addSignRemove',
  // an administrator moved a task's work to another user task (task tools, issue 15)
  'jump',
  // a message or signal delivered to the instance (issue 15)
  'message',
  'signal',
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

/** What each record kept about an instance (a read, a print, a form change) starts with: its id, the instance, who. */
export const InstanceRecordFields = { id: Type.String(), procInstId: Type.String(), userId: Type.String(), userName: Type.String() };
/** The task and the node a record (a read, a form change) was made at; null when none. */
export const RecordTaskFields = { taskId: Nullable(Type.String()), nodeId: Nullable(Type.String()) };
/** A node of a classification tree: its own fields, before what each tree adds and its children. */
export const TreeNodeFields = { id: Type.String(), name: Type.String(), parentId: Nullable(Type.String()) };
export interface TreeNodeBase {
  id: string;
  name: string;
  parentId: string | null;
}
type TreeNodeProperties<N extends string, P extends TProperties> = {
  [K in keyof (typeof TreeNodeFields & P & { children: TArray<TRef<N>> })]: (typeof TreeNodeFields & P & { children: TArray<TRef<N>> })[K];
};
/** The cyclic schema `name` of a classification tree's node: TreeNodeFields, the tree's own `fields`, then its children. */
export const TreeNode = <const N extends string, P extends TProperties>(name: N, fields: P) =>
  Type.Cyclic(
    { [name]: Type.Object({ ...TreeNodeFields, ...fields, children: Type.Array(Type.Ref(name)) }) } as {
      [K in N]: TObject<TreeNodeProperties<N, P>>;
    },
    name,
  );

/**
 * b required+writable, w writable, r read only, n hidden (spec 02 §5). The server applies them: b
 * must hold a value when the task goes forward (agree, resubmit, start; not drafts, saves or
 * rejects), values of r and n fields sent are ignored (the stored ones kept), n values are never sent.
 */
export const FieldRight = Type.Union([Type.Literal('b'), Type.Literal('w'), Type.Literal('r'), Type.Literal('n')]);
export type FieldRight = Static<typeof FieldRight>;

/** A node of a flow: the fields every node shape starts with. */
export const NodeFields = {
  nodeId: Type.String(),
  name: Type.String(),
  /** start | end | userTask | serviceTask | subProcess | callActivity | exclusiveGateway | parallelGateway | inclusiveGateway | complexGateway */
  nodeType: Type.String(),
};

export const NodeLayout = Type.Object({
  ...NodeFields,
  /** normal | serial | parallel for user tasks */
  signType: Type.Optional(Nullable(Type.String())),
});

export const CurNodeDef = Type.Object({
  ...NodeFields,
  signType: Nullable(Type.String()),
  /** pass ratio of a countersign (0..1), null otherwise */
  passRatio: Nullable(Type.Number()),
  /** b/w/r/n of the opinion box at this node */
  opinionRight: FieldRight,
});

/** Bounds the server checks a value against: numbers within min..max, texts up to maxLength characters. */
const ValueBounds = {
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
};
const FieldOption = Type.Object({ value: Type.String(), labelKey: Type.String(), label: Type.String() });

/** Rights of subtable columns: subtable field -> column -> right (a column not named follows its subtable). */
export const ColumnRights = Type.Record(Type.String(), Type.Record(Type.String(), FieldRight));

/** The properties a field and a subtable column share. */
const FieldCommon = {
  name: Type.String(),
  /** stable key, e.g. form.leave.days; label is that key's text in the caller's language */
  labelKey: Type.String(),
  label: Type.String(),
  /** text | textarea | richtext | number | money | date | datetime | select | user | org | post | role | file | subtable | signature */
  type: Type.String(),
  required: Type.Boolean(),
  ...ValueBounds,
};

/** Form of spec 02 §3 "Form preview": bpmForm, data and permission. */
export const FormFieldDef = Type.Object({
  ...FieldCommon,
  /** user, org, post, role: several may be chosen (the value is a list of ids either way); default: user yes, the others no */
  multiple: Type.Optional(Type.Boolean()),
  options: Type.Optional(Type.Array(FieldOption)),
  /** columns of a subtable (simple types, file included) */
  columns: Type.Optional(
    Type.Array(
      Type.Object({
        ...FieldCommon,
        options: Type.Optional(Type.Array(FieldOption)),
        rules: Type.Optional(Type.Array(FieldRule)),
      }),
    ),
  ),
  freezeCol: Type.Optional(Type.Integer()),
  /** business rules, messages in the caller's language (contract/form-rules.ts) */
  rules: Type.Optional(Type.Array(FieldRule)),
  /** a signature field's settings (type signature) */
  signature: Type.Optional(SignatureFieldConfig),
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
  permission: Type.Object({ fields: Type.Record(Type.String(), FieldRight), opinion: FieldRight, columns: Type.Optional(ColumnRights) }),
});
export type FormView = Static<typeof FormView>;
/** The form previews' id: a form key (the start form), or formKey_nodeId (the rights of one node). */
export const FormIdQuery = KeyQuery('formId', 260);

/** One live-update event on GET /runtime/events/v1/stream (SSE `data:` line as JSON). */
export const LiveEvent = Type.Object({
  type: Type.String({ description: 'task.changed, message.created, ...' }),
  data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
});
export type LiveEvent = Static<typeof LiveEvent>;

export const IdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 20000, description: 'comma separated' }) });
export const InstIdQuery = KeyQuery('instId');
export const TaskIdQuery = KeyQuery('taskId');

/** Live updates for the signed-in user: raw text/event-stream of LiveEvent (no envelope). */
export const EVENT_CALLS = {
  stream: call({ method: 'GET', path: '/runtime/events/v1/stream' }),
} as const;

/** What a delegation (an agent, a secretary) covers and whether it is on: the fields its row ends with. */
export const DelegationFields = {
  /** empty: every flow */
  defKeys: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  createTime: Time,
};
/** The same in a save body: the definition keys it covers (absent or empty: every flow), whether it is on. */
export const DelegationInput = {
  defKeys: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 200 })),
  enabled: Type.Optional(Type.Boolean()),
};

/**
 * The calls on rows that each belong to someone (agents, secretaries, approval words): a page by the common paging
 * body, whose one boolean query `flag` says whose rows to list; save; and remove by ids, answering how many went.
 */
export const ownedRowCalls = <
  const B extends string,
  const L extends string,
  const F extends string,
  const R extends string,
  Row extends TSchema,
  Save extends TSchema,
  Saved extends TSchema,
>(
  base: B,
  o: { list: L; flag: F; remove: R; row: Row; save: Save; saved: Saved },
) => ({
  list: call({
    method: 'POST',
    path: `${base}/${o.list}`,
    query: Type.Object({ [o.flag]: Type.Optional(Type.Boolean()) } as { [K in F]: TOptional<TBoolean> }),
    body: QueryBody,
    answer: PageResult(o.row),
  }),
  save: call({ method: 'POST', path: `${base}/save`, body: o.save, answer: o.saved }),
  remove: call({ method: 'DELETE', path: `${base}/${o.remove}`, query: IdsQuery, answer: Type.Integer() }),
});
