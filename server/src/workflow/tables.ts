import type { ColumnType, Insertable, JSONColumnType, Selectable, Updateable } from 'kysely';
import type { StoredFieldRule } from '../../../contract/form-rules.js';
import type {
  WfAgentTable,
  WfApprovalItemTable,
  WfCollectionTable,
  WfDraftTable,
  WfExceptionTable,
  WfFormRecordTable,
  WfLikeTable,
  WfNoticeTable,
  WfOftenFlowTable,
  WfPrintRecordTable,
  WfReadRecordTable,
  WfSecretaryTable,
  WfSerialTable,
  WfWatermarkTable,
} from './tables-records.js';

import type { WfAddSignTable } from './task-tools/tables.js';

export type * from './tables-records.js';
export type * from './task-tools/tables.js';

// Kysely table types of this domain; migration 0500_workflow_core.ts creates them.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A text in every portal language. */
export interface I18n {
  'zh-CN': string;
  'en-US': string;
  id: string;
}

export interface WfTypeTable {
  id: string;
  parent_id: string | null;
  name: Json<I18n>;
  sort: Defaulted<number>;
}

/** Bounds of a value, checked by the server (field-values.ts) and shown by the portal. */
export interface StoredValueBounds {
  /** numbers and money: the smallest and largest value allowed */
  min?: number;
  max?: number;
  /** texts: the most characters allowed (a default per type otherwise) */
  maxLength?: number;
}

/** A column of a subtable: a simple field of its own type (not a subtable or signature). */
export interface StoredFormColumn extends StoredValueBounds {
  name: string;
  labelKey: string;
  labels: I18n;
  type: string;
  required: boolean;
  options?: { value: string; labelKey: string; labels: I18n }[];
  rules?: StoredFieldRule[];
}

/** A field: what a column has (rules are business rules, contract/form-rules.ts, checked by the server and shown by the portal), and more. */
export interface StoredFormField extends StoredFormColumn {
  /** text | textarea | richtext | number | money | date | datetime | select | user | org | post | role | file | subtable | signature */
  type: string;
  columns?: StoredFormColumn[];
  freezeCol?: number;
  /** user, org, post, role: several may be chosen (default: user yes, the others no) */
  multiple?: boolean;
  /** a signature field's settings (contract/seals.ts SignatureFieldConfig) */
  signature?: { isCover?: boolean; secretFree?: boolean };
}
/** b writable and required (when the task goes forward), w writable, r read only, n hidden. */
export type FieldRightCode = 'b' | 'w' | 'r' | 'n';
export interface StoredNodeRights {
  fields: Record<string, FieldRightCode>;
  opinion: FieldRightCode;
  /** rights of subtable columns: subtable field -> column -> right; a column not named follows its subtable */
  columns?: Record<string, Record<string, FieldRightCode>>;
  /** the print right of the node's people (print/rights.ts); unset: initiator and participants */
  print?: boolean;
}

export interface WfFormTable {
  form_key: string;
  name: Json<I18n>;
  fields: Json<StoredFormField[]>;
  permissions: Json<Record<string, StoredNodeRights>>;
  summary_fields: ColumnType<string[], string | undefined, string>;
  updated_at: Timestamp;
}

