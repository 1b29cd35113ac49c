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
}
export interface InnerMessageReceiverTable {
  id: string;
  message_id: string;
  receiver_id: string;
  is_read: Defaulted<boolean>;
  read_time: NullableTimestamp;
  created_at: Timestamp;
}

export interface MessageTables {
  inner_message: InnerMessageTable;
  inner_message_receiver: InnerMessageReceiverTable;
}
