import { sql, type Kysely } from 'kysely';

/** Inner messages: the message once, and one receiver row per user with its read state. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inner_message (
      id text primary key,
      subject text not null,
      -- sanitized HTML
      content text not null,
      type text not null default 'system',
      from_user_id text references uc_user(id) on delete set null,
      -- kept so the sender's name still shows after the account is removed
      from_user_name text,
      created_at timestamptz not null default now()
    );
    create table inner_message_receiver (
      id text primary key,
      message_id text not null references inner_message(id) on delete cascade,
      receiver_id text not null references uc_user(id) on delete cascade,
      is_read boolean not null default false,
      read_time timestamptz,
      created_at timestamptz not null default now(),
      unique (message_id, receiver_id)
    );
    create index inner_message_receiver_list on inner_message_receiver(receiver_id, created_at desc);
    create index inner_message_receiver_unread on inner_message_receiver(receiver_id) where not is_read;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists inner_message_receiver, inner_message cascade`.execute(db);
}
