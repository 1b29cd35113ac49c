import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { FieldRule } from './form-rule-schema.js';

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

/** One live-update event on GET /runtime/events/v1/stream (SSE `data:` line as JSON). */
export const LiveEvent = Type.Object({
  type: Type.String({ description: 'task.changed, message.created, ...' }),
  data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
});
export type LiveEvent = Static<typeof LiveEvent>;

export const IdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 20000, description: 'comma separated' }) });
export const InstIdQuery = Type.Object({ instId: Type.String({ minLength: 1, maxLength: 64 }) });
export const TaskIdQuery = Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 64 }) });

/** Live updates for the signed-in user: raw text/event-stream of LiveEvent (no envelope). */
export const EVENT_CALLS = {
  stream: call({ method: 'GET', path: '/runtime/events/v1/stream' }),
} as const;
