import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key, OptionalKey } from './common.js';
import { DelegationFields, DelegationInput, ownedRowCalls, Time } from './workflow.js';

/** Agents (spec 02 §7 "Flow model"): a principal's tasks go to an agent for a period, for all or some flows. */

export const AgentRow = Type.Object({
  id: Type.String(),
  principalId: Type.String(),
  principalName: Type.String(),
  agentId: Type.String(),
  agentName: Type.String(),
  startTime: Time,
  endTime: Time,
  ...DelegationFields,
});
export type AgentRow = Static<typeof AgentRow>;

export const AgentSaveBody = Type.Object({
  id: OptionalKey(),
  /** whose tasks go to the agent; default the caller (only an admin names someone else) */
  principalId: OptionalKey(),
  agentId: Key(),
  startTime: Time,
  endTime: Time,
  ...DelegationInput,
});
export type AgentSaveBody = Static<typeof AgentSaveBody>;

const AGENT = '/flow/agent/v1';

export const AGENT_CALLS = {
  /**
   * list: isMgr=true, an admin sees everyone's agents; otherwise those the caller gives or holds.
   * remove: the number of agents removed (an admin's, or the caller's own).
   */
  ...ownedRowCalls(AGENT, { list: 'listJson', flag: 'isMgr', remove: 'remove', row: AgentRow, save: AgentSaveBody, saved: AgentRow }),
  get: call({ method: 'GET', path: `${AGENT}/agentGet`, query: IdQuery, answer: AgentRow }),
};

/** The page the list answers. */
export const AgentPage = AGENT_CALLS.list.answer;
export type AgentPage = Static<typeof AgentPage>;
