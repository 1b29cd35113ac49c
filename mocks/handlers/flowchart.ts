import type { FlowImage, OpinionRow } from '@/api/runtimeImage';
import {
  OPINION_CALLS as O,
  type FlowImage as ContractFlowImage,
  type OpinionRow as ContractOpinionRow,
} from '@contract/workflow-opinions';
import { TIMER_CALLS, type TimerRow } from '@contract/workflow-timers';
import { answer as answerCall } from '../call';
import { fail } from '../envelope';
import { opinion } from './approval';
import { rowMaker } from '../fixtures/rows';

type Params = Record<string, string>;
type Answer<T> = T | ((params: Params) => T | null);

// tests may answer statuses the contract does not know (the chart shows them neutrally), hence the casts below
function answer<T>(given: Answer<T>, params: Params): T | Response {
  const value = typeof given === 'function' ? (given as (p: Params) => T | null)(params) : given;
  return value === null ? fail(404, 'Not found') : value;
}

/** GET getBpmImage?proInstId&defId&bpmnInstId: the image, or a function of the query (null -> 404). */
export function bpmImageHandler(image: Answer<FlowImage>) {
  return answerCall(O.image, ({ query }) => answer(image, Object.fromEntries(query)) as ContractFlowImage | Response);
}

/** GET instanceFlowImage?proInstId&nodeId&type&defId: the sub flow of a node. */
export function instanceFlowImageHandler(image: Answer<FlowImage>) {
  return answerCall(O.subImage, ({ query }) => answer(image, Object.fromEntries(query)) as ContractFlowImage | Response);
}

/** GET nodeOpinion?instId&nodeId&defId. */
export function nodeOpinionHandler(rows: Answer<OpinionRow[]>) {
  return answerCall(O.ofNode, ({ query }) => answer(rows, Object.fromEntries(query)) as ContractOpinionRow[] | Response);
}

/** A flow image around `bpmnXml` with defaults a test overrides. */
export function flowImage(bpmnXml: string, overrides: Partial<FlowImage> = {}): FlowImage {
  return { defId: 'def-1', defKey: 'leave', instId: 'inst-1', bpmnXml, nodes: [], flows: {}, predictedPath: [], ...overrides };
}

/** An opinion row with defaults: the approval form's opinion at the flow chart's 'approve' node. */
export const opinionRow = rowMaker<OpinionRow>(opinion({ taskId: 'task-1', nodeId: 'approve', taskName: 'Approve' }));

/** GET listByInstId: an instance's timers (none unless a test gives some). */
export function instanceTimersHandler(rows: Answer<TimerRow[]> = []) {
  return answerCall(TIMER_CALLS.list, ({ query }) => answer(rows, Object.fromEntries(query)));
}
