import { sql, type Kysely } from 'kysely';
import { BOSS_SCHEMA, MAIL_SYNC_QUEUE } from '../../jobs/queues.js';

/**
 * The mailbox (issue 16): accounts with their encrypted password and sync state, folders with the
 * UIDVALIDITY / last-UID watermark of the incremental sync, message headers (bodies kept once opened),
 * attachments stored through the file service, and contacts. Every row belongs to one user.
 * The `mail-sync` queue: policy `short`, so at most one job per account waits (singletonKey).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`select ${sql.id(BOSS_SCHEMA)}.create_queue(${MAIL_SYNC_QUEUE}, ${JSON.stringify({ policy: 'short' })}::json)
    where not exists (select 1 from ${sql.id(BOSS_SCHEMA, 'queue')} where name = ${MAIL_SYNC_QUEUE})`.execute(db);
  // a database built after QUEUES named it got the queue from 0940 with the standard policy
  await sql`update ${sql.id(BOSS_SCHEMA, 'queue')} set policy = 'short' where name = ${MAIL_SYNC_QUEUE}`.execute(db);
  await sql`
    create table mail_setting (
      id text primary key,
      owner_id text not null references uc_user(id) on delete cascade,
      mail_address text not null,
      nick_name text not null default '',
      user_name text not null,
      password_enc text not null,
      imap_host text not null,
      imap_port int not null,
      imap_ssl boolean not null,
      smtp_host text not null,
      smtp_port int not null,
      smtp_ssl boolean not null,
      is_default boolean not null default false,
      sync_state text not null default 'idle' check (sync_state in ('idle', 'queued', 'running', 'done', 'failed')),
      sync_done int not null default 0,
      sync_total int not null default 0,
      sync_fetched int not null default 0,
      sync_error text,
      sync_start timestamptz,
      sync_end timestamptz,
      sync_lease timestamptz,
      last_sync_time timestamptz,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create unique index mail_setting_owner_address on mail_setting (owner_id, lower(mail_address));

    create table mail_folder (
      id text primary key,
      account_id text not null references mail_setting(id) on delete cascade,
      path text not null,
      parent_path text,
      name text not null,
      special_use text,
      uid_validity bigint not null default 0,
      last_uid bigint not null default 0,
      highest_modseq bigint not null default 0,
      total int not null default 0,
      unread int not null default 0,
      sort int not null default 0,
      unique (account_id, path)
    );

    create table mail_message (
      id text primary key,
      owner_id text not null references uc_user(id) on delete cascade,
      account_id text not null references mail_setting(id) on delete cascade,
      folder_id text not null references mail_folder(id) on delete cascade,
      uid bigint not null,
      message_id text,
      in_reply_to text,
      subject text not null default '',
      from_name text not null default '',
      from_address text not null default '',
      to_list jsonb not null default '[]',
      cc_list jsonb not null default '[]',
      bcc_list jsonb not null default '[]',
      reply_to jsonb not null default '[]',
      mail_date timestamptz not null,
      is_read boolean not null default false,
      has_attachment boolean not null default false,
      size int not null default 0,
      snippet text not null default '',
      body_html text,
      body_text text,
      refs text,
      create_time timestamptz not null default now(),
      unique (folder_id, uid)
    );
    create index mail_message_owner_date on mail_message (owner_id, mail_date desc, id);
    create index mail_message_folder_date on mail_message (folder_id, mail_date desc, id);
    create index mail_message_account on mail_message (account_id);

    create table mail_attachment (
      id text primary key,
      message_id text not null references mail_message(id) on delete cascade,
      file_id text not null references sys_file(id) on delete cascade,
      file_name text not null,
      content_type text not null,
      size int not null,
      inline boolean not null default false,
      content_id text,
      sort int not null default 0
    );
    create index mail_attachment_message on mail_attachment (message_id, sort);

    create table mail_linkman (
      id text primary key,
      owner_id text not null references uc_user(id) on delete cascade,
      name text not null default '',
      mail_address text not null,
      use_count int not null default 0,
      last_use_time timestamptz,
      create_time timestamptz not null default now()
    );
    create unique index mail_linkman_owner_address on mail_linkman (owner_id, lower(mail_address));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mail_linkman, mail_attachment, mail_message, mail_folder, mail_setting`.execute(db);
}
