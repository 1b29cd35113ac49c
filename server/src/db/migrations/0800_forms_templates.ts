import { sql, type Kysely } from 'kysely';

/** Data templates (key, names, a form in the wf_form field model, list columns) and their rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table form_template (
      template_key text primary key,
      name jsonb not null,
      description jsonb not null default '{}'::jsonb,
      fields jsonb not null,
      list_columns jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now()
    );
    create table form_template_row (
      id text primary key,
      template_key text not null references form_template(template_key) on delete cascade,
      data jsonb not null,
      is_draft boolean not null default false,
      -- kept as text with the name beside it, so rows outlive a removed account
      created_by text not null,
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_by text not null,
      updated_by_name text not null,
      updated_at timestamptz not null default now(),
      version integer not null default 0
    );
    create index form_template_row_list on form_template_row(template_key, is_draft, updated_at desc);
    create index form_template_row_drafts on form_template_row(created_by, template_key) where is_draft;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists form_template_row, form_template cascade`.execute(db);
}
