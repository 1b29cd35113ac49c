import type { ColumnType, JSONColumnType } from 'kysely';

// Kysely table types of the people and record tables of this domain (agents, secretaries, notices,
// exceptions, print and read records ...); migration 0500_workflow_core.ts and later ones create them.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface WfAgentTable {
  id: string;
  principal_id: string;
  agent_id: string;
  def_keys: Json<string[]>;
  start_time: Timestamp;
  end_time: Timestamp;
  enabled: Defaulted<boolean>;
  create_time: Timestamp;
}

export interface WfSecretaryTable {
  id: string;
  leader_id: string;
  secretary_id: string;
  def_keys: Json<string[]>;
  enabled: Defaulted<boolean>;
  create_time: Timestamp;
}

export interface WfApprovalItemTable {
  id: string;
  user_id: string | null;
  expression: string;
  sort: Defaulted<number>;
  create_time: Timestamp;
}

export interface WfOftenFlowTable {
  user_id: string;
  def_key: string;
  sort: Defaulted<number>;
}

export interface WfLikeTable {
  ref_id: string;
  user_id: string;
  type: Defaulted<string>;
  create_time: Timestamp;
}

export interface WfCollectionTable {
  user_id: string;
  inst_id: string;
  create_time: Timestamp;
}

export interface WfDraftTable {
  id: string;
  def_key: string;
  user_id: string;
  subject: string;
  form_data: Json<Record<string, unknown>>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface WfNoticeTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  kind: string;
  from_user_id: string | null;
  to_user_id: string;
  node_id: string | null;
  node_name: string | null;
  opinion: string | null;
  is_read: Defaulted<number>;
  create_time: Timestamp;
}

export interface WfExceptionTable {
  id: string;
  inst_id: string;
  node_id: string;
  node_name: string;
  code: string;
  params: Json<Record<string, string | number>>;
  create_time: Timestamp;
}

export interface WfPrintRecordTable {
  id: string;
  inst_id: string;
  node_id: string | null;
  template_id: string | null;
  template_name: string | null;
  user_id: string;
  user_name: string;
  create_time: Timestamp;
  /** the printed document (migration 0900) */
  file_id: ColumnType<string | null, string | null | undefined, string | null>;
  purpose: ColumnType<'print' | 'download' | 'batch', 'print' | 'download' | 'batch' | undefined, 'print' | 'download' | 'batch'>;
}

export interface WfWatermarkTable {
  id: string;
  def_key: string | null;
  enabled: Defaulted<boolean>;
  template: string;
  font_size: Defaulted<number>;
  color: Defaulted<string>;
  rotate: Defaulted<number>;
}

export interface WfSerialTable {
  prefix: string;
  day: string;
  value: number;
}

/** One save's changes of a request's form; kept when the request is deleted (migration 1051: no cascade). */
export interface WfFormRecordTable {
  id: string;
  /** the request's id (no foreign key: the record outlives the request) */
  inst_id: string;
  /** the request's title when the change was saved (null on records from before migration 1051 of deleted requests) */
  subject: string | null;
  task_id: string | null;
  node_id: string | null;
  user_id: string;
  user_name: string;
  version: number;
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
  create_time: Timestamp;
}

/** Who opened the form of an instance, when and at which node (migration 0502). */
export interface WfReadRecordTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string | null;
  node_name: string | null;
  user_id: string;
  user_name: string;
  org_name: string | null;
  read_time: Timestamp;
}
