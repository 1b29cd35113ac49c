import { Type } from 'typebox';
import { Nullable, Time } from './workflow-shared.js';
import { InstanceRow } from './workflow-lists.js';
import { OpinionRow } from './workflow-opinions.js';

/**
 * Workflow calls of spec 02 §7. The runtime's shapes and calls live in workflow-shared.ts (statuses, forms, live
 * events), workflow-lists.ts (task tabs), workflow-tasks.ts, workflow-instances.ts, workflow-opinions.ts and
 * workflow-reads.ts; this file re-exports them (portal files import '@contract/workflow') and still holds the
 * shapes of the second-tier calls below. Definitions and the other model calls are in workflow-model.ts.
 */
export * from './workflow-shared.js';
export * from './workflow-lists.js';
export * from './workflow-tasks.js';
export * from './workflow-instances.js';
export * from './workflow-opinions.js';
export * from './workflow-reads.js';

// ---------------------------------------------------------------------------------------------
// Circulation, likes, collections, urgent, exceptions, print records, watermark
// ---------------------------------------------------------------------------------------------

export const LikeBody = Type.Object({
  refId: Type.String({ minLength: 1, maxLength: 64 }),
  /** true like, false take the like back */
  like: Type.Boolean(),
  type: Type.Optional(Type.String({ maxLength: 32 })),
});
export const LikeSummary = Type.Object({
  refId: Type.String(),
  count: Type.Integer(),
  liked: Type.Boolean(),
  users: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});

export const UrgentLevel = Type.Object({ value: Type.Integer(), labelKey: Type.String(), label: Type.String(), color: Type.String() });
export const UrgentByIdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const SetUrgentBody = Type.Object({
  instId: Type.String({ minLength: 1, maxLength: 64 }),
  urgentState: Type.Integer({ minimum: 0, maximum: 2 }),
});

export const TaskExceptionRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  subject: Type.String(),
  procDefName: Type.String(),
  typeId: Nullable(Type.String()),
  nodeId: Type.String(),
  nodeName: Type.String(),
  /** translated reason */
  message: Type.String(),
  code: Type.String(),
  createTime: Time,
});

export const PrintRecordRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  nodeId: Nullable(Type.String()),
  templateId: Nullable(Type.String()),
  templateName: Nullable(Type.String()),
  userId: Type.String(),
  userName: Type.String(),
  createTime: Time,
});
export const PrintLogBody = Type.Object({
  procInstId: Type.String({ minLength: 1, maxLength: 64 }),
  nodeId: Type.Optional(Type.String({ maxLength: 128 })),
  templateId: Type.Optional(Type.String({ maxLength: 64 })),
  templateName: Type.Optional(Type.String({ maxLength: 200 })),
});

export const Watermark = Type.Object({
  enabled: Type.Boolean(),
  /** text to draw, already filled with the caller's name and account */
  text: Type.String(),
  fontSize: Type.Integer(),
  color: Type.String(),
  rotate: Type.Integer(),
});

// ---------------------------------------------------------------------------------------------
// Second tier of spec 02 §7: form data records, admin task operations, related information
// ---------------------------------------------------------------------------------------------

/** Save the form of an open task without completing it (writable fields only). */
export const SaveFormDataBody = Type.Object({
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  formData: Type.Record(Type.String(), Type.Unknown()),
  formDataVersion: Type.Optional(Type.Integer()),
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
});

export const FormRecordRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  taskId: Nullable(Type.String()),
  nodeId: Nullable(Type.String()),
  userId: Type.String(),
  userName: Type.String(),
  version: Type.Integer(),
  /** field -> {from, to} */
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
  createTime: Time,
});
export const FormRecordPage = Type.Object({
  rows: Type.Array(FormRecordRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** instanceFlowOpinions2: the same history grouped by node, in the order nodes were reached. */
export const NodeOpinions = Type.Object({ nodeId: Type.String(), taskName: Type.String(), opinions: Type.Array(OpinionRow) });

export const UpdateOpinionBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  opinion: Type.String({ maxLength: 2000 }),
});

export const HandlerType = Type.Object({ type: Type.String(), name: Type.String() });

/** An admin gives an open task to other users (the piece of work is re-offered to them). */
export const SetExecutorsBody = Type.Object({
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
  userIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 50 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const RelatedInformation = Type.Object({
  instance: InstanceRow,
  /** the initiator's main organisation (department) */
  creatorOrgName: Type.Optional(Nullable(Type.String())),
  parent: Nullable(InstanceRow),
  children: Type.Array(InstanceRow),
});

export const VarTreeBody = Type.Object({
  defId: Type.Optional(Type.String({ maxLength: 64 })),
  defKey: Type.Optional(Type.String({ maxLength: 128 })),
  nodeId: Type.Optional(Type.String({ maxLength: 128 })),
});
/** Variables a FEEL condition may use at a node: form fields and instance facts. */
export const VarNode = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: Type.String(),
  children: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), type: Type.String() })),
});
