import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** An enabled column definition by alias. */
export function columnByAlias(db: Database, alias: string) {
  return db
    .selectFrom('portal_index_column')
    .select(['id', 'alias', 'name', 'name_i18n', 'data_from', 'request_type', 'data_param', 'list_key', 'config', 'refresh'])
    .where('alias', '=', alias)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** The arrangement a user saved for a layout, or null. */
export async function userLayout(db: Database, userId: string, layoutId: string): Promise<object[] | null> {
  const row = await db
    .selectFrom('portal_user_layout_config')
    .select('items')
    .where('user_id', '=', userId)
    .where('layout_id', '=', layoutId)
    .executeTakeFirst();
  return row?.items ?? null;
}

export async function saveUserLayout(db: Database, userId: string, layoutId: string, items: object[]): Promise<void> {
  await db
    .insertInto('portal_user_layout_config')
    .values({ user_id: userId, layout_id: layoutId, items: JSON.stringify(items) })
    .onConflict((oc) => oc.columns(['user_id', 'layout_id']).doUpdateSet({ items: JSON.stringify(items), update_time: new Date() }))
    .execute();
}

export async function removeUserLayout(db: Database, userId: string, layoutId: string): Promise<void> {
  await db.deleteFrom('portal_user_layout_config').where('user_id', '=', userId).where('layout_id', '=', layoutId).execute();
}

/** Inserts a column unless its alias is taken (seeding). */
export async function insertColumnIfAbsent(
  db: Database,
  row: {
    id: string;
    alias: string;
    nameI18n: Record<string, string>;
    dataFrom: string;
    requestType: 'GET' | 'POST';
    dataParam: { name: string; value: string }[];
    listKey?: string;
    config: unknown;
    refresh?: unknown;
  },
): Promise<void> {
  await db
    .insertInto('portal_index_column')
    .values({
      id: row.id,
      alias: row.alias,
      name: row.nameI18n['zh-CN'] ?? row.alias,
      name_i18n: JSON.stringify(row.nameI18n),
      data_from: row.dataFrom,
      request_type: row.requestType,
      data_param: JSON.stringify(row.dataParam),
      list_key: row.listKey ?? null,
      config: JSON.stringify(row.config),
      refresh: row.refresh ? JSON.stringify(row.refresh) : null,
    })
    .onConflict((oc) => oc.column('alias').doNothing())
    .execute();
}

/**
 * Gives a seeded column's link the row fields a click filters on (a database seeded before click-through existed),
 * only while the link still leads where the seed put it and names no params: an administrator's edit stays.
 */
export async function addColumnLinkParams(db: Database, alias: string, path: string, params: Record<string, string>): Promise<void> {
  await sql`
    update portal_index_column set config = jsonb_set(config, '{link,params}', ${JSON.stringify(params)}::jsonb)
    where alias = ${alias} and config->'link'->>'path' = ${path} and not (config->'link' ? 'params')
  `.execute(db);
}

/** Requests started per day over the last `days` days, one grouped scan (days without any count as 0). */
export async function startedPerDay(db: Database, s: { all: boolean; userId: string }, days: number) {
  const { rows } = await sql<{ day: string; started: number }>`
    with d as (select generate_series(current_date - ${days - 1}::int, current_date, interval '1 day')::date as day),
    c as (
      select i.create_time::date as day, count(*)::int as n from wf_instance i
      where i.parent_id is null and i.create_time >= current_date - ${days - 1}::int and (${s.all} or i.creator_id = ${s.userId})
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.n, 0) as started from d left join c on c.day = d.day order by d.day
  `.execute(db);
  return rows;
}
