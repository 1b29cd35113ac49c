import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { PageResult, QueryBody } from './common.js';
import { IdsQuery } from './workflow.js';
import { DefRow, FlowTypeFields } from './workflow-definitions.js';

/**
 * Often-used flows (spec 02 §7): the caller's own list of flows to start, the same list as the mobile
 * "common flows", and the flows the caller may start.
 */

export const OftenFlowRow = Type.Object({
  defKey: Type.String(),
  defId: Type.String(),
  name: Type.String(),
  ...FlowTypeFields,
  sort: Type.Integer(),
});
export type OftenFlowRow = Static<typeof OftenFlowRow>;
export const SaveOftenFlowBody = Type.Object({ defKeys: Type.Array(Type.String({ maxLength: 128 }), { maxItems: 100 }) });

/** getHasAuthFlowList: definitions the caller may start, with isOften marking the often-used ones. */
export const AuthFlowRow = Type.Object({ ...DefRow.properties, isOften: Type.Boolean() });
export const AuthFlowPage = PageResult(AuthFlowRow);
export type AuthFlowPage = Static<typeof AuthFlowPage>;

const OFTEN = '/bpmModel/BpmOftenFlow/v1';
const MOBILE = '/bpmMobileCategory/v1';
const OftenList = Type.Array(OftenFlowRow);

/** Every call answers the caller's often-used flows as they stand after it. */
export const OFTEN_FLOW_CALLS = {
  mine: call({ method: 'GET', path: `${OFTEN}/getMyOftenFlow`, answer: OftenList }),
  /** The same list (spec 02 §7 names POST /flow/start/often). */
  startOften: call({ method: 'POST', path: '/flow/start/often', answer: OftenList }),
  /** The same list again: spec 02 §7 names POST /system/often beside authList without its shape. */
  systemOften: call({ method: 'POST', path: '/system/often', answer: OftenList }),
  /** Replaces the list; keys the caller may not start are dropped. */
  save: call({ method: 'POST', path: `${OFTEN}/saveMyOftenFlow`, body: SaveOftenFlowBody, answer: OftenList }),
  hasAuthFlowList: call({ method: 'POST', path: `${OFTEN}/getHasAuthFlowList`, body: QueryBody, answer: AuthFlowPage }),
  /** The mobile "common flows" are the often-used flows. */
  myCommon: call({ method: 'POST', path: `${MOBILE}/getMyCommonFlow`, answer: OftenList }),
  /** Appends to the list. */
  commonAdd: call({ method: 'POST', path: `${MOBILE}/customAddCommonFlow`, body: SaveOftenFlowBody, answer: OftenList }),
  /** ids are definition keys. */
  commonRemove: call({ method: 'DELETE', path: `${MOBILE}/batchRemove`, query: IdsQuery, answer: OftenList }),
};
