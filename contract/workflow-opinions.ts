import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, OptionalKey } from './common.js';
import { InstIdQuery, NodeFields, Nullable, OpinionStatus, Time, UserRef } from './workflow-shared.js';

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
  /** how the decision was made outside the portal: 'mail' (a link in a task notice mail) */
  via: Type.Optional(Nullable(Type.String())),
});
export type OpinionRow = Static<typeof OpinionRow>;

export const SaveOpinionBody = Type.Object({
  instId: Key(),
  taskId: Key(),
  opinion: Type.String({ maxLength: 2000 }),
});

// ---------------------------------------------------------------------------------------------
// Flow image
// ---------------------------------------------------------------------------------------------

export const FlowApprover = Type.Object({
  ...UserRef.properties,
  /** the approver's status at this node (agree, awaiting_check, ...); null when predicted only */
  status: Nullable(OpinionStatus),
});

export const FlowNodeState = Type.Object({
  ...NodeFields,
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

export const SavedOpinionQuery = Type.Object({ instId: Key(), taskId: Key() });
export const NodeOpinionQuery = Type.Object({
  instId: Key(),
  nodeId: Key(128),
  defId: OptionalKey(),
});
export const FlowImageQuery = Type.Object({
  proInstId: OptionalKey(),
  defId: OptionalKey(),
  bpmnInstId: OptionalKey(),
});
export const SubFlowImageQuery = Type.Object({
  proInstId: Key(),
  nodeId: Key(128),
  type: Type.Optional(Type.String({ maxLength: 32 })),
  defId: OptionalKey(),
});

/** Opinions (the history of an instance, a task's saved draft opinion) and flow images. */
export const OPINION_CALLS = {
  /** the caller's saved (not yet submitted) opinion of a task, or null */
  saved: call({
    method: 'GET',
    path: '/runtime/task/v1/getBpmSaveOpinionByTeam',
    query: SavedOpinionQuery,
    answer: Nullable(Type.String()),
  }),
  save: call({ method: 'POST', path: '/runtime/task/v1/createBpmSaveOpinion', body: SaveOpinionBody, answer: Type.Boolean() }),
  ofNode: call({ method: 'GET', path: '/runtime/task/v1/nodeOpinion', query: NodeOpinionQuery, answer: Type.Array(OpinionRow) }),
  ofInstance: call({
    method: 'GET',
    path: '/runtime/instance/v1/instanceFlowOpinions',
    query: InstIdQuery,
    answer: Type.Array(OpinionRow),
  }),
  /** the flow image of an instance (proInstId or bpmnInstId) or of a definition (defId) */
  image: call({ method: 'GET', path: '/runtime/instance/v1/getBpmImage', query: FlowImageQuery, answer: FlowImage }),
  /** the flow image of the sub flow a call activity started (or its definition while not started) */
  subImage: call({ method: 'GET', path: '/runtime/instance/v1/instanceFlowImage', query: SubFlowImageQuery, answer: FlowImage }),
} as const;
