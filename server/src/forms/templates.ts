import type { FastifyRequest } from 'fastify';
import type { DataTemplate, SaveRowBody, TemplateRow } from '../../../contract/forms.js';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import type { Lang } from '../lib/i18n.js';
import { pickName } from '../workflow/definitions/repo.js';
import { newId } from '../workflow/steps/context.js';
import { checkFormRules, localiseFields, mergeFormData, type FormRecord } from '../workflow/model/forms.js';
import type { StoredFormField, StoredNodeRights } from '../workflow/tables.js';
import { formsError } from './messages.js';
import { withForms } from './tables.js';

/** A template field: the wf_form field model plus the checks a register needs. */
export interface TemplateField extends StoredFormField {
  rule?: 'phone' | 'email' | 'creditCode';
  min?: number;
  max?: number;
  maxLength?: number;
}

export interface TemplateRecord {
  templateKey: string;
  name: import('../workflow/tables.js').I18n;
  description: import('../workflow/tables.js').I18n;
  fields: TemplateField[];
  listColumns: string[];
}

export async function loadTemplate(db: Database, key: string): Promise<TemplateRecord | null> {
  const row = await withForms(db).selectFrom('form_template').selectAll().where('template_key', '=', key).executeTakeFirst();
  if (!row) return null;
  return {
    templateKey: row.template_key,
    name: row.name,
    description: row.description,
    fields: row.fields as TemplateField[],
    listColumns: row.list_columns,
  };
}

export async function requireTemplate(db: Database, _request: FastifyRequest, key: string): Promise<TemplateRecord> {
  const t = await loadTemplate(db, key);
  if (!t) throw formsError(404, 'template.notFound', { key: key.slice(0, 64) });
  return t;
}

export function templateView(t: TemplateRecord, lang: Lang): DataTemplate {
  return {
    templateKey: t.templateKey,
    name: pickName(t.name, lang),
    description: pickName(t.description, lang),
    fields: localiseFields(t.fields, lang),
    listColumns: t.listColumns,
  };
}

type RowRecord = {
  id: string;
  template_key: string;
  data: Record<string, unknown>;
  is_draft: boolean;
  created_by: string;
  created_by_name: string;
  created_at: Date;
  updated_by_name: string;
  updated_at: Date;
  version: number;
};

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
export async function getRow(db: Database, _request: FastifyRequest, user: CurrentUser, key: string, id: string) {
  const r = await withForms(db)
    .selectFrom('form_template_row')
    .selectAll()
    .where('id', '=', id)
    .where('template_key', '=', key)
    .executeTakeFirst();
  if (!r || (r.is_draft && r.created_by !== user.id)) throw formsError(404, 'row.notFound');
  return { row: rowView(r), canEdit: canEdit(user, r) };
}

const PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|400-?\d{3}-?\d{4})$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The template's own checks on a value already coerced by type; messages name the field. */
function checkRules(_request: FastifyRequest, fields: TemplateField[], data: Record<string, unknown>, lang: Lang): void {
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
export function validateData(
  request: FastifyRequest,
  t: TemplateRecord,
  input: Record<string, unknown>,
  base: Record<string, unknown>,
  draft: boolean,
  lang: Lang,
) {
  const names = new Set(t.fields.map((f) => f.name));
  for (const k of Object.keys(input)) if (!names.has(k)) throw formsError(400, 'field.unknown', { field: k.slice(0, 64) });
  const form: FormRecord = { formKey: t.templateKey, name: t.name, fields: t.fields, permissions: {}, summaryFields: [] };
  const rights: StoredNodeRights = { fields: Object.fromEntries(t.fields.map((f) => [f.name, f.required ? 'b' : 'w'])), opinion: 'n' };
  const { data } = mergeFormData(form, rights, base, input, lang, { skipRequired: draft });
  checkRules(request, t.fields, data, lang);
  if (!draft) checkFormRules(form, data, lang);
  return data;
}

/** Adds a row or changes one, in one transaction with the row locked (read, check, write). */
export async function saveRow(
  db: Database,
  request: FastifyRequest,
  user: CurrentUser,
  lang: Lang,
  body: SaveRowBody,
): Promise<TemplateRow> {
  return db.transaction().execute(async (trx) => {
    const t = await requireTemplate(trx, request, body.templateKey);
    const f = withForms(trx);
    const now = new Date();
    if (!body.id) {
      const data = validateData(request, t, body.data, {}, body.draft, lang);
      const row = await f
        .insertInto('form_template_row')
        .values({
          id: newId(),
          template_key: t.templateKey,
          data: JSON.stringify(data),
          is_draft: body.draft,
          created_by: user.id,
          created_by_name: user.fullname,
          created_at: now,
          updated_by: user.id,
          updated_by_name: user.fullname,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowView(row);
    }
    const current = await f
      .selectFrom('form_template_row')
      .selectAll()
      .where('id', '=', body.id)
      .where('template_key', '=', t.templateKey)
      .forUpdate()
      .executeTakeFirst();
    if (!current || (current.is_draft && current.created_by !== user.id)) throw formsError(404, 'row.notFound');
    if (!canEdit(user, current)) throw formsError(403, 'row.forbidden');
    if (body.version !== undefined && body.version !== current.version) throw formsError(409, 'row.changed');
    if (!current.is_draft && body.draft) throw formsError(400, 'row.publishedNoDraft');
    const data = validateData(request, t, body.data, current.data, body.draft, lang);
    const row = await f
      .updateTable('form_template_row')
      .set({
        data: JSON.stringify(data),
        is_draft: body.draft,
        updated_by: user.id,
        updated_by_name: user.fullname,
        updated_at: now,
        version: current.version + 1,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return rowView(row);
  });
}

export async function removeRow(db: Database, _request: FastifyRequest, user: CurrentUser, id: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const f = withForms(trx);
    const current = await f
      .selectFrom('form_template_row')
      .select(['id', 'created_by', 'is_draft'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || (current.is_draft && current.created_by !== user.id)) throw formsError(404, 'row.notFound');
    if (!canEdit(user, current)) throw formsError(403, 'row.forbidden');
    await f.deleteFrom('form_template_row').where('id', '=', id).execute();
    return 1;
  });
}

/** The caller's drafts of a template, newest first. */
export async function myDrafts(db: Database, user: CurrentUser, key: string): Promise<TemplateRow[]> {
  const rows = await withForms(db)
    .selectFrom('form_template_row')
    .selectAll()
    .where('template_key', '=', key)
    .where('is_draft', '=', true)
    .where('created_by', '=', user.id)
    .orderBy('updated_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(rowView);
}
