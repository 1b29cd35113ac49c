import { sql, type Kysely } from 'kysely';

/** Uploaded files: metadata here, bytes in the storage (a folder by default) under storage_key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sys_file (
      id text primary key,
      -- the user's name for the file, shown and sent in Content-Disposition; never used on disk
      file_name text not null,
      ext text not null default '',
      size bigint not null,
      content_type text not null,
      sha256 text not null,
      storage_key text not null,
      uploader_id text references uc_user(id) on delete set null,
      -- readable by anyone signed in (e.g. portal background images, shared attachments)
      shared boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index sys_file_uploader on sys_file(uploader_id, created_at desc);
    create index sys_file_sha on sys_file(sha256);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sys_file`.execute(db);
}
