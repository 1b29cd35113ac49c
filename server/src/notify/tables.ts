import type { ColumnType } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns.js';

// Kysely table types of notices; migration 0990_notify.ts creates them.

type Json<T> = ColumnType<T, string | undefined, string>;

export interface NotifyTaskToldTable {
  task_id: string;
  user_id: string;
}

export interface NotifySettingTable {
  user_id: string;
  lang: Defaulted<string>;
  email_categories: Json<string[]>;
  webhook_categories: Json<string[]>;
  webhook_url: string | null;
  webhook_secret: string | null;
  updated_at: Timestamp;
}

export interface NotifyCompanyHookTable {
  id: string;
  url: string | null;
  secret: string | null;
  categories: Json<string[]>;
  enabled: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface NotifyDeliveryTable {
  id: string;
  user_id: string;
  message_id: string | null;
  channel: 'email' | 'webhook';
  target: string;
  hook: 'user' | 'company' | null;
  payload: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  category: string;
  status: Defaulted<'queued' | 'sent' | 'failed'>;
  attempts: Defaulted<number>;
  last_error: string | null;
  last_attempt: NullableTimestamp;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface NotifyMailTokenTable {
  id: string;
  token_hash: string;
  task_id: string;
  user_id: string;
  action: 'agree' | 'reject';
  delivery_id: string | null;
  expires_at: Date;
  used_at: NullableTimestamp;
  create_time: Timestamp;
}

export interface NotifyTables {
  notify_task_told: NotifyTaskToldTable;
  notify_setting: NotifySettingTable;
  notify_company_hook: NotifyCompanyHookTable;
  notify_delivery: NotifyDeliveryTable;
  notify_mail_token: NotifyMailTokenTable;
}
