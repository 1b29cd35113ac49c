import { sql, type Kysely } from 'kysely';

/**
 * Home apps get their name and description per language, jsonb {zh-CN?, en-US?, id?}; `name` and
 * `description` stay the texts every missing language falls back to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sys_app add column name_i18n jsonb;
    alter table sys_app add column description_i18n jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sys_app drop column name_i18n, drop column description_i18n`.execute(db);
}
