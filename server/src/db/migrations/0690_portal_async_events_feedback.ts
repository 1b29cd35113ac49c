import { sql, type Kysely } from 'kysely';

/**
 * The download notice's async export events and the error-toast feedback. Numbered after the
 * files migration (0400) because both point at uploaded files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table portal_async_event (
      id text primary key,
      user_id text not null references uc_user(id) on delete cascade,
      name text not null,
      kind text not null check (kind in ('messages.csv', 'department-users.csv')),
      status text not null default 'pending' check (status in ('pending', 'running', 'success', 'failed')),
      result_file_id text references sys_file(id) on delete set null,
      result_file_name text,
      error text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    );
    create index portal_async_event_user on portal_async_event(user_id, created_at desc);

    create table portal_feedback (
      id text primary key,
      user_id text references uc_user(id) on delete set null,
      message text not null,
      link text not null,
      screenshot_file_id text references sys_file(id) on delete set null,
      text text,
      lang text not null,
      user_agent text,
      created_at timestamptz not null default now()
    );
    create index portal_feedback_time on portal_feedback(created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists portal_feedback, portal_async_event cascade`.execute(db);
}
