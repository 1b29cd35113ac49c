import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { I18n, StoredFormField, StoredNodeRights, WfFormTable } from '../tables.js';

export interface FormRecord {
  formKey: string;
  name: I18n;
  fields: StoredFormField[];
  permissions: Record<string, StoredNodeRights>;
  summaryFields: string[];
}

export type FormRow = Pick<Selectable<WfFormTable>, 'form_key' | 'name' | 'fields' | 'permissions' | 'summary_fields'>;

export function formFromRow(row: FormRow): FormRecord {
  return { formKey: row.form_key, name: row.name, fields: row.fields, permissions: row.permissions, summaryFields: row.summary_fields };
}

export async function loadForm(db: Database, formKey: string | null): Promise<FormRecord | null> {
  if (!formKey) return null;
  const row = await db.selectFrom('wf_form').selectAll().where('form_key', '=', formKey).executeTakeFirst();
  return row ? formFromRow(row) : null;
}
