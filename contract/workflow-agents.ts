import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { QueryBody } from './common.js';
import { IdsQuery, Time } from './workflow.js';

/** Agents (spec 02 §7 "Flow model"): a principal's tasks go to an agent for a period, for all or some flows. */

export const AgentRow = Type.Object({
  id: Type.String(),
  principalId: Type.String(),
  principalName: Type.String(),
  agentId: Type.String(),
  agentName: Type.String(),
  /** empty: every flow */
  defKeys: Type.Array(Type.String()),
  startTime: Time,
  endTime: Time,
  enabled: Type.Boolean(),
  createTime: Time,
});
export type AgentRow = Static<typeof AgentRow>;
export const AgentPage = Type.Object({ rows: Type.Array(AgentRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type AgentPage = Static<typeof AgentPage>;

export const AgentSaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  /** whose tasks go to the agent; default the caller (only an admin names someone else) */
  principalId: Type.Optional(Type.String({ maxLength: 64 })),
  agentId: Type.String({ minLength: 1, maxLength: 64 }),
  defKeys: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 200 })),
  startTime: Time,
  endTime: Time,
  enabled: Type.Optional(Type.Boolean()),
});
export type AgentSaveBody = Static<typeof AgentSaveBody>;

const AGENT = '/flow/agent/v1';

export const AGENT_CALLS = {
  save: call({ method: 'POST', path: `${AGENT}/save`, body: AgentSaveBody, answer: AgentRow }),
  /** isMgr=true: an admin sees everyone's agents; otherwise those the caller gives or holds. */
  list: call({
    method: 'POST',
    path: `${AGENT}/listJson`,
    query: Type.Object({ isMgr: Type.Optional(Type.Boolean()) }),
    body: QueryBody,
    answer: AgentPage,
  }),
  get: call({
    method: 'GET',
    path: `${AGENT}/agentGet`,
    query: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    answer: AgentRow,
  }),
  /** The number of agents removed (an admin's, or the caller's own). */
  remove: call({ method: 'DELETE', path: `${AGENT}/remove`, query: IdsQuery, answer: Type.Integer() }),
};
