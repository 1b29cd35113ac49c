import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key, OptionalKey } from './common.js';
import { FormView, IdsQuery, InstIdQuery, NodeLayout, Nullable, OpinionStatus } from './workflow-shared.js';
import { InstanceRow } from './workflow-lists.js';
import { CompleteResult } from './workflow-tasks.js';

/** GET /runtime/instance/v1/getInstanceForm?instId: the read-only form of an instance (opened without a task). */
export const InstanceForm = Type.Object({
  instance: InstanceRow,
  form: FormView,
  nodeLayoutList: Type.Array(NodeLayout),
  defId: Type.String(),
  /** ours: the caller may circulate this running instance (initiator, a participant, an admin) */
  mayCirculate: Type.Optional(Type.Boolean()),
});
export type InstanceForm = Static<typeof InstanceForm>;

/** Circulate (CC) an instance to users. */
export const CirculateBody = Type.Object({
  instId: Key(),
  taskId: OptionalKey(),
  userIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 200 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** Revoke: with taskId, the handler takes back a task he completed (revoker); without, the initiator takes the instance back to the start (revoker_to_start). */
export const RevokeBody = Type.Object({
  instId: Key(),
  taskId: OptionalKey(),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** Manual end by the initiator or an admin, outside any task. */
export const EndInstanceBody = Type.Object({
  instId: Key(),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});

// ---------------------------------------------------------------------------------------------
// Starting, drafts, instance status
// ---------------------------------------------------------------------------------------------

export const StartBody = Type.Object({
  /** the main version of this key is started */
  defKey: Key(128),
  formData: Type.Record(Type.String(), Type.Unknown()),
  /** optional own subject; default built from the definition name, initiator and date */
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  /** true: only save (or update) a draft, start nothing */
  draft: Type.Optional(Type.Boolean()),
  /** the draft this start comes from (removed once started) or the draft to update */
  draftId: OptionalKey(),
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

/** Hang-up types of GET /runtime/instance/v1/{type}?instId. */
export const HANG_UP_TYPES = ['hangUp', 'cancelHangUp'] as const;

export const CollectBody = Type.Object({ instId: Key(), collect: Type.Boolean() });

export const Draft = Type.Object({
  id: Type.String(),
  defKey: Type.String(),
  subject: Type.String(),
  formData: Type.Record(Type.String(), Type.Unknown()),
  updateTime: Type.String(),
});
export const InstanceActionResult = Type.Object({
  instId: Type.String(),
  instStatus: Type.String(),
  newTasks: CompleteResult.properties.newTasks,
});
export const InstDetailListBody = Type.Object({ ids: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 }) });

/** Starting, drafts, status, hang-up, removal, revoke, manual end, circulation and collection of instances. */
export const INSTANCE_CALLS = {
  start: call({ method: 'POST', path: '/runtime/instance/v1/start', body: StartBody, answer: StartResult }),
  draftGet: call({ method: 'GET', path: '/runtime/instance/v1/getDraft', query: IdQuery, answer: Draft }), // ours
  draftRemove: call({ method: 'DELETE', path: '/runtime/instance/v1/removeDraft', query: IdsQuery, answer: Type.Integer() }), // ours
  status: call({ method: 'GET', path: '/runtime/instance/v1/getInstanceStatus', query: InstIdQuery, answer: InstanceStatusValue }),
  formDataVersion: call({ method: 'GET', path: '/runtime/instance/v1/getInstFormDataVersion', query: InstIdQuery, answer: Type.Integer() }),
  /** GET /runtime/instance/v1/{type}?instId with type hangUp or cancelHangUp (others: 404) */
  hangUp: call({
    method: 'GET',
    path: '/runtime/instance/v1/:type',
    params: Type.Object({ type: Type.String({ maxLength: 32 }) }),
    query: InstIdQuery,
    answer: Type.Object({ instId: Type.String(), isHangUp: Type.Boolean() }),
  }),
  /** admin, or the initiator of an ended/revoked one */
  remove: call({ method: 'DELETE', path: '/runtime/instance/v1/remove', query: IdsQuery, answer: Type.Integer() }),
  detailList: call({
    method: 'POST',
    path: '/runtime/instance/v1/getInstDetailList',
    body: InstDetailListBody,
    answer: Type.Array(InstanceRow),
  }),
  /** the read-only form of an instance opened without a task (my requests, flow cards, monitor) */
  form: call({ method: 'GET', path: '/runtime/instance/v1/getInstanceForm', query: InstIdQuery, answer: InstanceForm }),
  revoke: call({ method: 'POST', path: '/runtime/instance/v1/revoke', body: RevokeBody, answer: InstanceActionResult }), // ours
  /** manual_end */
  endProcess: call({ method: 'POST', path: '/runtime/instance/v1/endProcess', body: EndInstanceBody, answer: InstanceActionResult }), // ours
  circulate: call({ method: 'POST', path: '/runtime/instance/v1/circulate', body: CirculateBody, answer: Type.Boolean() }), // ours
  collect: call({ method: 'POST', path: '/runtime/instance/v1/collect', body: CollectBody, answer: Type.Boolean() }), // ours
} as const;
