import { sql, type Kysely } from 'kysely';

/** Documents of the document search and the per-user search / usage event log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table doc_document (
      id text primary key,
      title text not null,
      catalogue_label text not null,
      version text not null,
      status_label text not null,
      code text not null unique,
      owner_id text references uc_user(id) on delete set null,
      owner_name text not null,
      created_time timestamptz not null default now(),
      effective_time timestamptz,
      dms_url text not null
    );
    create index doc_document_effective on doc_document(effective_time desc nulls last, code);

    create table bpm_index_tagged_event_log (
      id text primary key,
      user_id text not null references uc_user(id) on delete cascade,
      type text not null,
      search_text text,
      inst_id text,
      task_id text,
      proc_def_key text,
      detail jsonb,
      created_at timestamptz not null default now()
    );
    create index bpm_event_log_user on bpm_index_tagged_event_log(user_id, created_at desc);
    create index bpm_event_log_type on bpm_index_tagged_event_log(type, created_at desc);
  `.execute(db);
  // title LIKE '%x%' uses a trigram index where the extension is available (0001 tries to create it)
  const trgm = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (trgm.rows[0]?.n) await sql`create index doc_document_title_trgm on doc_document using gin (title gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bpm_index_tagged_event_log, doc_document cascade`.execute(db);
}
