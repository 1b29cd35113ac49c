import type { PageResultOf, QueryBody } from '@contract/common';
import { pathOf } from '@contract/call';
import { EXCEPTION_CALLS as E, type TaskExceptionRow } from '@contract/workflow-exceptions';
import { EXPORT_CALLS, type EXPORT_TABS } from '@contract/workflow-export';
import { FLOW_OPINION_CALLS as FO, type NodeOpinions } from '@contract/workflow-flow-opinions';
import { FORM_RECORD_CALLS as FR, type FormRecordRow } from '@contract/workflow-form-records';
import { OFTEN_FLOW_CALLS as O, type AuthFlowPage, type OftenFlowRow } from '@contract/workflow-often-flows';
import { TASK_ADMIN_CALLS as TA, type HandlerType, type SetExecutorsBody } from '@contract/workflow-task-admin';
import type { Static } from 'typebox';
import { LIST_CALLS, type InstanceRow, type TaskRow, type TypeTree as TypeTreeSchema } from '@contract/workflow-lists';
import type { CallSpec } from '@contract/call';
import { send } from './call';
import { client, type Download } from './http';

/** The process administrators' calls (spec 02 §7): exceptions, exports, reassignment, corrections, records; and common flows. */

export type { FormRecordRow, HandlerType, InstanceRow, NodeOpinions, OftenFlowRow, TaskExceptionRow, TaskRow };
export type TypeTree = Static<typeof TypeTreeSchema>;
export type ExportTab = (typeof EXPORT_TABS)[number];

/** A POST call whose answer is a file (CSV), with the name the server gives it (the seal use log exports through it too). */
export async function postDownload(spec: CallSpec, body: unknown): Promise<Download> {
  const [response, { fileNameFromDisposition }] = await Promise.all([
    client.post<Blob>(pathOf(spec), body, { responseType: 'blob' }),
    import('./contentDisposition'),
  ]);
  const disposition = response.headers['content-disposition'];
  return { blob: response.data, fileName: fileNameFromDisposition(typeof disposition === 'string' ? disposition : null) };
}

export async function listExceptions(body: QueryBody): Promise<PageResultOf<TaskExceptionRow>> {
  return (await send(E.list, { body })).value;
}
export async function exceptionTypeTree(body: QueryBody): Promise<TypeTree> {
  return (await send(E.typeTree, { body })).value;
}
export const exportExceptions = (body: QueryBody) => postDownload(E.export, body);
export async function removeExceptions(ids: string[]): Promise<number> {
  return (await send(E.remove, { query: { ids: ids.join(',') } })).value;
}

/** A page of an exportable instance tab (processOverview: every instance, for admins), the rows its export writes. */
export async function listInstanceTab(tab: ExportTab, body: QueryBody): Promise<PageResultOf<InstanceRow>> {
  return (await send(LIST_CALLS[tab], { body })).value;
}
export const exportInstances = (tab: ExportTab, body: QueryBody) => postDownload(EXPORT_CALLS.instances, { ...body, tab });

export async function handlerTypes(): Promise<HandlerType[]> {
  return (await send(TA.handlerTypes, {})).value;
}
export async function listOpenTasks(body: QueryBody): Promise<PageResultOf<TaskRow>> {
  return (await send(TA.list, { body })).value;
}
export async function setTaskExecutors(body: SetExecutorsBody): Promise<TaskRow[]> {
  return (await send(TA.setExecutors, { body })).value;
}

export async function opinionsByNode(instId: string): Promise<NodeOpinions[]> {
  return (await send(FO.byNode, { query: { instId } })).value;
}
export async function updateFlowOpinion(body: { id: string; opinion: string }): Promise<boolean> {
  return (await send(FO.update, { body })).value;
}

export async function listFormRecords(body: QueryBody): Promise<PageResultOf<FormRecordRow>> {
  return (await send(FR.list, { body })).value;
}

export async function getMyCommonFlow(): Promise<OftenFlowRow[]> {
  return (await send(O.myCommon, {})).value;
}
export async function customAddCommonFlow(defKeys: string[]): Promise<OftenFlowRow[]> {
  return (await send(O.commonAdd, { body: { defKeys } })).value;
}
export async function batchRemoveCommonFlow(defKeys: string[]): Promise<OftenFlowRow[]> {
  return (await send(O.commonRemove, { query: { ids: defKeys.join(',') } })).value;
}
export async function flowsICanStart(body: QueryBody): Promise<AuthFlowPage> {
  return (await send(O.hasAuthFlowList, { body })).value;
}
