import { sql, type Kysely } from 'kysely';

/**
 * The first run of a real company (issue 30): an empty start (SEED=empty) has one administrator whose password nobody
 * knows until it is set through a one-time token the server prints at start (only its SHA-256 is kept here), then a
 * short setup (the company's name, the languages offered, its first units). One row, written by the empty seed; a
 * demo company has none (nothing to set up). `version` guards the setup against two administrators at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sys_setup (
      id int primary key check (id = 1),
      admin_user_id text not null,
      token_hash text,
      token_issued_at timestamptz,
      password_set_at timestamptz,
      languages text not null default 'zh-CN,en-US,id',
      completed_at timestamptz,
      completed_by text,
      version int not null default 0
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sys_setup`.execute(db);
}
