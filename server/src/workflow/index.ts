/**
 * The workflow domain's door: what other domains (forms, ops, print, …) and the composition roots may use. Inside
 * workflow sub-folders import each other directly; from outside, only this file (table types in tables*.ts are the
 * database's shape and open to every repository).
 */
export { defById, pickName } from './definitions/repo.js';
export type { FlowModel } from './definitions/model.js';
export { defKeysUsingForm } from './form-definitions/repo.js';
export { checkFormRules, loadForm, localiseFields, mergeFormData, rightsAt, type FormRecord, type Writer } from './model/forms.js';
export { hasStartRight, startableKeys } from './model/rights.js';
export { taskNodesOf } from './model/repo-values.js';
export type { SignatureEntry } from './model/signatures.js';
export { engineState } from './engine/runner.js';
export { instanceForRead } from './instances/access.js';
export { taskForRead } from './tasks/access.js';
export { decideWithMailLink, viewMailLink } from './tasks/mail-link.js';
export { instanceOpinions } from './opinions/list.js';
export { recordPrint } from './print-records/service.js';
export { loadInstance } from './steps/repo.js';
export type { InstanceRecord } from './steps/context.js';
/** Every domain's file read rules (files/access.ts canReadFile): print checks with them, the composition root hands them to the others. */
export { fileReaders } from './attachments/readers.js';
/** Step names in a reader's language, for rows of several definitions (assistant answers, the verification page). */
export { nodeNamer } from './definitions/names.js';
/** Someone leaves (issue 30 item 2): what they hold in the workflow and its hand-over, for departures/. */
export {
  definitionsNaming,
  delegationsOf,
  endDelegations,
  followRequests,
  handOverTasks,
  openTasksDelegatedBy,
  openTasksHeldBy,
  runningRequestsOf,
  type Delegation,
  type HeldTask,
  type RunningRequest,
  type TaskMove,
} from './task-admin/departure.js';
