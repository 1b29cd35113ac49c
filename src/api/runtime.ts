import type { Static } from 'typebox';
import type {
  ApprovalState,
  CirculateBody,
  CollectBody,
  CompleteBody,
  CompleteResult,
  DefStatusValue,
  DelegateBody,
  FormView,
  EndInstanceBody,
  InstancePage,
  InstanceRow,
  InstanceStatusValue,
  JumpNode,
  JumpNodesBody,
  LockBody,
  NodeLayout,
  OpinionRow,
  RevokeBody,
  SaveOpinionBody,
  StartBody,
  StartResult,
  TaskDetail,
  TaskListBody,
  TaskPage,
  TaskQuery,
  TaskRow,
  TaskTab,
  TypeTree,
  TypeTreeBody,
} from '@contract/workflow';
import { SECRETARY_CALLS, type SecretaryPage, type SecretarySaveBody } from '@contract/workflow-secretaries';
import { LIKE_CALLS, type LikeBody, type LikeSummary } from '@contract/workflow-likes';
import { NOTICE_CALLS } from '@contract/workflow-notices';
import { URGENT_CALLS, type SetUrgentBody, type UrgentLevel } from '@contract/workflow-urgent';
import type { QueryBody } from '@contract/common';
import { TAB_PATHS, TASK_ROW_TABS, WORKFLOW_PATHS as P } from '@contract/workflow-paths';
import { send } from './call';
import { del, get, post, type RequestOptions } from './http';

/** Runtime service calls of spec 02 §7: task lists, one task, instances, opinions. */

export type TaskPageValue = Static<typeof TaskPage>;
export type InstancePageValue = Static<typeof InstancePage>;
export type TypeTreeValue = Static<typeof TypeTree>;
export type ApprovalStateValue = Static<typeof ApprovalState>;
export type StartResultValue = Static<typeof StartResult>;
export type InstanceStatus = Static<typeof InstanceStatusValue>;
export type DefStatus = Static<typeof DefStatusValue>;
export type LikeSummaryValue = LikeSummary;
export type UrgentLevelValue = UrgentLevel;
export type SecretaryPageValue = Static<typeof SecretaryPage>;
export type { TaskRow, InstanceRow, OpinionRow, TaskDetail, JumpNode, TaskTab, CompleteResult };
export type TypeTreeRequest = TypeTreeBody;
export type CompleteRequest = CompleteBody;
export type JumpNodesRequest = Static<typeof JumpNodesBody>;

/** The read-only form of an instance, for the form opened with instId only. */
export interface InstanceFormValue {
  instance: InstanceRow;
  form: FormView;
  nodeLayoutList: Array<Static<typeof NodeLayout>>;
  defId: string;
}

const ids = (list: string[]) => ({ ids: list.join(',') });

/** Whether a tab lists tasks (TaskPage) rather than instances (InstancePage). */
export function isTaskRowTab(tab: TaskTab): boolean {
  return (TASK_ROW_TABS as readonly string[]).includes(tab);
}

// ---- task lists and their trees

export async function getTabList(tab: TaskTab, body: TaskListBody): Promise<TaskPageValue | InstancePageValue> {
  return (await post<TaskPageValue | InstancePageValue>(TAB_PATHS[tab], body)).value;
}

/** POST /runtime/task/v1/getTodoList */
export async function getTodoList(body: TaskListBody): Promise<TaskPageValue> {
  return (await post<TaskPageValue>(P.todoList.path, body)).value;
}

/** POST typeTree for the task tabs or the instance tabs: counts per category of one tab. */
export async function getTypeTree(body: TypeTreeRequest): Promise<TypeTreeValue> {
  const path = isTaskRowTab(body.tab) ? P.taskTypeTree.path : P.instanceTypeTree.path;
  return (await post<TypeTreeValue>(path, body)).value;
}

// ---- one task

export async function getButtonsBytaskId(query: TaskQuery): Promise<ApprovalStateValue> {
  return (await get<ApprovalStateValue>(P.buttons.path, query)).value;
}

export async function getTaskDetailBo(query: TaskQuery): Promise<TaskDetail> {
  return (await get<TaskDetail>(P.taskDetail.path, query)).value;
}

/** The one completion call; a task someone else completed answers 409 (ApiError with code 409). */
export async function completeTask(body: CompleteRequest, opts?: RequestOptions): Promise<CompleteResult> {
  return (await post<CompleteResult>(P.complete.path, body, opts)).value;
}

export async function getAfterJumpNodes(body: JumpNodesRequest): Promise<JumpNode[]> {
  return (await post<JumpNode[]>(P.afterJumpNodes.path, body)).value;
}

export async function checkTaskAuth(taskId: string): Promise<boolean> {
  return (await get<boolean>(P.checkTaskAuth.path, { taskId }, { silent: true })).value;
}

export async function taskIsFirstNode(taskId: string): Promise<boolean> {
  return (await get<boolean>(P.taskIsFirstNode.path, { taskId })).value;
}

export async function getBpmTaskByInstId(instId: string): Promise<TaskRow[]> {
  return (await get<TaskRow[]>(P.tasksByInstId.path, { instId })).value;
}

export async function lockTask(body: Static<typeof LockBody>): Promise<{ lockStatus: number }> {
  return (await post<{ lockStatus: number }>(P.lock.path, body)).value;
}

