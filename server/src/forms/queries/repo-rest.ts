import type { Database } from '../../db/database.js';

/** A custom query of type rest by alias (migration 1031). */
export function restQueryByAlias(db: Database, alias: string) {
  return db.selectFrom('form_custom_query_rest').selectAll().where('alias', '=', alias).executeTakeFirst();
}
export type RestQueryRow = NonNullable<Awaited<ReturnType<typeof restQueryByAlias>>>;

/** Inserts a rest query unless its alias is taken (seeding). */
export async function insertRestQueryIfAbsent(
  db: Database,
  row: Omit<RestQueryRow, 'create_time' | 'name_i18n' | 'columns'> & {
    name_i18n: Record<string, string>;
    columns: { name: string; labels: Record<string, string> }[];
  },
): Promise<void> {
  await db
    .insertInto('form_custom_query_rest')
    .values({ ...row, name_i18n: JSON.stringify(row.name_i18n), columns: JSON.stringify(row.columns) })
    .onConflict((oc) => oc.column('alias').doNothing())
    .execute();
}
