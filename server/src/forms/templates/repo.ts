import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { I18n, StoredFormField } from '../../workflow/tables.js';
import { withForms } from '../tables.js';

/** A template field: the wf_form field model plus the checks a register needs. */
export interface TemplateField extends StoredFormField {
  rule?: 'phone' | 'email' | 'creditCode';
  min?: number;
  max?: number;
  maxLength?: number;
}

export interface TemplateRecord {
  templateKey: string;
  name: I18n;
  description: I18n;
  fields: TemplateField[];
  listColumns: string[];
}

export interface RowRecord {
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

/** A row of a template; `lock` holds it until the transaction ends. */
export function findRow(db: Database, key: string, id: string, lock = false) {
  let q = withForms(db).selectFrom('form_template_row').selectAll().where('id', '=', id).where('template_key', '=', key);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

interface Writer {
  id: string;
  fullname: string;
}

export function insertRow(trx: Database, key: string, data: Record<string, unknown>, draft: boolean, user: Writer, now: Date) {
  return withForms(trx)
    .insertInto('form_template_row')
    .values({
      id: crypto.randomUUID(),
      template_key: key,
      data: JSON.stringify(data),
      is_draft: draft,
      created_by: user.id,
      created_by_name: user.fullname,
      created_at: now,
      updated_by: user.id,
      updated_by_name: user.fullname,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateRow(
  trx: Database,
  id: string,
  version: number,
  data: Record<string, unknown>,
  draft: boolean,
  user: Writer,
  now: Date,
) {
  return withForms(trx)
    .updateTable('form_template_row')
    .set({ data: JSON.stringify(data), is_draft: draft, updated_by: user.id, updated_by_name: user.fullname, updated_at: now, version })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The row's owner and state, locked until the transaction ends (any template). */
export function lockRowOwner(trx: Database, id: string) {
  return withForms(trx)
    .selectFrom('form_template_row')
    .select(['id', 'created_by', 'is_draft'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteRow(trx: Database, id: string): Promise<void> {
  await withForms(trx).deleteFrom('form_template_row').where('id', '=', id).execute();
}

/** The user's drafts of a template, newest first. */
export function draftsOf(db: Database, key: string, userId: string) {
  return withForms(db)
    .selectFrom('form_template_row')
    .selectAll()
    .where('template_key', '=', key)
    .where('is_draft', '=', true)
    .where('created_by', '=', userId)
    .orderBy('updated_at', 'desc')
    .limit(500)
    .execute();
}
