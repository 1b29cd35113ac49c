import { sql, type Kysely } from 'kysely';

/** Portal content: the home layout, short URLs, signature tags and news. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table portal_layout (
      id text primary key,
      alias text not null unique,
      name text not null,
      items jsonb not null default '[]',
      is_default boolean not null default false
    );
    -- at most one default home layout
    create unique index portal_layout_default on portal_layout(is_default) where is_default;

    create table portal_short_url (
      short_url text primary key,
      long_url text not null,
      created_by text references uc_user(id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz
    );

    create table sys_tag (
      id text primary key,
      type_key text not null,
      name text not null,
      color text,
      sort int not null default 0,
      created_by text references uc_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (type_key, name)
    );

    create table portal_news_classify (
      id text primary key,
      name text not null,
      sort int not null default 0
    );
    create table portal_news (
      id text primary key,
      classify_id text not null references portal_news_classify(id) on delete cascade,
      title text not null,
      summary text,
      -- sanitized HTML
      content text not null,
      author text,
      publish_time timestamptz not null default now(),
      is_top boolean not null default false,
      status text not null default 'published' check (status in ('published', 'draft')),
      created_at timestamptz not null default now()
    );
    create index portal_news_list on portal_news(classify_id, is_top desc, publish_time desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists portal_news, portal_news_classify, sys_tag, portal_short_url, portal_layout cascade`.execute(db);
}
