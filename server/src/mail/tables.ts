import type { ColumnType } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns.js';

// Kysely table types of the mailbox; migration 0970_mail.ts creates them.

type Json<T> = ColumnType<T, string, string>;

/** A user's IMAP/SMTP account; the password is AES-256-GCM encrypted (secret.ts). */
export interface MailSettingTable {
  id: string;
  owner_id: string;
  mail_address: string;
  nick_name: Defaulted<string>;
  user_name: string;
  password_enc: string;
  imap_host: string;
  imap_port: number;
  imap_ssl: boolean;
  smtp_host: string;
  smtp_port: number;
  smtp_ssl: boolean;
  is_default: Defaulted<boolean>;
  /** idle, queued, running, done, failed */
  sync_state: Defaulted<string>;
  sync_done: Defaulted<number>;
  sync_total: Defaulted<number>;
  sync_fetched: Defaulted<number>;
  /** A server.json key (translated when read), or null. */
  sync_error: string | null;
  sync_start: NullableTimestamp;
  sync_end: NullableTimestamp;
  /** The running sync holds the account until then (renewed per page); a dead worker's lease runs out. */
  sync_lease: NullableTimestamp;
  last_sync_time: NullableTimestamp;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface MailFolderTable {
  id: string;
  account_id: string;
  path: string;
  parent_path: string | null;
  name: string;
  special_use: string | null;
  uid_validity: Defaulted<number>;
  /** The highest UID stored: the next sync fetches above it. */
  last_uid: Defaulted<number>;
  highest_modseq: Defaulted<number>;
  total: Defaulted<number>;
  unread: Defaulted<number>;
  sort: Defaulted<number>;
}

export interface MailAddressJson {
  name: string;
  address: string;
}

export interface MailMessageTable {
  id: string;
  owner_id: string;
  account_id: string;
  folder_id: string;
  uid: number;
  message_id: string | null;
  in_reply_to: string | null;
  subject: string;
  from_name: string;
  from_address: string;
  to_list: Json<MailAddressJson[]>;
  cc_list: Json<MailAddressJson[]>;
  /** Bcc (only in mails the user sent) and Reply-To: read from the source at the first opening. */
  bcc_list: ColumnType<MailAddressJson[], string | undefined, string>;
  reply_to: ColumnType<MailAddressJson[], string | undefined, string>;
  mail_date: Date | string;
  is_read: boolean;
  has_attachment: boolean;
  size: number;
  snippet: Defaulted<string>;
  /** Sanitized HTML of the body, kept once the mail was opened (remote pictures still in; blocked when served). */
  body_html: string | null;
  body_text: string | null;
  /** The References header, kept once opened (for replies). */
  refs: string | null;
  create_time: Timestamp;
}

/** An attachment of an opened mail, stored as a file of the files domain (owned by the mail's owner). */
export interface MailAttachmentTable {
  id: string;
  message_id: string;
  file_id: string;
  file_name: string;
  content_type: string;
  size: number;
  inline: boolean;
  content_id: string | null;
  sort: number;
}

export interface MailLinkmanTable {
  id: string;
  owner_id: string;
  name: string;
  mail_address: string;
  use_count: Defaulted<number>;
  last_use_time: NullableTimestamp;
  create_time: Timestamp;
}

export interface MailTables {
  mail_setting: MailSettingTable;
  mail_folder: MailFolderTable;
  mail_message: MailMessageTable;
  mail_attachment: MailAttachmentTable;
  mail_linkman: MailLinkmanTable;
}