/** Delegates one open task to another user. */
export async function agentToTina(body: Static<typeof DelegateBody>): Promise<TaskRow> {
  return (await post<TaskRow>(P.agentToTina.path, body)).value;
}

export async function getAgentAutoList(body: QueryBody): Promise<TaskPageValue> {
  return (await post<TaskPageValue>(P.agentAutoList.path, body)).value;
}

export async function withdrawAgent(taskId: string): Promise<TaskRow> {
  return (await post<TaskRow>(P.withdrawAgent.path, { taskId })).value;
}

export async function getDefStatus(instId: string, taskId?: string): Promise<DefStatus> {
  return (await get<DefStatus>(P.defStatus.path, taskId ? { instId, taskId } : { instId })).value;
}

/** The opinion a handler saved without completing; load failures are only logged (spec 02 §8). */
export async function getBpmSaveOpinionByTeam(instId: string, taskId: string): Promise<string | null> {
  return (await get<string | null>(P.savedOpinion.path, { instId, taskId }, { silent: true })).value;
}

export async function createBpmSaveOpinion(body: Static<typeof SaveOpinionBody>): Promise<void> {
  await post<unknown>(P.saveOpinion.path, body);
}

export async function getNodeOpinion(instId: string, nodeId: string, defId?: string): Promise<OpinionRow[]> {
  return (await get<OpinionRow[]>(P.nodeOpinion.path, defId ? { instId, nodeId, defId } : { instId, nodeId }, { silent: true })).value;
}

// ---- instances

export async function startProcess(body: StartBody): Promise<StartResultValue> {
  return (await post<StartResultValue>(P.start.path, body)).value;
}

export interface DraftValue {
  id: string;
  defKey: string;
  formData: Record<string, unknown>;
  subject: string;
}

export async function getDraft(id: string): Promise<DraftValue> {
  return (await get<DraftValue>(P.draftGet.path, { id })).value;
}

export async function removeDrafts(list: string[]): Promise<void> {
  await del<unknown>(P.draftRemove.path, ids(list));
}

export async function getInstanceStatus(instId: string): Promise<InstanceStatus> {
  return (await get<InstanceStatus>(P.instanceStatus.path, { instId })).value;
}

/** One try of GET getInstFormDataVersion; the caller retries (see features/approval). */
export async function getInstFormDataVersion(instId: string): Promise<number> {
  return (await get<number>(P.formDataVersion.path, { instId }, { silent: true })).value;
}

/** GET /runtime/instance/v1/{type}?instId: hang an instance up or cancel the hang-up. */
export async function setInstanceHangUp(type: 'hangUp' | 'cancelHangUp', instId: string): Promise<void> {
  await get<unknown>(type === 'hangUp' ? P.hangUp.path : P.cancelHangUp.path, { instId });
}

export async function removeInstances(list: string[]): Promise<void> {
  await del<unknown>(P.remove.path, ids(list));
}

/** The caller shows its own notice when this fails (the form falls back to what other calls give). */
export async function getInstanceForm(instId: string): Promise<InstanceFormValue> {
  return (await get<InstanceFormValue>(P.instanceForm.path, { instId }, { silent: true })).value;
}

/** GET getNotice?id: a circulated item or notice, which this call marks read. */
export async function getNotice(id: string): Promise<unknown> {
  return (await send(NOTICE_CALLS.get, { query: { id } })).value;
}

export async function getInstDetailList(list: string[]): Promise<InstanceRow[]> {
  return (await post<InstanceRow[]>(P.instDetailList.path, { ids: list })).value;
}

/** The approval history; load failures are only logged (spec 02 §8). */
export async function getInstanceFlowOpinions(instId: string): Promise<OpinionRow[]> {
  return (await get<OpinionRow[]>(P.instanceOpinions.path, { instId }, { silent: true })).value;
}

export async function revokeInstance(body: Static<typeof RevokeBody>): Promise<void> {
  await post<unknown>(P.revoke.path, body);
}

export async function endProcess(body: Static<typeof EndInstanceBody>): Promise<void> {
  await post<unknown>(P.endProcess.path, body);
}

export async function circulate(body: Static<typeof CirculateBody>): Promise<void> {
  await post<unknown>(P.circulate.path, body);
}

export async function collect(body: Static<typeof CollectBody>): Promise<void> {
  await post<unknown>(P.collect.path, body);
}

export async function getUrgentStateConf(): Promise<UrgentLevelValue[]> {
  return (await send(URGENT_CALLS.levels, {})).value;
}

export async function setUrgentState(body: SetUrgentBody): Promise<void> {
  await send(URGENT_CALLS.set, { body });
}

export async function addOrUpdateLikeRecord(body: LikeBody): Promise<LikeSummaryValue> {
  return (await send(LIKE_CALLS.set, { body })).value;
}

export async function getLikeListByRefId(list: string[]): Promise<LikeSummaryValue[]> {
  return (await send(LIKE_CALLS.list, { query: ids(list) })).value;
}

// ---- secretaries (runtime service base)

export async function listSecretaries(body: QueryBody): Promise<SecretaryPageValue> {
  return (await send(SECRETARY_CALLS.list, { body, query: { personal: true } })).value;
}

export async function saveSecretary(body: SecretarySaveBody): Promise<void> {
  await send(SECRETARY_CALLS.save, { body });
}

export async function removeSecretaries(list: string[]): Promise<void> {
  await send(SECRETARY_CALLS.remove, { query: ids(list) });
}
