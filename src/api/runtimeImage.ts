import type { FlowImage as ContractFlowImage, OpinionRow as ContractOpinionRow } from '@contract/workflow';
import { OPINION_CALLS as O } from '@contract/workflow-opinions';
import { send } from './call';

/*
 * Statuses are read as plain strings: the chart shows a status it does not know neutrally, under
 * its own name, rather than failing (a newer server may send more of them).
 */
type ContractNode = ContractFlowImage['nodes'][number];
type ContractApprover = ContractNode['approvers'][number];
export type FlowApprover = Omit<ContractApprover, 'status'> & { status: string | null };
export type FlowNodeState = Omit<ContractNode, 'status' | 'approvers'> & { status: string | null; approvers: FlowApprover[] };
export type FlowImage = Omit<ContractFlowImage, 'nodes'> & { nodes: FlowNodeState[] };
export type OpinionRow = Omit<ContractOpinionRow, 'status'> & { status: string };

export interface BpmImageParams {
  /** the instance; omitted for a definition's chart without states */
  proInstId?: string;
  defId?: string;
  bpmnInstId?: string;
}

/** GET getBpmImage?proInstId&defId&bpmnInstId: the BPMN XML with the states of an instance. */
export async function getBpmImage(params: BpmImageParams): Promise<FlowImage> {
  return (await send(O.image, { query: compact(params) })).value;
}

export interface InstanceFlowImageParams {
  /** the parent instance */
  proInstId?: string;
  /** the call activity */
  nodeId: string;
  /** its node type (callActivity) */
  type: string;
  defId?: string;
}

/** GET instanceFlowImage?proInstId&nodeId&type&defId: the sub-flow chart of a node. */
export async function getInstanceFlowImage(params: InstanceFlowImageParams): Promise<FlowImage> {
  return (await send(O.subImage, { query: compact({ proInstId: '', ...params }) })).value;
}

export interface NodeOpinionParams {
  instId: string;
  nodeId: string;
  defId?: string;
}

/** GET nodeOpinion?instId&nodeId&defId: the opinions given at one node. */
export async function getNodeOpinion(params: NodeOpinionParams): Promise<OpinionRow[]> {
  return (await send(O.ofNode, { query: compact({ ...params }) })).value ?? [];
}

/** Leaves out the empty values: the server sees only the parameters given. */
function compact<P extends object>(params: P): P {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out as P;
}
