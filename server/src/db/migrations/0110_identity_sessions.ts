import { sql, type Kysely } from 'kysely';

/**
 * Sign-in state lives in PostgreSQL so that any server process can check a token.
 * Tokens are stored only as SHA-256 hashes: a copy of the table does not sign anyone in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identity_session (
      id text primary key,
      user_id text not null references uc_user(id) on delete cascade,
      -- every session made by refreshing one sign-in shares its family, so a stolen refresh token
      -- that is replayed can end the whole chain
      family_id text not null,
      token_hash text not null,
      refresh_hash text not null,
      token_expires_at timestamptz not null,
      refresh_expires_at timestamptz not null,
      revoked_at timestamptz,
      replaced_by text,
      post_id text references uc_post(id) on delete set null,
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    );
    create unique index identity_session_token on identity_session(token_hash);
    create unique index identity_session_refresh on identity_session(refresh_hash);
    create index identity_session_user on identity_session(user_id) where revoked_at is null;
    create index identity_session_family on identity_session(family_id);

    create table identity_login_attempt (
      id bigserial primary key,
      account text not null,
      ip text not null,
      success boolean not null,
      created_at timestamptz not null default now()
    );
    create index identity_login_attempt_account on identity_login_attempt(account, created_at);
    create index identity_login_attempt_ip on identity_login_attempt(ip, created_at);

    create table identity_captcha (
      id text primary key,
      answer_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index identity_captcha_expires on identity_captcha(expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists identity_captcha, identity_login_attempt, identity_session`.execute(db);
}
