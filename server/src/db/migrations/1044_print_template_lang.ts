import { sql, type Kysely } from 'kysely';

/**
 * A print template's language (issue 29.2): the language of the labels its document prints, in which its values
 * (option labels, statuses, the form's name) are filled too, so a print reads in one language whoever prints it;
 * templates uploaded before are Chinese. `names` are the template's name in the other languages (the dialog shows
 * the reader's, else `name`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table print_template
      add column lang text not null default 'zh-CN' check (lang in ('zh-CN', 'en-US', 'id')),
      add column names jsonb
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table print_template drop column lang, drop column names`.execute(db);
}
