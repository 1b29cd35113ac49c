import type { Static } from 'typebox';
import type {
  AgentPage,
  AgentRow,
  AgentSaveBody,
  ApprovalItemPage,
  ApprovalItemSaveBody,
  DefDesign,
  DefPage,
  DeployBody,
  DeployResult,
  FlowTypeNode,
  FormDefinition,
  SetDefStatusBody,
} from '@contract/workflow-model';
import type { FormView } from '@contract/workflow';
import type { QueryBody } from '@contract/common';
import { WORKFLOW_PATHS as P } from '@contract/workflow-paths';
import { ApiError, del, get, post } from './http';

/** Flow model service calls of spec 02 §7: definitions, types, forms, agents, approval items. */

export type DefPageValue = Static<typeof DefPage>;
export type DefDesignValue = Static<typeof DefDesign>;
export type FormDefinitionValue = Static<typeof FormDefinition>;
export type AgentPageValue = Static<typeof AgentPage>;
export type ApprovalItemPageValue = Static<typeof ApprovalItemPage>;
export type ApprovalItemValue = ApprovalItemPageValue['rows'][number];
export type { AgentRow, AgentSaveBody, DeployBody, DeployResult, FlowTypeNode, FormView };

const ids = (list: string[]) => ({ ids: list.join(',') });

// ---- definitions

export async function listDefs(body: QueryBody): Promise<DefPageValue> {
  return (await post<DefPageValue>(P.defList.path, body)).value;
}

/** POST /flow/def/v1/query: main versions only (the server adds IS_MAIN_ = Y). */
export async function queryDefs(body: QueryBody): Promise<DefPageValue> {
  return (await post<DefPageValue>(P.defQuery.path, body)).value;
}

export async function getDefDesignByDefId(defId: string): Promise<DefDesignValue> {
  return (await get<DefDesignValue>(P.defDesign.path, { defId })).value;
}

export async function flowHasStartRights(defKey: string): Promise<boolean> {
  return (await get<boolean>(P.flowHasStartRights.path, { defKey })).value;
}

/**
 * Deploys a BPMN definition. A refused definition is an error answer whose value lists the
 * reasons: it comes back as a result with ok false instead of a thrown error, without a toast,
 * so the page can show the list.
 */
export async function deployDef(body: DeployBody): Promise<DeployResult> {
  try {
    return (await post<DeployResult>(P.deploy.path, body, { silent: true })).value;
  } catch (error) {
    if (error instanceof ApiError) {
      const data = error.data as { value?: Partial<DeployResult> } | undefined;
      if (data?.value && Array.isArray(data.value.reasons)) {
        return { ok: false, reasons: data.value.reasons, defId: null, defKey: null, version: null };
      }
    }
    throw error;
  }
}

export async function setDefStatus(body: Static<typeof SetDefStatusBody>): Promise<void> {
  await post<unknown>(P.setDefStatus.path, body);
}

// ---- classification types and forms

export async function getFlowTypeTree(): Promise<FlowTypeNode[]> {
  return (await get<FlowTypeNode[]>(P.typeTree.path)).value;
}

export async function getFormByKey(formKey: string): Promise<FormDefinitionValue> {
  return (await get<FormDefinitionValue>(P.formGet.path, { formKey })).value;
}

/** The start form of a definition: fields with the rights of its start node, and no data yet. */
export async function getFormPreview(formId: string): Promise<FormView> {
  return (await get<FormView>(P.formPreview.path, { formId })).value;
}

// ---- agents

export async function listAgents(body: QueryBody, isMgr = false): Promise<AgentPageValue> {
  return (await post<AgentPageValue>(P.agentList.path, body, isMgr ? { params: { isMgr: true } } : {})).value;
}

export async function agentGet(id: string): Promise<AgentRow> {
  return (await get<AgentRow>(P.agentGet.path, { id })).value;
}

export async function saveAgent(body: AgentSaveBody): Promise<void> {
  await post<unknown>(P.agentSave.path, body);
}

export async function removeAgents(list: string[]): Promise<void> {
  await del<unknown>(P.agentRemove.path, ids(list));
}

// ---- common approval words

export async function listApprovalItems(body: QueryBody): Promise<ApprovalItemPageValue> {
  return (await post<ApprovalItemPageValue>(P.approvalItemList.path, body, { params: { isPersonal: true } })).value;
}

export async function saveApprovalItem(body: Static<typeof ApprovalItemSaveBody>): Promise<void> {
  await post<unknown>(P.approvalItemSave.path, body);
}

export async function removeApprovalItems(list: string[]): Promise<void> {
  await del<unknown>(P.approvalItemRemove.path, ids(list));
}
