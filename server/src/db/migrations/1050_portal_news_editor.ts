import { sql, type Kysely } from 'kysely';

/**
 * The administrators' news editor (issue 29 item 21): an item can be retired (off the home page, kept for the
 * editor), and every write names the version it read (optimistic lock: of two editors of one version, one wins).
 * "Scheduled" is not stored: it is a published item whose publish_time is still to come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table portal_news drop constraint if exists portal_news_status_check;
    alter table portal_news add constraint portal_news_status_check check (status in ('published', 'draft', 'retired'));
    alter table portal_news
      add column version int not null default 1,
      add column created_by text references uc_user(id) on delete set null,
      add column updated_by text references uc_user(id) on delete set null,
      add column updated_at timestamptz not null default now();
    update portal_news set updated_at = created_at;
    create index portal_news_editor on portal_news(classify_id, updated_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists portal_news_editor;
    update portal_news set status = 'draft' where status = 'retired';
    alter table portal_news drop constraint if exists portal_news_status_check;
    alter table portal_news add constraint portal_news_status_check check (status in ('published', 'draft'));
    alter table portal_news drop column if exists version, drop column if exists created_by,
      drop column if exists updated_by, drop column if exists updated_at;
  `.execute(db);
}
