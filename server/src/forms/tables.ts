import type { JSONColumnType, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { I18n, StoredFormField } from '../workflow/tables.js';
import type { Defaulted, Timestamp } from '../db/columns.js';

// Kysely table types of the forms domain; migration 0800_forms_templates.ts creates them.

type Json<T extends object> = JSONColumnType<T, string, string>;

/** A data template: business data kept outside processes (a supplier or asset register). */
export interface FormTemplateTable {
  template_key: string;
  name: Json<I18n>;
  description: Json<I18n>;
  /** the wf_form field model */
  fields: Json<StoredFormField[]>;
  list_columns: Json<string[]>;
  created_at: Timestamp;
}

export interface FormTemplateRowTable {
  id: string;
  template_key: string;
  data: Json<Record<string, unknown>>;
  is_draft: Defaulted<boolean>;
  created_by: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_by: string;
  updated_by_name: string;
  updated_at: Timestamp;
  version: Defaulted<number>;
}

// a type alias (not an interface): withTables wants an indexable record
export type FormsTables = {
  form_template: FormTemplateTable;
  form_template_row: FormTemplateRowTable;
};

/** The database with this domain's tables (they stay out of the shared schema file). */
export const withForms = (db: Kysely<DB>) => db.withTables<FormsTables>();
