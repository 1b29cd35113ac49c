import { sql, type Kysely } from 'kysely';

/**
 * News in the caller's language (issue 16 part 5), the way app tiles carry `name_i18n`: each text
 * column gets a `{ "zh-CN", "en-US", "id" }` object beside it; the plain column stays the fallback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table portal_news_classify add column name_i18n jsonb;
    alter table portal_news
      add column title_i18n jsonb,
      add column summary_i18n jsonb,
      -- sanitized HTML per language, like content
      add column content_i18n jsonb,
      add column author_i18n jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table portal_news drop column if exists title_i18n, drop column if exists summary_i18n,
      drop column if exists content_i18n, drop column if exists author_i18n;
    alter table portal_news_classify drop column if exists name_i18n;
  `.execute(db);
}
