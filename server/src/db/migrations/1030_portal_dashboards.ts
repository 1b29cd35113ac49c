import { sql, type Kysely } from 'kysely';

/**
 * Dashboards (issue 17, part 1). A dashboard is a layout of portal_screen_layout with kind 'dashboard' whose design
 * holds `items` (spec 02 §3 dashboard item). portal_index_column holds the column definitions the items draw
 * (dataFrom, requestType, dataParam, chart config, refresh); portal_user_layout_config the arrangement a user saved
 * for a layout (positions and sizes by item key), dropped to reset to the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table portal_screen_layout add column kind text not null default 'screen'`.execute(db);
  await sql`
    create table portal_index_column (
      id text primary key,
      alias text not null unique,
      name text not null,
      name_i18n jsonb,
      data_from text not null,
      request_type text not null default 'GET',
      data_param jsonb not null default '[]',
      list_key text,
      config jsonb not null,
      refresh jsonb,
      enabled boolean not null default true,
      create_time timestamptz not null default now()
    );
    create table portal_user_layout_config (
      user_id text not null,
      layout_id text not null references portal_screen_layout (id) on delete cascade,
      items jsonb not null,
      update_time timestamptz not null default now(),
      primary key (user_id, layout_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists portal_user_layout_config; drop table if exists portal_index_column`.execute(db);
  await sql`alter table portal_screen_layout drop column if exists kind`.execute(db);
}
