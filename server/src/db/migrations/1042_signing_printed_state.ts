import { sql, type Kysely } from 'kysely';

/**
 * The state a printed document shows (issue 27 item 12): the verification page listed every decision of the
 * instance as if it were on the paper, those made after the print included.
 * - printed_at: when the document's data were read (the print job's start), which is earlier than the record's
 *   created_at when the PDF is made later; older rows take created_at;
 * - decisions: the decisions the document holds, as they were (id, step, person, action, time, hash); null for
 *   rows recorded before, whose page cuts the history at printed_at instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table signing_verification add column printed_at timestamptz, add column decisions jsonb;
    update signing_verification set printed_at = created_at;
    alter table signing_verification alter column printed_at set not null, alter column printed_at set default now();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table signing_verification drop column if exists printed_at, drop column if exists decisions;
  `.execute(db);
}
