import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { OptionalKey } from './common.js';

/**
 * Ours (issue 15): a message or signal delivered to the instances waiting for it (message and signal
 * catch events, receive tasks, boundary events, event sub processes). A message reaches one instance
 * (the one named, or the oldest waiting one with the business number); a signal every waiting one.
 */
export const DeliverBody = Type.Object({
  instId: OptionalKey(),
  /** the instance's business number (`prop1`) */
  businessKey: OptionalKey(128),
  messageName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  signalName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** values joined to the instance's form data (a gateway after the event reads them) */
  variables: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 100 })),
});
export type DeliverBody = Static<typeof DeliverBody>;

export const DeliverResult = Type.Object({
  /** the instances the message or signal reached */
  instIds: Type.Array(Type.String()),
});
export type DeliverResult = Static<typeof DeliverResult>;

export const DELIVERY_CALLS = {
  deliverMessage: call({ method: 'POST', path: '/runtime/instance/v1/deliverMessage', body: DeliverBody, answer: DeliverResult }),
};
