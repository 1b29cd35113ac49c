import { sql, type Kysely } from 'kysely';

/**
 * A system module's texts in every language (spec 02 §2, issue 17 part 4): the module's name and
 * description, an item's name and column name, each `{ "zh-CN", "en-US", "id" }` (null: the plain
 * column, in every language). The demo module gets them from seed/module-preview.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sys_module add column name_i18n jsonb, add column description_i18n jsonb;
    alter table sys_module_item add column name_i18n jsonb, add column column_i18n jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sys_module drop column if exists name_i18n, drop column if exists description_i18n;
    alter table sys_module_item drop column if exists name_i18n, drop column if exists column_i18n;
  `.execute(db);
}
