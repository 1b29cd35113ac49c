import { sql, type Kysely } from 'kysely';

/**
 * Printing from Word templates (issue 14): the templates (an uploaded .docx per form key, or a
 * global one per definition; the demo's come from bundled assets and become files on first use),
 * the print jobs with their verification codes, the PDFs converted from files, the file of each
 * print record, and the batch print's progress on the async events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table print_template (
      id text primary key,
      name text not null,
      form_key text,
      def_id text references wf_def(id) on delete cascade,
      file_id text references sys_file(id) on delete set null,
      -- a bundled document (server/assets/print/<asset>) that becomes file_id on first use
      asset text,
      created_by text references uc_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((form_key is null) <> (def_id is null)),
      check (file_id is not null or asset is not null)
    );
    create index print_template_form on print_template(form_key, created_at desc) where form_key is not null;
    create index print_template_def on print_template(def_id, created_at desc) where def_id is not null;

    -- one filled template; code is the unguessable id in the QR code's verification address
    create table print_job (
      id text primary key,
      code text not null unique,
      inst_id text references wf_instance(id) on delete cascade,
      form_key text not null,
      template_id text references print_template(id) on delete set null,
      template_name text not null,
      docx_file_id text references sys_file(id) on delete set null,
      pdf_file_id text references sys_file(id) on delete set null,
      pdf_sha256 text,
      -- sha256 of the instance's stored form data when printed (print/finish.ts formHash)
      form_hash text,
      created_by text references uc_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index print_job_inst on print_job(inst_id, created_at desc) where inst_id is not null;
    create index print_job_docx on print_job(docx_file_id);

    -- a file's PDF made by the converter: readable by whoever may read the source
    create table print_pdf (
      source_file_id text primary key references sys_file(id) on delete cascade,
      pdf_file_id text not null references sys_file(id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create index print_pdf_target on print_pdf(pdf_file_id);

    alter table wf_print_record
      add column file_id text references sys_file(id) on delete set null,
      add column purpose text not null default 'print' check (purpose in ('print', 'download', 'batch'));

    alter table portal_async_event drop constraint portal_async_event_kind_check;
    alter table portal_async_event
      add constraint portal_async_event_kind_check check (kind in ('messages.csv', 'department-users.csv', 'print.pdf')),
      add column params jsonb,
      add column progress integer check (progress between 0 and 100),
      add column notes jsonb not null default '[]'::jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from portal_async_event where kind = 'print.pdf';
    alter table portal_async_event drop column notes, drop column progress, drop column params;
    alter table portal_async_event drop constraint portal_async_event_kind_check;
    alter table portal_async_event add constraint portal_async_event_kind_check check (kind in ('messages.csv', 'department-users.csv'));
    alter table wf_print_record drop column purpose, drop column file_id;
    drop table if exists print_pdf, print_job, print_template cascade;
  `.execute(db);
}
