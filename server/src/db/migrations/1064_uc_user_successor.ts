import { sql, type Kysely } from 'kysely';

/**
 * Someone leaves (issue 30): whom the approver steps naming a departed or disabled user go to ('rules': a `user:` or
 * `field` approver rule naming them), and who takes the start step of a request they started when it is sent back
 * ('requests', also the `initiator` rule). Recorded by the departure's confirm, one row per kind; applied only while
 * the user is not active, and dropped when the user is enabled again. Deployed definitions are not changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uc_user_successor (
      user_id text not null references uc_user(id) on delete cascade,
      kind text not null check (kind in ('rules', 'requests')),
      successor_id text not null references uc_user(id) on delete cascade,
      set_by text references uc_user(id) on delete set null,
      set_at timestamptz not null default now(),
      primary key (user_id, kind)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists uc_user_successor;`.execute(db);
}
