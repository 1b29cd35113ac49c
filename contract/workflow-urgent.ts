import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key } from './common.js';

/** The urgent state of an instance (spec 02 §7 getUrgentStateConf, getUrgrntById; setUrgentState is ours). */

export const UrgentLevel = Type.Object({ value: Type.Integer(), labelKey: Type.String(), label: Type.String(), color: Type.String() });
export type UrgentLevel = Static<typeof UrgentLevel>;
export const UrgentByIdBody = IdQuery;
export const SetUrgentBody = Type.Object({
  instId: Key(),
  urgentState: Type.Integer({ minimum: 0, maximum: 2 }),
});
export type SetUrgentBody = Static<typeof SetUrgentBody>;
export const UrgentState = Type.Object({ instId: Type.String(), urgentState: Type.Integer() });
/**
 * The urgency detail (issue 29 item 20): the level with its translated label and colour, the instance's subject, and
 * who set it and when (an urgency chosen at the start: the initiator and the start time; never set: null).
 */
export const UrgentDetail = Type.Object({
  ...UrgentState.properties,
  subject: Type.String(),
  label: Type.String(),
  color: Type.String(),
  setById: Type.Union([Type.String(), Type.Null()]),
  setByName: Type.Union([Type.String(), Type.Null()]),
  setTime: Type.Union([Type.String({ description: 'ISO-8601' }), Type.Null()]),
});
export type UrgentDetail = Static<typeof UrgentDetail>;

const BASE = '/runtime/instance/v1';

export const URGENT_CALLS = {
  /** The levels with their translated labels and colours. */
  levels: call({ method: 'POST', path: `${BASE}/getUrgentStateConf`, answer: Type.Array(UrgentLevel) }),
  /** The urgency detail of an instance the caller may read (path spelled as the spec). */
  byId: call({ method: 'POST', path: `${BASE}/getUrgrntById`, body: UrgentByIdBody, answer: UrgentDetail }),
  /** The initiator or an admin sets the state of the whole instance tree. */
  set: call({ method: 'POST', path: `${BASE}/setUrgentState`, body: SetUrgentBody, answer: Type.Boolean() }),
};
