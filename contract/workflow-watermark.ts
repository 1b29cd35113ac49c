import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { InstIdQuery } from './workflow.js';

/** The watermark drawn over an instance's approval form (spec 02 §7 getByInstId). */

export const Watermark = Type.Object({
  enabled: Type.Boolean(),
  /** text to draw, already filled with the caller's name and account */
  text: Type.String(),
  fontSize: Type.Integer(),
  color: Type.String(),
  rotate: Type.Integer(),
});
export type Watermark = Static<typeof Watermark>;

export const WATERMARK_CALLS = {
  /** The definition's watermark, else the default one, for an instance the caller may read. */
  byInstance: call({ method: 'GET', path: '/bpmModel/bpmWatermark/v1/getByInstId', query: InstIdQuery, answer: Watermark }),
};
