import { sql, type Kysely } from 'kysely';

/**
 * Custom queries of type rest (spec 02 §3 "Custom query config": dsType rest, requestType, url, dataParam,
 * conditionfield, listKey, header). The url is a portal call with a service-base placeholder, run as the caller
 * on the same allow-list as dashboard columns; dataParam is the POST body template (JSON text) and conditionfield
 * a JSON list of {field, defaultValue, defaultType}. Both stay text as written, so a broken one answers the
 * spec 02 §8 message instead of failing to save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table form_custom_query_rest (
      alias text primary key,
      name_i18n jsonb not null,
      request_type text not null default 'GET',
      url text not null default '',
      data_param text,
      conditionfield text,
      list_key text,
      header text,
      columns jsonb not null default '[]',
      create_time timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists form_custom_query_rest`.execute(db);
}
