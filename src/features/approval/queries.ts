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
  getUrgrntById,
  getLikeListByRefId,
  getAfterJumpNodes,
  getDraft,
} from '@/api/runtime';
import { getDefDesignByDefId, getFormPreview, listApprovalItems, queryDefs } from '@/api/flow';
import { getWatermarkByInstId } from '@/api/bpmModel';
import { getByRecordInstId, getRelatedInformationById, readRecordQuery } from '@/api/readRecords';
import { withRetry } from './lib/retry';
import { retryUnlessRefused } from './lib/loadFailure';

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

/** A query of one instance: its key is the instance's followed by `part`, so dropping the instance's key drops it. */
const instanceQuery = <T>(
  instId: string,
  part: readonly unknown[],
  queryFn: () => Promise<T>,
  more?: { retry?: false; staleTime?: number },
) => queryOptions({ queryKey: [...approvalKeys.instance(instId), ...part] as const, queryFn, ...more });

export const approvalQueries = {
  // the page says why a task cannot be shown (LoadFailedResult): no toast besides, no second try of a refusal
  detail: (k: TaskKey) =>
    queryOptions({
      queryKey: [...approvalKeys.task(k), 'detail'] as const,
      queryFn: () => getTaskDetailBo(taskQuery(k), { silent: true }),
      retry: retryUnlessRefused,
    }),
  buttons: (k: TaskKey) =>
    queryOptions({
      queryKey: [...approvalKeys.task(k), 'buttons'] as const,
      queryFn: () => getButtonsBytaskId(taskQuery(k), { silent: true }),
      retry: retryUnlessRefused,
    }),
  savedOpinion: (instId: string, taskId: string) =>
    instanceQuery(instId, ['savedOpinion', taskId], () => getBpmSaveOpinionByTeam(instId, taskId)),
  /** spec 02 §8: up to 3 tries one second apart, then the query fails */
  formDataVersion: (instId: string) =>
    instanceQuery(instId, ['formDataVersion'], () => withRetry(() => getInstFormDataVersion(instId)), { retry: false }),
  opinions: (instId: string) => instanceQuery(instId, ['opinions'], () => getInstanceFlowOpinions(instId)),
  nodeOpinions: (instId: string, nodeId: string) => instanceQuery(instId, ['nodeOpinion', nodeId], () => getNodeOpinion(instId, nodeId)),
  instance: (instId: string) => instanceQuery(instId, ['row'], async () => (await getInstDetailList([instId]))[0] ?? null),
  status: (instId: string) => instanceQuery(instId, ['status'], () => getInstanceStatus(instId)),
  startForm: (formId: string) =>
    queryOptions({ queryKey: ['approval', 'startForm', formId] as const, queryFn: () => getFormPreview(formId) }),
  approvalItems: () =>
    queryOptions({
      queryKey: ['approval', 'items'] as const,
      queryFn: () => listApprovalItems({ pageBean: { page: 1, pageSize: 200 } }),
      staleTime: 60_000,
    }),
  /** getUrgrntById: the level, who set it and when */
  urgentDetail: (instId: string) => instanceQuery(instId, ['urgentDetail'], () => getUrgrntById(instId)),
  urgentLevels: () => queryOptions({ queryKey: ['approval', 'urgentLevels'] as const, queryFn: getUrgentStateConf, staleTime: 300_000 }),
  related: (instId: string) => instanceQuery(instId, ['related'], () => getRelatedInformationById(instId)),
  /** the read records of an instance; `distinct`: one row per reader */
  reads: (instId: string, page: number, pageSize: number, distinct: boolean) =>
    instanceQuery(instId, ['reads', { page, pageSize, distinct }], () =>
      getByRecordInstId(readRecordQuery(instId, page, pageSize, distinct)),
    ),
};

/** Reads around the form: the definition behind it, a draft, the watermark, the nodes a reject may go back to. */
export const formQueries = {
  likes: (instId: string) =>
    queryOptions({ queryKey: approvalKeys.likes(instId), queryFn: async () => (await getLikeListByRefId([instId]))[0] ?? null }),
  watermark: (instId: string) => instanceQuery(instId, ['watermark'], () => getWatermarkByInstId(instId), { staleTime: 300_000 }),
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

export const instanceFormQuery = (instId: string) => instanceQuery(instId, ['form'], () => getInstanceForm(instId));

export const myOpenTasksQuery = (instId: string) => instanceQuery(instId, ['openTasks'], () => getBpmTaskByInstId(instId));
