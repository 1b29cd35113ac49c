/**
 * The workflow domain's door: what other domains (forms, ops, …) and the composition roots may use. Inside workflow
 * sub-folders import each other directly; from outside, only this file (table types in tables*.ts are the
 * database's shape and open to every repository).
 */
export { pickName } from './definitions/repo.js';
export type { FlowModel } from './definitions/model.js';
export { checkFormRules, loadForm, localiseFields, mergeFormData, rightsAt, type FormRecord, type Writer } from './model/forms.js';
export { hasStartRight, startableKeys } from './model/rights.js';
export { engineState } from './engine/runner.js';
export { decideWithMailLink, viewMailLink } from './tasks/mail-link.js';
