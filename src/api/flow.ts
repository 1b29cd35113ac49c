import type { Static } from 'typebox';
import { AGENT_CALLS, type AgentPage, type AgentRow, type AgentSaveBody } from '@contract/workflow-agents';
import { APPROVAL_ITEM_CALLS, type ApprovalItemPage, type ApprovalItemSaveBody } from '@contract/workflow-approval-items';
import {
  DEFINITION_CALLS,
  type DefDesign,
  type DefPage,
  type DeployBody,
  type DeployResult,
  type SetDefStatusBody,
} from '@contract/workflow-definitions';
import { FLOW_TYPE_CALLS, type FlowTypeNode } from '@contract/workflow-flow-types';
import { FORM_DEFINITION_CALLS, type FormDefinition } from '@contract/workflow-form-definitions';
import type { FormView } from '@contract/workflow';
import type { QueryBody } from '@contract/common';
import { send } from './call';
import { ApiError } from './http';

/** Flow model service calls of spec 02 §7: definitions, types, forms, agents, approval items. */

export type DefPageValue = DefPage;
export type DefDesignValue = DefDesign;
export type FormDefinitionValue = FormDefinition;
export type AgentPageValue = AgentPage;
export type ApprovalItemPageValue = Static<typeof ApprovalItemPage>;
export type ApprovalItemValue = ApprovalItemPageValue['rows'][number];
export type { AgentRow, AgentSaveBody, DeployBody, DeployResult, FlowTypeNode, FormView };

const ids = (list: string[]) => ({ ids: list.join(',') });

// ---- definitions

export async function listDefs(body: QueryBody): Promise<DefPageValue> {
  return (await send(DEFINITION_CALLS.list, { body })).value;
}

/** POST /flow/def/v1/query: main versions only (the server adds IS_MAIN_ = Y). */
export async function queryDefs(body: QueryBody): Promise<DefPageValue> {
  return (await send(DEFINITION_CALLS.query, { body })).value;
}

export async function getDefDesignByDefId(defId: string): Promise<DefDesignValue> {
  return (await send(DEFINITION_CALLS.design, { query: { defId } })).value;
}

export async function flowHasStartRights(defKey: string): Promise<boolean> {
  return (await send(DEFINITION_CALLS.flowHasStartRights, { query: { defKey } })).value;
}

/**
 * Deploys a BPMN definition. A refused definition is an error answer whose value lists the
 * reasons: it comes back as a result with ok false instead of a thrown error, without a toast,
 * so the page can show the list.
 */
export async function deployDef(body: DeployBody): Promise<DeployResult> {
  try {
    return (await send(DEFINITION_CALLS.deploy, { body }, { silent: true })).value;
  } catch (error) {
    if (error instanceof ApiError) {
      const data = error.data as { value?: Partial<DeployResult> } | undefined;
      if (data?.value && Array.isArray(data.value.reasons)) {
        const unassigned = Array.isArray(data.value.unassigned) ? { unassigned: data.value.unassigned } : {};
        return { ok: false, reasons: data.value.reasons, defId: null, defKey: null, version: null, ...unassigned };
      }
    }
    throw error;
  }
}

export async function setDefStatus(body: SetDefStatusBody): Promise<void> {
  await send(DEFINITION_CALLS.setStatus, { body });
}

// ---- classification types and forms

export async function getFlowTypeTree(): Promise<FlowTypeNode[]> {
  return (await send(FLOW_TYPE_CALLS.tree, {})).value as FlowTypeNode[];
}

export async function getFormByKey(formKey: string): Promise<FormDefinitionValue> {
  return (await send(FORM_DEFINITION_CALLS.get, { query: { formKey } })).value;
}

/** The start form of a definition: fields with the rights of its start node, and no data yet. */
export async function getFormPreview(formId: string): Promise<FormView> {
  return (await send(FORM_DEFINITION_CALLS.preview, { query: { formId } })).value;
}

// ---- agents

export async function listAgents(body: QueryBody, isMgr = false): Promise<AgentPageValue> {
  return (await send(AGENT_CALLS.list, { body, query: isMgr ? { isMgr: true } : {} })).value;
}

export async function agentGet(id: string): Promise<AgentRow> {
  return (await send(AGENT_CALLS.get, { query: { id } })).value;
}

export async function saveAgent(body: AgentSaveBody): Promise<void> {
  await send(AGENT_CALLS.save, { body });
}

export async function removeAgents(list: string[]): Promise<void> {
  await send(AGENT_CALLS.remove, { query: ids(list) });
}

// ---- common approval words

export async function listApprovalItems(body: QueryBody): Promise<ApprovalItemPageValue> {
  return (await send(APPROVAL_ITEM_CALLS.list, { body, query: { isPersonal: true } })).value;
}

export async function saveApprovalItem(body: ApprovalItemSaveBody): Promise<void> {
  await send(APPROVAL_ITEM_CALLS.save, { body });
}

export async function removeApprovalItems(list: string[]): Promise<void> {
  await send(APPROVAL_ITEM_CALLS.remove, { query: ids(list) });
}
