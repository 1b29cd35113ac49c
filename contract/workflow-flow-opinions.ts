import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key } from './common.js';
import { InstIdQuery, OpinionRow } from './workflow.js';

/** An instance's approval history grouped by node, and correcting one's own opinion (spec 02 §7 instanceFlowOpinions2, updateFlowOpinions). */

/** instanceFlowOpinions2: the same history grouped by node, in the order nodes were reached. */
export const NodeOpinions = Type.Object({ nodeId: Type.String(), taskName: Type.String(), opinions: Type.Array(OpinionRow) });
export type NodeOpinions = Static<typeof NodeOpinions>;

export const UpdateOpinionBody = Type.Object({
  id: Key(),
  opinion: Type.String({ maxLength: 2000 }),
});
export type UpdateOpinionBody = Static<typeof UpdateOpinionBody>;

const BASE = '/runtime/instance/v1';

export const FLOW_OPINION_CALLS = {
  byNode: call({ method: 'GET', path: `${BASE}/instanceFlowOpinions2`, query: InstIdQuery, answer: Type.Array(NodeOpinions) }),
  /** The author of the opinion, or an admin, changes its text. */
  update: call({ method: 'POST', path: `${BASE}/updateFlowOpinions`, body: UpdateOpinionBody, answer: Type.Boolean() }),
};
