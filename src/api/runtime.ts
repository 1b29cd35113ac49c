import type { Static } from 'typebox';
import type {
  ApprovalState,
  CirculateBody,
  CollectBody,
  CompleteBody,
  CompleteResult,
  DefStatusValue,
  DelegateBody,
  EndInstanceBody,
  InstancePage,
  InstanceRow,
  InstanceStatusValue,
  JumpNode,
  JumpNodesBody,
  LockBody,
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
import { SECRETARY_CALLS, type SecretaryPage, type SecretaryRow, type SecretarySaveBody } from '@contract/workflow-secretaries';
import { LIKE_CALLS, type LikeBody, type LikeSummary } from '@contract/workflow-likes';
import { NOTICE_CALLS } from '@contract/workflow-notices';
import { URGENT_CALLS, type SetUrgentBody, type UrgentDetail, type UrgentLevel } from '@contract/workflow-urgent';
import { FORM_RECORD_CALLS, type SaveFormDataBody } from '@contract/workflow-form-records';
import type { QueryBody } from '@contract/common';
import { INSTANCE_CALLS as I, type InstanceForm } from '@contract/workflow-instances';
import { LIST_CALLS as L, TAB_CALLS, TASK_ROW_TABS } from '@contract/workflow-lists';
import { OPINION_CALLS as O } from '@contract/workflow-opinions';
import { TASK_CALLS as T } from '@contract/workflow-tasks';
import { send } from './call';
import type { RequestOptions } from './http';

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
export type UrgentDetailValue = UrgentDetail;
export type SecretaryRowValue = SecretaryRow;
export type SecretaryPageValue = Static<typeof SecretaryPage>;
export type { TaskRow, InstanceRow, OpinionRow, TaskDetail, JumpNode, TaskTab, CompleteResult };
export type TypeTreeRequest = TypeTreeBody;
export type CompleteRequest = CompleteBody;
export type JumpNodesRequest = Static<typeof JumpNodesBody>;

/** The read-only form of an instance, for the form opened with instId only. */
export type InstanceFormValue = InstanceForm;

const ids = (list: string[]) => ({ ids: list.join(',') });

/** Whether a tab lists tasks (TaskPage) rather than instances (InstancePage). */
export function isTaskRowTab(tab: TaskTab): boolean {
  return (TASK_ROW_TABS as readonly string[]).includes(tab);
}

// ---- task lists and their trees

export async function getTabList(tab: TaskTab, body: TaskListBody): Promise<TaskPageValue | InstancePageValue> {
  return (await send(TAB_CALLS[tab] as typeof L.todo | typeof L.processOverview, { body })).value;
}

/** POST /runtime/task/v1/getTodoList */
export async function getTodoList(body: TaskListBody): Promise<TaskPageValue> {
  return (await send(L.todo, { body })).value;
}

/** POST typeTree for the task tabs or the instance tabs: counts per category of one tab. */
export async function getTypeTree(body: TypeTreeRequest): Promise<TypeTreeValue> {
  return (await send(isTaskRowTab(body.tab) ? L.taskTypeTree : L.instanceTypeTree, { body })).value;
}

// ---- one task

export async function getButtonsBytaskId(query: TaskQuery, opts?: RequestOptions): Promise<ApprovalStateValue> {
  return (await send(T.buttons, { query }, opts)).value;
}

export async function getTaskDetailBo(query: TaskQuery, opts?: RequestOptions): Promise<TaskDetail> {
  return (await send(T.detail, { query }, opts)).value;
}

/** The one completion call; a task someone else completed answers 409 (ApiError with code 409). */
export async function completeTask(body: CompleteRequest, opts?: RequestOptions): Promise<CompleteResult> {
  return (await send(T.complete, { body }, opts)).value;
}

export async function getAfterJumpNodes(body: JumpNodesRequest): Promise<JumpNode[]> {
  return (await send(T.afterJumpNodes, { body })).value;
}

export async function checkTaskAuth(taskId: string): Promise<boolean> {
  return (await send(T.checkAuth, { query: { taskId } }, { silent: true })).value;
}

export async function taskIsFirstNode(taskId: string): Promise<boolean> {
  return (await send(T.isFirstNode, { query: { taskId } })).value;
}

export async function getBpmTaskByInstId(instId: string): Promise<TaskRow[]> {
  return (await send(T.byInstId, { query: { instId } })).value;
}

export async function lockTask(body: Static<typeof LockBody>): Promise<{ lockStatus: number }> {
  return (await send(T.lock, { body })).value;
}

/** Delegates one open task to another user. */
export async function agentToTina(body: Static<typeof DelegateBody>): Promise<TaskRow> {
  return (await send(T.delegate, { body })).value;
}

export async function getAgentAutoList(body: QueryBody): Promise<TaskPageValue> {
  return (await send(L.agentAuto, { body })).value;
}

export async function withdrawAgent(taskId: string): Promise<TaskRow> {
  return (await send(T.withdrawAgent, { body: { taskId } })).value;
}

export async function getDefStatus(instId: string, taskId?: string): Promise<DefStatus> {
  return (await send(T.defStatus, { query: taskId ? { instId, taskId } : { instId } })).value;
}

/** The opinion a handler saved without completing; load failures are only logged (spec 02 §8). */
export async function getBpmSaveOpinionByTeam(instId: string, taskId: string): Promise<string | null> {
  return (await send(O.saved, { query: { instId, taskId } }, { silent: true })).value;
}

export async function createBpmSaveOpinion(body: Static<typeof SaveOpinionBody>): Promise<void> {
  await send(O.save, { body });
}

export async function getNodeOpinion(instId: string, nodeId: string, defId?: string): Promise<OpinionRow[]> {
  return (await send(O.ofNode, { query: defId ? { instId, nodeId, defId } : { instId, nodeId } }, { silent: true })).value;
}

// ---- instances

export async function startProcess(body: StartBody): Promise<StartResultValue> {
  return (await send(I.start, { body })).value;
}

export interface DraftValue {
  id: string;
  defKey: string;
  formData: Record<string, unknown>;
  subject: string;
}

export async function getDraft(id: string): Promise<DraftValue> {
  return (await send(I.draftGet, { query: { id } })).value;
}

export async function removeDrafts(list: string[]): Promise<void> {
  await send(I.draftRemove, { query: ids(list) });
}

export async function getInstanceStatus(instId: string): Promise<InstanceStatus> {
  return (await send(I.status, { query: { instId } })).value;
}

/** One try of GET getInstFormDataVersion; the caller retries (see features/approval). */
export async function getInstFormDataVersion(instId: string): Promise<number> {
  return (await send(I.formDataVersion, { query: { instId } }, { silent: true })).value;
}

/** GET /runtime/instance/v1/{type}?instId: hang an instance up or cancel the hang-up. */
export async function setInstanceHangUp(type: 'hangUp' | 'cancelHangUp', instId: string): Promise<void> {
  await send(I.hangUp, { params: { type }, query: { instId } });
}

export async function removeInstances(list: string[]): Promise<void> {
  await send(I.remove, { query: ids(list) });
}

/** The caller shows its own notice when this fails (the form falls back to what other calls give). */
export async function getInstanceForm(instId: string): Promise<InstanceFormValue> {
  return (await send(I.form, { query: { instId } }, { silent: true })).value;
}

/** GET getNotice?id: a circulated item or notice, which this call marks read. */
export async function getNotice(id: string): Promise<unknown> {
  return (await send(NOTICE_CALLS.get, { query: { id } })).value;
}

export async function getInstDetailList(list: string[]): Promise<InstanceRow[]> {
  return (await send(I.detailList, { body: { ids: list } })).value;
}

/** The approval history; load failures are only logged (spec 02 §8). */
export async function getInstanceFlowOpinions(instId: string): Promise<OpinionRow[]> {
  return (await send(O.ofInstance, { query: { instId } }, { silent: true })).value;
}

export async function revokeInstance(body: Static<typeof RevokeBody>): Promise<void> {
  await send(I.revoke, { body });
}

export async function endProcess(body: Static<typeof EndInstanceBody>): Promise<void> {
  await send(I.endProcess, { body });
}

export async function circulate(body: Static<typeof CirculateBody>): Promise<void> {
  await send(I.circulate, { body });
}

export async function collect(body: Static<typeof CollectBody>): Promise<void> {
  await send(I.collect, { body });
}

export async function getUrgentStateConf(): Promise<UrgentLevelValue[]> {
  return (await send(URGENT_CALLS.levels, {})).value;
}

export async function setUrgentState(body: SetUrgentBody): Promise<void> {
  await send(URGENT_CALLS.set, { body });
}

/** POST getUrgrntById: the urgency detail of an instance (level, who set it and when). */
export async function getUrgrntById(id: string): Promise<UrgentDetail> {
  return (await send(URGENT_CALLS.byId, { body: { id } })).value;
}

/** POST saveFormData: the writable fields of the caller's task, kept without completing it; answers the new version. */
export async function saveFormData(body: SaveFormDataBody, opts?: RequestOptions): Promise<number> {
  return (await send(FORM_RECORD_CALLS.save, { body }, opts)).value.formDataVersion;
}

export async function addOrUpdateLikeRecord(body: LikeBody): Promise<LikeSummaryValue> {
  return (await send(LIKE_CALLS.set, { body })).value;
}

export async function getLikeListByRefId(list: string[]): Promise<LikeSummaryValue[]> {
  return (await send(LIKE_CALLS.list, { query: ids(list) })).value;
}

// ---- secretaries (runtime service base)

/** everyone: an admin's view of every pair (personal=false); otherwise the pairs the caller is part of. */
export async function listSecretaries(body: QueryBody, everyone = false): Promise<SecretaryPageValue> {
  return (await send(SECRETARY_CALLS.list, { body, query: { personal: !everyone } })).value;
}

export async function secretaryGet(id: string): Promise<SecretaryRow> {
  return (await send(SECRETARY_CALLS.get, { params: { id } })).value;
}

export async function saveSecretary(body: SecretarySaveBody): Promise<void> {
  await send(SECRETARY_CALLS.save, { body });
}

export async function removeSecretaries(list: string[]): Promise<void> {
  await send(SECRETARY_CALLS.remove, { query: ids(list) });
}
