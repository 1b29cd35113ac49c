import type { ColumnType } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns.js';

export interface InnerMessageTable {
  id: string;
  subject: string;
  /** Sanitized HTML. */
  content: string;
  type: Defaulted<string>;
  from_user_id: string | null;
  from_user_name: string | null;
  created_at: Timestamp;
  /** task, urge, cc, result, system or mail (migration 0990). */
  category: Defaulted<string>;
  /** A server.json key: `<key>.subject` / `<key>.content` rendered in the reader's language with `params`. */
  subject_key: ColumnType<string | null, string | null | undefined, string | null>;
  params: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
  /** Where the message leads: a task or an instance. */
  link: ColumnType<{ taskId?: string; instId?: string } | null, string | null | undefined, string | null>;
}
export interface InnerMessageReceiverTable {
  id: string;
  message_id: string;
  receiver_id: string;
  is_read: Defaulted<boolean>;
  read_time: NullableTimestamp;
  created_at: Timestamp;
  starred: Defaulted<boolean>;
}

export interface MessageTables {
  inner_message: InnerMessageTable;
  inner_message_receiver: InnerMessageReceiverTable;
}
