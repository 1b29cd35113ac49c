import type { SaveFormDataBody } from '../../../../contract/workflow-form-records.js';
import type { AppDeps } from '../../lib/context.js';
import { defById } from '../definitions/repo.js';
import { newId } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { inAction } from '../steps/transaction.js';
import { wfError } from '../messages.js';
import { checkFormRules, loadForm, mergeFormData, rightsAt } from '../model/forms.js';
import type { Caller } from '../caller.js';
import { taskForAction } from '../tasks/access.js';
import { applySealGrants } from '../../seals/index.js';
import * as repo from './repo.js';

/**
 * Saves the writable fields of the caller's open task without completing it, and records what
 * changed. A stale formDataVersion, or another write meanwhile, is a 409.
 */
export async function saveFormData(
  deps: Pick<AppDeps, 'db' | 'config'>,
  c: Caller,
  body: SaveFormDataBody,
): Promise<{ formDataVersion: number }> {
  return inAction(deps, c.lang, async (ctx) => {
    const { task } = await taskForAction(ctx.trx, c.user, body.taskId, body.leaderId);
    const inst = await loadInstance(ctx.trx, task.inst_id);
    if (!inst) throw wfError(404, 'instance.notFound');
    if (inst.is_hang_up) throw wfError(409, 'task.hangUp');
    if (body.formDataVersion !== undefined && body.formDataVersion !== inst.form_data_version) throw wfError(409, 'task.formChanged');
    const def = await defById(ctx.trx, inst.def_id);
    const form = await loadForm(ctx.trx, def?.formKey ?? null);
    const writer = { db: ctx.trx, user: c.user, lang: c.lang, sealScope: { taskId: task.id } };
    const merged = await mergeFormData(writer, form, rightsAt(form, task.node_id, task.is_start), inst.form_data, body.formData, {
      skipRequired: true,
    });
    if (!Object.keys(merged.changes).length) return { formDataVersion: inst.form_data_version };
    checkFormRules(form, merged.data, c.lang, Object.keys(merged.changes));
    const version = inst.form_data_version + 1;
    if (!(await repo.writeFormData(ctx.trx, inst.id, inst.version, merged.data, version))) throw wfError(409, 'task.formChanged');
    await applySealGrants(ctx.trx, c.user, merged.seals, { instId: inst.id, taskId: task.id });
    await repo.insertRecord(ctx.trx, {
      id: newId(),
      inst_id: inst.id,
      subject: inst.subject,
      task_id: task.id,
      node_id: task.node_id,
      user_id: c.user.id,
      user_name: c.user.fullname,
      version,
      changes: merged.changes,
    });
    return { formDataVersion: version };
  });
}

/**
 * The spec's remove of records (DELETE boDataModifyRecord remove): refused to everyone, administrators included, and
 * nothing is deleted. The records are the audit trail of what each save of a form changed (issue 29 item 12).
 */
export function removeRecords(): Promise<number> {
  return Promise.reject(wfError(403, 'formRecord.permanent'));
}
