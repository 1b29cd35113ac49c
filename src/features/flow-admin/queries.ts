import { queryOptions } from '@tanstack/react-query';
import type { QueryBody, QueryFilter } from '@contract/common';
import {
  batchRemoveCommonFlow,
  customAddCommonFlow,
  exceptionTypeTree,
  flowsICanStart,
  getMyCommonFlow,
  handlerTypes,
  listExceptions,
  listFormRecords,
  listOpenTasks,
  listInstanceTab,
  opinionsByNode,
  removeExceptions,
  setTaskExecutors,
  updateFlowOpinion,
  type ExportTab,
} from '@/api/flowAdmin';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';

/** A list's filter: the search text over one property, and a classification. */
export interface ListFilter {
  text?: string;
  typeId?: string;
}

/** The list call's body of a page and a filter (LIKE on `textProperty`, EQUAL on typeId). */
export function listBody(paging: Paging, filter: ListFilter, textProperty = 'subject'): QueryBody {
  const querys: QueryFilter[] = [];
  if (filter.text?.trim()) querys.push({ property: textProperty, value: filter.text.trim(), operation: 'LIKE', relation: 'AND' });
  if (filter.typeId) querys.push({ property: 'typeId', value: filter.typeId, operation: 'EQUAL', relation: 'AND' });
  return { pageBean: { ...paging, showTotal: true }, querys };
}

export const flowAdminKeys = {
  all: ['flowAdmin'] as const,
  exceptions: () => [...flowAdminKeys.all, 'exceptions'] as const,
  instances: () => [...flowAdminKeys.all, 'instances'] as const,
  openTasks: () => [...flowAdminKeys.all, 'openTasks'] as const,
  opinions: (instId: string) => [...flowAdminKeys.all, 'opinions', { instId }] as const,
  formRecords: () => [...flowAdminKeys.all, 'formRecords'] as const,
  commonFlows: () => [...flowAdminKeys.all, 'commonFlows'] as const,
};

export const flowAdminQueries = {
  exceptions: (paging: Paging, filter: ListFilter) =>
    queryOptions({
      queryKey: [...flowAdminKeys.exceptions(), 'list', { ...paging, ...filter }] as const,
      queryFn: () => listExceptions(listBody(paging, filter)),
    }),
  exceptionTree: (text?: string) =>
    queryOptions({
      queryKey: [...flowAdminKeys.exceptions(), 'tree', { text }] as const,
      queryFn: () => exceptionTypeTree(listBody({ page: 1, pageSize: 20 }, { text })),
    }),
  instances: (tab: ExportTab, paging: Paging, filter: ListFilter) =>
    queryOptions({
      queryKey: [...flowAdminKeys.instances(), { tab, ...paging, ...filter }] as const,
      queryFn: () => listInstanceTab(tab, listBody(paging, filter)),
    }),
  openTasks: (paging: Paging, filter: ListFilter) =>
    queryOptions({
      queryKey: [...flowAdminKeys.openTasks(), { ...paging, ...filter }] as const,
      queryFn: () => listOpenTasks(listBody(paging, filter)),
    }),
  handlerTypes: () =>
    queryOptions({ queryKey: [...flowAdminKeys.all, 'handlerTypes'] as const, queryFn: handlerTypes, staleTime: 300_000 }),
  opinions: (instId: string) => queryOptions({ queryKey: flowAdminKeys.opinions(instId), queryFn: () => opinionsByNode(instId) }),
  formRecords: (paging: Paging, filter: ListFilter) =>
    queryOptions({
      queryKey: [...flowAdminKeys.formRecords(), { ...paging, ...filter }] as const,
      queryFn: () => listFormRecords(listBody(paging, filter, 'userName')),
    }),
  commonFlows: () => queryOptions({ queryKey: flowAdminKeys.commonFlows(), queryFn: getMyCommonFlow }),
  startable: () =>
    queryOptions({
      queryKey: [...flowAdminKeys.commonFlows(), 'startable'] as const,
      queryFn: () => flowsICanStart({ pageBean: { page: 1, pageSize: 1000 } }),
      staleTime: 60_000,
    }),
};

export const useRemoveExceptions = (onDone?: (count: number) => void) =>
  useRefreshingMutation((ids: string[]) => removeExceptions(ids), [flowAdminKeys.exceptions()], onDone);

export const useSetExecutors = (onDone?: () => void) => useRefreshingMutation(setTaskExecutors, [flowAdminKeys.openTasks()], onDone);

export const useUpdateOpinion = (instId: string, onDone?: () => void) =>
  useRefreshingMutation(updateFlowOpinion, [flowAdminKeys.opinions(instId)], onDone);

export const useAddCommonFlows = (onDone?: () => void) =>
  useRefreshingMutation((defKeys: string[]) => customAddCommonFlow(defKeys), [flowAdminKeys.commonFlows()], onDone);

export const useRemoveCommonFlows = (onDone?: () => void) =>
  useRefreshingMutation((defKeys: string[]) => batchRemoveCommonFlow(defKeys), [flowAdminKeys.commonFlows()], onDone);
