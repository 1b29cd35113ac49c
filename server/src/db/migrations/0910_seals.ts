import { sql, type Kysely } from 'kysely';

/** Electronic seals (image, password hash, secret-free flag), the log of every use, and users' stored signatures. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seal (
      id text primary key,
      name text not null,
      owner_id text not null references uc_user(id) on delete cascade,
      image_file_id text references sys_file(id) on delete set null,
      password_hash text not null,
      -- wrong guesses made before this moment no longer count (a reset lifts the wait)
      password_changed_at timestamptz not null default now(),
      secret_free boolean not null default false,
      status text not null default 'enabled' check (status in ('enabled', 'disabled')),
      created_by text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index seal_owner on seal(owner_id, created_at);

    -- kept when a seal or a user is removed: ids and names as they were
    create table seal_use_log (
      id bigint generated always as identity primary key,
      seal_id text not null,
      seal_name text not null,
      user_id text not null,
      user_name text not null,
      used_at timestamptz not null default now(),
      ok boolean not null,
      reason text,
      secret_free boolean not null default false,
      request_id text not null,
      inst_id text,
      task_id text
    );
    create index seal_use_log_time on seal_use_log(used_at desc);
    create index seal_use_log_wrong on seal_use_log(seal_id, user_id, used_at) where reason = 'wrongPassword';

    create table user_signature (
      user_id text primary key references uc_user(id) on delete cascade,
      file_id text not null references sys_file(id) on delete cascade,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_signature, seal_use_log, seal cascade`.execute(db);
}
