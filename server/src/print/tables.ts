import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Defaulted, Timestamp } from '../db/columns.js';

// Kysely table types of the print domain; migration 0900_print.ts creates them.

/** A Word template: bound to a form key, or (global) to a definition; its document is a file or a bundled asset. */
export interface PrintTemplateTable {
  id: string;
  name: string;
  form_key: string | null;
  def_id: string | null;
  file_id: string | null;
  asset: string | null;
  /** the language its labels print in (migration 1044): its values are filled in it too */
  lang: Defaulted<'zh-CN' | 'en-US' | 'id'>;
  /** its name in other languages (by language), shown to readers of that language; else `name` */
  names: Record<string, string> | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One filled template, its verification code and (once converted) its PDF. */
export interface PrintJobTable {
  id: string;
  code: string;
  inst_id: string | null;
  form_key: string;
  template_id: string | null;
  template_name: string;
  docx_file_id: string | null;
  pdf_file_id: string | null;
  pdf_sha256: string | null;
  form_hash: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

// a type alias (not an interface): withTables wants an indexable record
export type PrintTables = {
  print_template: PrintTemplateTable;
  print_job: PrintJobTable;
};

/** The database with this domain's tables (they stay out of the shared schema file). */
export const withPrint = (db: Kysely<DB>) => db.withTables<PrintTables>();