export interface WfDefTable {
  id: string;
  def_key: string;
  name: Json<I18n>;
  /** per language, some may be missing (migration 0503) */
  description: ColumnType<import('./definitions/description.js').DescriptionMap | null, string | null | undefined, string | null>;
  version: number;
  is_main: Defaulted<boolean>;
  status: Defaulted<string>;
  type_id: string | null;
  form_key: string | null;
  bpmn_xml: string;
  model: Json<import('./definitions/model.js').FlowModel>;
  startable: Defaulted<boolean>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface WfDefRightTable {
  def_key: string;
  kind: string;
  ref: Defaulted<string>;
}

export interface WfInstanceTable {
  id: string;
  root_id: string;
  parent_id: string | null;
  parent_execution_id: string | null;
  parent_node_id: string | null;
  def_id: string;
  def_key: string;
  def_name: Json<I18n>;
  type_id: string | null;
  subject: string;
  prop1: string | null;
  status: string;
  is_hang_up: Defaulted<boolean>;
  urgent_state: Defaulted<number>;
  /** who last set the urgent state and when (migration 1044); null: as the instance started */
  urgent_set_by: ColumnType<string | null, string | null | undefined, string | null>;
  urgent_set_time: NullableTimestamp;
  creator_id: string;
  creator_name: string;
  create_time: Timestamp;
  end_time: NullableTimestamp;
  form_data: Json<Record<string, unknown>>;
  form_data_version: Defaulted<number>;
  ai_summary: string | null;
  /** per language (migration 0520) */
  ai_summaries: ColumnType<Partial<I18n> | null, string | null | undefined, string | null>;
  node_users: Json<Record<string, string[]>>;
  reached: Json<string[]>;
  engine_state: ColumnType<unknown, string | null, string | null>;
  version: Defaulted<number>;
}

export interface WfTaskTable {
  id: string;
  inst_id: string;
  root_id: string;
  node_id: string;
  name: string;
  execution_id: string | null;
  group_id: string;
  sign_index: number | null;
  sign_type: string | null;
  is_start: Defaulted<boolean>;
  def_id: string;
  def_key: string;
  def_name: Json<I18n>;
  type_id: string | null;
  subject: string;
  creator_id: string;
  creator_name: string;
  assignee_id: string | null;
  owner_id: string | null;
  candidate: Defaulted<boolean>;
  lock_user_id: string | null;
  status: Defaulted<string>;
  is_read: Defaulted<number>;
  action: string | null;
  opinion: string | null;
  completed_by: string | null;
  create_time: Timestamp;
  complete_time: NullableTimestamp;
  due_time: NullableTimestamp;
  delegated_at: NullableTimestamp;
  /** the add-sign chain this task belongs to (task-tools) */
  add_sign_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** a reject "back to me" opened this task: its completion goes straight back to { nodeId, userId } */
  return_to: ColumnType<ReturnTo | null, ReturnTo | string | null | undefined, string | null>;
  /** a transfer's trace (status 'transferred'): the new handler (migration 1044) */
  transferred_to: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReturnTo {
  nodeId: string;
  userId: string;
}

export interface Qualfied {
  type: string;
  name: string;
  id: string;
  account?: string;
  accounts?: string[];
}

export interface WfOpinionTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string;
  task_name: string;
  status: string;
  auditor_id: string | null;
  auditor_name: string | null;
  opinion: string | null;
  files: string | null;
  qualfieds: Json<Qualfied[]>;
  create_time: Timestamp;
  complete_time: NullableTimestamp;
  dur_ms: number | null;
  /** a completed task's decision: SHA-256 of its facts and form values (signing/decision.ts, migration 0920) */
  decision_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** the hash of the form values the decision was made on */
  decision_form_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** write order (identity): the tie-breaker of rows with the same complete_time */
  seq: ColumnType<number, never, never>;
  /** how the decision was made when not in the portal: 'mail' (a mail link, migration 0990) */
  via: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WfSavedOpinionTable {
  task_id: string;
  user_id: string;
  opinion: string;
  updated_at: Timestamp;
}

export interface WorkflowTables {
  wf_add_sign: WfAddSignTable;
  wf_type: WfTypeTable;
  wf_form: WfFormTable;
  wf_def: WfDefTable;
  wf_def_right: WfDefRightTable;
  wf_instance: WfInstanceTable;
  wf_task: WfTaskTable;
  wf_opinion: WfOpinionTable;
  wf_saved_opinion: WfSavedOpinionTable;
  wf_agent: WfAgentTable;
  wf_secretary: WfSecretaryTable;
  wf_approval_item: WfApprovalItemTable;
  wf_often_flow: WfOftenFlowTable;
  wf_like: WfLikeTable;
  wf_collection: WfCollectionTable;
  wf_draft: WfDraftTable;
  wf_notice: WfNoticeTable;
  wf_exception: WfExceptionTable;
  wf_print_record: WfPrintRecordTable;
  wf_watermark: WfWatermarkTable;
  wf_serial: WfSerialTable;
  wf_form_record: WfFormRecordTable;
  wf_read_record: WfReadRecordTable;
}

/** A history row as an action records it (written with the action's last statement). */
export type NewWfOpinion = Insertable<WfOpinionTable>;
/** An instance row as it is read. */
export type WfInstance = Selectable<WfInstanceTable>;
/** Columns an action sets on a task it completes. */
export type WfTaskUpdate = Updateable<WfTaskTable>;
