import { queryOptions } from '@tanstack/react-query';
import {
  getBpmSaveOpinionByTeam,
  getButtonsBytaskId,
  getBpmTaskByInstId,
  getInstDetailList,
  getInstanceForm,
  getInstFormDataVersion,
  getInstanceFlowOpinions,
  getInstanceStatus,
  getNodeOpinion,
  getTaskDetailBo,
  getUrgentStateConf,
  getLikeListByRefId,
  getAfterJumpNodes,
  getDraft,
} from '@/api/runtime';
import { getDefDesignByDefId, getFormPreview, listApprovalItems, queryDefs } from '@/api/flow';
import { getWatermarkByInstId } from '@/api/bpmModel';
import { getByRecordInstId, getRelatedInformationById, readRecordQuery } from '@/api/readRecords';
import { withRetry } from './lib/retry';

export interface TaskKey {
  taskId: string;
  leaderId?: string;
  reqParams?: string;
}

/** Query options of the approval form; every key starts with 'approval'. */
export const approvalKeys = {
  all: ['approval'] as const,
  task: (k: TaskKey) => ['approval', 'task', k] as const,
  instance: (instId: string) => ['approval', 'instance', instId] as const,
  likes: (instId: string) => ['approval', 'instance', instId, 'likes'] as const,
  reads: (instId: string) => ['approval', 'instance', instId, 'reads'] as const,
};

const taskQuery = (k: TaskKey) => ({
  taskId: k.taskId,
  ...(k.leaderId ? { leaderId: k.leaderId } : {}),
  ...(k.reqParams ? { reqParams: k.reqParams } : {}),
});

export const approvalQueries = {
  detail: (k: TaskKey) =>
    queryOptions({ queryKey: [...approvalKeys.task(k), 'detail'] as const, queryFn: () => getTaskDetailBo(taskQuery(k)) }),
  buttons: (k: TaskKey) =>
    queryOptions({ queryKey: [...approvalKeys.task(k), 'buttons'] as const, queryFn: () => getButtonsBytaskId(taskQuery(k)) }),
  savedOpinion: (instId: string, taskId: string) =>
    queryOptions({
      queryKey: [...approvalKeys.instance(instId), 'savedOpinion', taskId] as const,
      queryFn: () => getBpmSaveOpinionByTeam(instId, taskId),
    }),
  /** spec 02 §8: up to 3 tries one second apart, then the query fails */
  formDataVersion: (instId: string) =>
    queryOptions({
      queryKey: [...approvalKeys.instance(instId), 'formDataVersion'] as const,
      queryFn: () => withRetry(() => getInstFormDataVersion(instId)),
      retry: false,
    }),
  opinions: (instId: string) =>
    queryOptions({ queryKey: [...approvalKeys.instance(instId), 'opinions'] as const, queryFn: () => getInstanceFlowOpinions(instId) }),
  nodeOpinions: (instId: string, nodeId: string) =>
    queryOptions({
      queryKey: [...approvalKeys.instance(instId), 'nodeOpinion', nodeId] as const,
      queryFn: () => getNodeOpinion(instId, nodeId),
    }),
  instance: (instId: string) =>
    queryOptions({
      queryKey: [...approvalKeys.instance(instId), 'row'] as const,
      queryFn: async () => (await getInstDetailList([instId]))[0] ?? null,
    }),
  status: (instId: string) =>
    queryOptions({ queryKey: [...approvalKeys.instance(instId), 'status'] as const, queryFn: () => getInstanceStatus(instId) }),
  startForm: (formId: string) =>
    queryOptions({ queryKey: ['approval', 'startForm', formId] as const, queryFn: () => getFormPreview(formId) }),
  approvalItems: () =>
    queryOptions({
      queryKey: ['approval', 'items'] as const,
      queryFn: () => listApprovalItems({ pageBean: { page: 1, pageSize: 200 } }),
      staleTime: 60_000,
    }),
  urgentLevels: () => queryOptions({ queryKey: ['approval', 'urgentLevels'] as const, queryFn: getUrgentStateConf, staleTime: 300_000 }),
  related: (instId: string) =>
    queryOptions({ queryKey: [...approvalKeys.instance(instId), 'related'] as const, queryFn: () => getRelatedInformationById(instId) }),
  /** the read records of an instance; `distinct`: one row per reader */
  reads: (instId: string, page: number, pageSize: number, distinct: boolean) =>
    queryOptions({
      queryKey: [...approvalKeys.instance(instId), 'reads', { page, pageSize, distinct }] as const,
      queryFn: () => getByRecordInstId(readRecordQuery(instId, page, pageSize, distinct)),
    }),
};

/** Reads around the form: the definition behind it, a draft, the watermark, the nodes a reject may go back to. */
export const formQueries = {
  likes: (instId: string) =>
    queryOptions({ queryKey: approvalKeys.likes(instId), queryFn: async () => (await getLikeListByRefId([instId]))[0] ?? null }),
  watermark: (instId: string) =>
    queryOptions({
      queryKey: [...approvalKeys.instance(instId), 'watermark'] as const,
      queryFn: () => getWatermarkByInstId(instId),
      staleTime: 300_000,
    }),
  design: (defId: string | undefined) =>
    queryOptions({ queryKey: ['approval', 'design', { defId }] as const, queryFn: () => getDefDesignByDefId(defId!) }),
  rejectNodes: (taskId: string) =>
    queryOptions({
      queryKey: ['approval', 'jumpNodes', { taskId, actionName: 'reject' }] as const,
      queryFn: () => getAfterJumpNodes({ taskId, actionName: 'reject' }),
    }),
  /** the main definition of a key, or null */
  startDef: (defKey: string) =>
    queryOptions({
      queryKey: ['approval', 'startDef', { defKey }] as const,
      queryFn: async () =>
        (await queryDefs({ pageBean: { page: 1, pageSize: 1 }, querys: [{ property: 'defKey', operation: 'EQUAL', value: defKey }] }))
          .rows[0] ?? null,
    }),
  draft: (draftId: string | undefined) =>
    queryOptions({ queryKey: ['approval', 'draft', { draftId }] as const, queryFn: () => getDraft(draftId!) }),
};

export const instanceFormQuery = (instId: string) =>
  queryOptions({ queryKey: [...approvalKeys.instance(instId), 'form'] as const, queryFn: () => getInstanceForm(instId) });

export const myOpenTasksQuery = (instId: string) =>
  queryOptions({ queryKey: [...approvalKeys.instance(instId), 'openTasks'] as const, queryFn: () => getBpmTaskByInstId(instId) });
