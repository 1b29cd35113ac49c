import type { DataTemplate, SaveRowBody, TemplateRow, TemplateRowDetail } from '../../../../contract/forms.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser, Caller } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { pickName, checkFormRules, localiseFields, mergeFormData, type FormRecord, type Writer } from '../../workflow/index.js';
import type { StoredNodeRights } from '../../workflow/tables.js';
import { formsError } from '../messages.js';
import { namedIn } from '../names.js';
import * as repo from './repo.js';
import type { RowRecord, TemplateField, TemplateRecord } from './repo.js';

export type { TemplateField, TemplateRecord };

export async function requireTemplate(db: Database, key: string): Promise<TemplateRecord> {
  const t = await repo.loadTemplate(db, key);
  if (!t) throw formsError(404, 'template.notFound', { key: key.slice(0, 64) });
  return t;
}

export function templateView(t: TemplateRecord, lang: Lang): DataTemplate {
  return {
    templateKey: t.templateKey,
    ...namedIn(t, lang),
    fields: localiseFields(t.fields, lang),
    listColumns: t.listColumns,
  };
}

export function rowView(r: RowRecord): TemplateRow {
  return {
    id: r.id,
    templateKey: r.template_key,
    data: r.data,
    isDraft: r.is_draft,
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    createdAt: new Date(r.created_at).toISOString(),
    updatedByName: r.updated_by_name,
    updatedAt: new Date(r.updated_at).toISOString(),
    version: r.version,
  };
}

const canEdit = (user: CurrentUser, r: Pick<RowRecord, 'created_by'>) => user.isAdmin || r.created_by === user.id;

/**
 * A row as the caller may see it: published rows to everyone signed in, a draft only to its
 * creator (a draft is unfinished personal work; to anyone else it does not exist).
 */
export async function getRow(db: Database, user: CurrentUser, key: string, id: string): Promise<TemplateRowDetail> {
  const r = await repo.findRow(db, key, id);
  if (!r || (r.is_draft && r.created_by !== user.id)) throw formsError(404, 'row.notFound');
  return { row: rowView(r), canEdit: canEdit(user, r) };
}

const PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|400-?\d{3}-?\d{4})$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The template's own checks on a value already coerced by type; messages name the field. */
function checkRules(fields: TemplateField[], data: Record<string, unknown>, lang: Lang): void {
  for (const f of fields) {
    const v = data[f.name];
    if (v === null || v === undefined || v === '') continue;
    const field = pickName(f.labels, lang);
    const max = f.maxLength ?? (f.type === 'textarea' ? 2000 : 200);
    if (typeof v === 'string' && v.length > max) throw formsError(400, 'field.tooLong', { field, max });
    if (f.rule === 'phone' && !PHONE.test(String(v).trim())) throw formsError(400, 'field.phone', { field });
    if (f.rule === 'email' && !EMAIL.test(String(v).trim())) throw formsError(400, 'field.email', { field });
    if (f.rule === 'creditCode' && !CREDIT_CODE.test(String(v).trim())) throw formsError(400, 'field.creditCode', { field });
    if (typeof v === 'number' && ((f.min !== undefined && v < f.min) || (f.max !== undefined && v > f.max)))
      throw formsError(400, 'field.range', { field, min: f.min ?? '-∞', max: f.max ?? '∞' });
  }
}

/** Coerces the input by the template's fields (unknown names refused), checks required ones unless a draft. */
export async function validateData(
  w: Writer,
  t: TemplateRecord,
  input: Record<string, unknown>,
  base: Record<string, unknown>,
  draft: boolean,
) {
  const lang = w.lang;
  const names = new Set(t.fields.map((f) => f.name));
  for (const k of Object.keys(input)) if (!names.has(k)) throw formsError(400, 'field.unknown', { field: k.slice(0, 64) });
  const form: FormRecord = { formKey: t.templateKey, name: t.name, fields: t.fields, permissions: {}, summaryFields: [] };
  const rights: StoredNodeRights = { fields: Object.fromEntries(t.fields.map((f) => [f.name, f.required ? 'b' : 'w'])), opinion: 'n' };
  const { data } = await mergeFormData(w, form, rights, base, input, { skipRequired: draft });
  checkRules(t.fields, data, lang);
  if (!draft) checkFormRules(form, data, lang);
  return data;
}

/** Adds a row or changes one, in one transaction with the row locked (read, check, write). */
export async function saveRow(db: Database, c: Caller, body: SaveRowBody): Promise<TemplateRow> {
  const { user, lang } = c;
  return db.transaction().execute(async (trx) => {
    const t = await requireTemplate(trx, body.templateKey);
    const now = new Date();
    if (!body.id) {
      const data = await validateData({ db: trx, user, lang }, t, body.data, {}, body.draft);
      return rowView(await repo.insertRow(trx, t.templateKey, data, body.draft, user, now));
    }
    const current = await repo.findRow(trx, t.templateKey, body.id, true);
    if (!current || (current.is_draft && current.created_by !== user.id)) throw formsError(404, 'row.notFound');
    if (!canEdit(user, current)) throw formsError(403, 'row.forbidden');
    if (body.version !== undefined && body.version !== current.version) throw formsError(409, 'row.changed');
    if (!current.is_draft && body.draft) throw formsError(400, 'row.publishedNoDraft');
    const data = await validateData({ db: trx, user, lang }, t, body.data, current.data, body.draft);
    return rowView(await repo.updateRow(trx, current.id, current.version + 1, data, body.draft, user, now));
  });
}

export async function removeRow(db: Database, user: CurrentUser, id: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockRowOwner(trx, id);
    if (!current || (current.is_draft && current.created_by !== user.id)) throw formsError(404, 'row.notFound');
    if (!canEdit(user, current)) throw formsError(403, 'row.forbidden');
    await repo.deleteRow(trx, id);
    return 1;
  });
}

/** The caller's drafts of a template, newest first. */
export async function myDrafts(db: Database, user: CurrentUser, key: string): Promise<TemplateRow[]> {
  const t = await requireTemplate(db, key);
  return (await repo.draftsOf(db, t.templateKey, user.id)).map(rowView);
}
