import { sql, type Kysely } from 'kysely';

/**
 * An instance's summary in every portal language, jsonb {zh-CN, en-US, id}: each reader gets their
 * own. `ai_summary` keeps the initiator's one (the flow search matches it; older rows have only it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wf_instance add column ai_summaries jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wf_instance drop column ai_summaries`.execute(db);
}
