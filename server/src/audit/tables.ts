import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, never>;

export interface AuditLogTable {
  seq: ColumnType<string, string | number, never>;
  at: Timestamp;
  actor_id: string | null;
  actor_account: string;
  ip: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  /** the JSON text that was hashed */
  before: string | null;
  after: string | null;
  prev_hash: string;
  hash: string;
}
export interface AuditHeadTable {
  id: number;
  seq: ColumnType<string, string | number, string | number>;
  hash: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
}
