import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columns.js';

export interface DocDocumentTable {
  id: string;
  title: string;
  catalogue_label: string;
  version: string;
  status_label: string;
  code: string;
  owner_id: string | null;
  owner_name: string;
  created_time: Timestamp;
  effective_time: NullableTimestamp;
  dms_url: string;
}
export interface BpmIndexTaggedEventLogTable {
  id: string;
  user_id: string;
  type: string;
  search_text: string | null;
  inst_id: string | null;
  task_id: string | null;
  proc_def_key: string | null;
  /** Written as JSON text, read as an object. */
  detail: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: Generated<Date>;
}

export interface SearchTables {
  doc_document: DocDocumentTable;
  bpm_index_tagged_event_log: BpmIndexTaggedEventLogTable;
}
