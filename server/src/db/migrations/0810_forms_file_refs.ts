import { sql, type Kysely } from 'kysely';

/**
 * Who may open a form's attachment (issue 14): everyone who may read an instance whose form data, or one of
 * whose opinions, names the file. `wf_file_refs` lists the file ids (UUIDs) a text holds, and two GIN indexes
 * on it find those instances and opinions without reading every form. The index only narrows the search:
 * the server then checks that the id sits in a file field, a file column or a signature the reader may see.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function wf_file_refs(doc text) returns text[]
      language sql immutable parallel safe
      as $$
        select coalesce(array_agg(distinct m[1]), '{}'::text[])
          from regexp_matches(coalesce(doc, ''), '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') as m
      $$;
    create index wf_instance_file_refs on wf_instance using gin (wf_file_refs(form_data::text));
    create index wf_opinion_file_refs on wf_opinion using gin (wf_file_refs(files)) where files is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists wf_opinion_file_refs;
    drop index if exists wf_instance_file_refs;
    drop function if exists wf_file_refs(text);
  `.execute(db);
}
