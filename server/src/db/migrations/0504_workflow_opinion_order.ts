import { sql, type Kysely } from 'kysely';

/**
 * The approval history's order: rows written in one action (an agreement and the end it led to,
 * a skip and the next node) can carry the same millisecond, and the id is random. A sequence
 * number kept in the order the rows were written breaks the tie.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_opinion add column seq bigint generated always as identity;
    drop index if exists wf_opinion_inst;
    create index wf_opinion_inst on wf_opinion(inst_id, complete_time, seq);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists wf_opinion_inst;
    alter table wf_opinion drop column seq;
    create index wf_opinion_inst on wf_opinion(inst_id, complete_time);
  `.execute(db);
}
