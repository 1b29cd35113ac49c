import type { QueryBody } from '../../../../contract/common.js';
import type { FormRecordPage, SaveFormDataBody } from '../../../../contract/workflow-form-records.js';
import type { Database } from '../../db/database.js';
import type { AppDeps } from '../../lib/context.js';
import { whereFromQuerys } from '../../db/filters.js';
import { defById } from '../definitions/repo.js';
import { newId } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { inAction } from '../steps/transaction.js';
import { instanceForRead } from '../instances/access.js';
import { iso } from '../task-lists/repo-common.js';
import { paging } from '../../db/paging.js';
import { wfError } from '../messages.js';
import { checkFormRules, loadForm, mergeFormData, rightsAt } from '../model/forms.js';
import { readerRights, visibleChanges } from '../model/form-read.js';
import type { StoredNodeRights } from '../tables.js';
import { requireAdmin, type Caller } from '../caller.js';
import { idList } from '../../lib/ids.js';
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

const INSTANCE_PROPS = new Set(['instId', 'procInstId']);

const toRow = (r: repo.FormRecord) => ({
  id: r.id,
  procInstId: r.inst_id,
  taskId: r.task_id,
  nodeId: r.node_id,
  userId: r.user_id,
  userName: r.user_name,
  version: r.version,
  changes: r.changes,
  createTime: iso(r.create_time)!,
});

/** The records of the instances named (each must be readable); without one, the caller's own changes (an admin's: all). */
export async function listRecords(db: Database, c: Caller, body: QueryBody): Promise<FormRecordPage> {
  const p = paging(body);
  const filter = whereFromQuerys(repo.RECORD_FILTERS, body.querys);
  const instIds = [
    ...new Set(
      (body.querys ?? [])
        .filter((q) => INSTANCE_PROPS.has(q.property) && q.value !== undefined && q.value !== null && q.value !== '')
        .map((q) => String(q.value)),
    ),
  ];
  for (const id of instIds) await instanceForRead(db, c.user, id);
  const { rows, total } = await repo.pageRecords(db, c.user, instIds, filter, p);
  const readers = new Map<string, Promise<StoredNodeRights | null>>();
  const rightsOf = (instId: string) => {
    if (!readers.has(instId)) readers.set(instId, recordReader(db, c, instId));
    return readers.get(instId)!;
  };
  const out = [];
  for (const r of rows) {
    const rights = await rightsOf(r.inst_id);
    // a value hidden from the reader stays hidden in the history of changes too
    out.push(toRow(rights ? { ...r, changes: visibleChanges(rights, r.changes) } : r));
  }
  return { rows: out, total, page: p.page, pageSize: p.pageSize };
}

/** The caller's reading rights on an instance's form (null: the instance or its definition is gone; nothing to hide by). */
async function recordReader(db: Database, c: Caller, instId: string): Promise<StoredNodeRights | null> {
  const inst = await loadInstance(db, instId);
  const def = inst ? await defById(db, inst.def_id) : undefined;
  if (!inst || !def) return null;
  return readerRights(db, await loadForm(db, def.formKey), def.model.startId, inst, c.user);
}

export async function removeRecords(db: Database, c: Caller, ids: string): Promise<number> {
  requireAdmin(c);
  return repo.removeRecords(db, idList(ids));
}
