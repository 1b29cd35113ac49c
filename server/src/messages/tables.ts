import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface InnerMessageTable {
  id: string;
  subject: string;
  /** Sanitized HTML. */
  content: string;
  type: ColumnType<string, string | undefined, string>;
  from_user_id: string | null;
  from_user_name: string | null;
  created_at: Timestamp;
}
export interface InnerMessageReceiverTable {
  id: string;
  message_id: string;
  receiver_id: string;
  is_read: ColumnType<boolean, boolean | undefined, boolean>;
  read_time: NullableTimestamp;
  created_at: Timestamp;
}

export interface MessageTables {
  inner_message: InnerMessageTable;
  inner_message_receiver: InnerMessageReceiverTable;
}
