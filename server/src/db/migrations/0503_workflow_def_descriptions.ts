import { sql, type Kysely } from 'kysely';

/**
 * A definition's description becomes per language: jsonb {zh-CN?, en-US?, id?}. An existing plain
 * text had no language and counts as the default language zh-CN, which every language falls back to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_def alter column description type jsonb
      using case when description is null or btrim(description) = '' then null else jsonb_build_object('zh-CN', description) end
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_def alter column description type text
      using coalesce(description->>'zh-CN', description->>'en-US', description->>'id')
  `.execute(db);
}
