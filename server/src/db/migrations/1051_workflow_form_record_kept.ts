import { sql, type Kysely } from 'kysely';

/**
 * Form-change records are an audit trail (issue 29 item 12): deleting a request no longer deletes them. The records
 * keep the request's id without a foreign key, and its title as it was when the change was saved, so that the
 * records of a deleted request still say which request they were of.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_form_record drop constraint if exists wf_form_record_inst_id_fkey;
    alter table wf_form_record add column subject text;
    update wf_form_record r set subject = i.subject from wf_instance i where i.id = r.inst_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from wf_form_record r where not exists (select 1 from wf_instance i where i.id = r.inst_id);
    alter table wf_form_record drop column if exists subject;
    alter table wf_form_record add constraint wf_form_record_inst_id_fkey foreign key (inst_id) references wf_instance(id) on delete cascade;
  `.execute(db);
}
