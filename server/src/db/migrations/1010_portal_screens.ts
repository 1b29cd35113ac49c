import { sql, type Kysely } from 'kysely';

/**
 * Large-screen layouts (issue 17, part 3): one row per screen, found by alias. `design` holds the canvas and its
 * elements (the answer's designHtml is its Base64); texts in it may be `{ "i18n": { "zh-CN", "en-US", "id" } }`
 * and are put in the caller's language when answered. `roles` empty: every signed-in user may open it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table portal_screen_layout (
      id text primary key,
      alias text not null unique,
      name text not null,
      name_i18n jsonb,
      design jsonb not null,
      roles text[] not null default '{}',
      enabled boolean not null default true,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists portal_screen_layout`.execute(db);
}
