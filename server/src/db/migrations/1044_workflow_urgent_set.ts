import { sql, type Kysely } from 'kysely';

/**
 * The urgency detail (issue 29 item 20, spec 02 §7 getUrgrntById): who last set an instance's urgent state and when.
 * Rows from before, or an urgency chosen at the start, have neither: the detail names the initiator and the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_instance
      add column urgent_set_by text references uc_user(id) on delete set null,
      add column urgent_set_time timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wf_instance drop column if exists urgent_set_by, drop column if exists urgent_set_time;`.execute(db);
}
