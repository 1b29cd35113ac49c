import type { QueryBody } from '../../../../contract/common.js';
import type { FormFieldDef } from '../../../../contract/workflow-shared.js';
import type { FormRecordPage, FormRecordRow } from '../../../../contract/workflow-form-records.js';
import type { Database } from '../../db/database.js';
import { whereFromQuerys } from '../../db/filters.js';
import { paging } from '../../db/paging.js';
import { defById } from '../definitions/repo.js';
import { nodeNameIn } from '../definitions/names.js';
import { loadInstance } from '../steps/repo.js';
import { instanceForRead } from '../instances/access.js';
import { iso } from '../task-lists/repo-common.js';
import { loadForm, localiseFields } from '../model/forms.js';
import { readerRights, visibleChanges } from '../model/form-read.js';
import type { StoredNodeRights } from '../tables.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

const INSTANCE_PROPS = new Set(['instId', 'procInstId']);

/** What the records of one instance are read with: the reader's rights, the request's title, its form's fields and step names. */
interface InstanceSight {
  /** null: the instance or its definition is gone (nothing to hide by) */
  rights: StoredNodeRights | null;
  subject: string | null;
  fields: Map<string, FormFieldDef>;
  nodeName: (nodeId: string) => string;
}

async function instanceSight(db: Database, c: Caller, instId: string): Promise<InstanceSight> {
  const inst = await loadInstance(db, instId);
  const def = inst ? await defById(db, inst.def_id) : undefined;
  if (!inst || !def) return { rights: null, subject: inst?.subject ?? null, fields: new Map(), nodeName: (id) => id };
  const form = await loadForm(db, def.formKey);
  return {
    rights: await readerRights(db, form, def.model.startId, inst, c.user),
    subject: inst.subject,
    // the fields as the form shows them: labels and options in the reader's language
    fields: new Map(localiseFields(form?.fields ?? [], c.lang).map((f) => [f.name, f as FormFieldDef])),
    nodeName: (nodeId) => nodeNameIn(def.model, nodeId, c.lang, ''),
  };
}

function toRow(r: repo.FormRecord, sight: InstanceSight): FormRecordRow {
  // a value hidden from the reader stays hidden in the history of changes too
  const changes = sight.rights ? visibleChanges(sight.rights, r.changes) : r.changes;
  return {
    id: r.id,
    procInstId: r.inst_id,
    // the request's title now; once it is deleted, the title it had when the change was saved
    subject: sight.subject ?? r.subject,
    taskId: r.task_id,
    nodeId: r.node_id,
    nodeName: r.node_id ? sight.nodeName(r.node_id) : null,
    userId: r.user_id,
    userName: r.user_name,
    version: r.version,
    changes,
    // in the form's order; a field the form no longer has is left to its name
    fields: [...sight.fields.values()].filter((f) => f.name in changes),
    createTime: iso(r.create_time)!,
  };
}

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
  const sights = new Map<string, Promise<InstanceSight>>();
  const sightOf = (instId: string) => {
    if (!sights.has(instId)) sights.set(instId, instanceSight(db, c, instId));
    return sights.get(instId)!;
  };
  const out: FormRecordRow[] = [];
  for (const r of rows) out.push(toRow(r, await sightOf(r.inst_id)));
  return { rows: out, total, page: p.page, pageSize: p.pageSize };
}
