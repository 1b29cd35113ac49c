import { sql, type Kysely } from 'kysely';

/**
 * Transfer traces (issue 29 item 6): a transfer moves the open task to its new handler for good, and leaves the one
 * who transferred it a closed row of their own (status 'transferred', completed by them, `transferred_to` the new
 * handler). Their Done list shows it ("transferred to …") and it keeps the process readable to them. The row takes
 * no part in the engine (no execution, its own group), and nothing that counts open or done tasks reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wf_task add column transferred_to text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from wf_task where status = 'transferred';
    alter table wf_task drop column if exists transferred_to;
  `.execute(db);
}
