import { sql, type Kysely } from 'kysely';

/**
 * Seal grants (issue 27 item 1): a successful password (or secret-free) check of one seal by its owner for one task,
 * or for the start form of one flow, is a one-time grant; the form write that places the seal's picture consumes it
 * and logs the use ('apply') with its instance and task. Only the grant's hash is kept. The use log tells checks
 * from uses and keeps the picture a use placed (a print is signed only with seals applied to its instance).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seal_grant (
      token_hash text primary key,
      seal_id text not null references seal(id) on delete cascade,
      user_id text not null references uc_user(id) on delete cascade,
      -- the seal's picture at the check: a changed picture needs a new check
      file_id text not null,
      task_id text,
      inst_id text,
      def_key text,
      secret_free boolean not null default false,
      request_id text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      check ((task_id is null) <> (def_key is null))
    );
    create index seal_grant_expiry on seal_grant(expires_at);

    alter table seal_use_log
      add column action text not null default 'check' check (action in ('check', 'apply')),
      add column file_id text;
    create index seal_use_log_applied on seal_use_log(inst_id) where action = 'apply';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists seal_use_log_applied;
    alter table seal_use_log drop column if exists action, drop column if exists file_id;
    drop table if exists seal_grant;
  `.execute(db);
}
