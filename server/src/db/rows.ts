import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from './database.js';
import type { DB } from './schema.js';

type Table = keyof DB & string;

/** Which rows of a table: each column named equals its value, or is one of them when the value is a list. */
export type Criteria<T extends Table> = {
  [C in keyof Selectable<DB[T]> & string]?: Selectable<DB[T]>[C] | readonly Selectable<DB[T]>[C][];
};

/** The table's rows as Kysely sees any table: the criteria above are typed by the caller. */
const anyTable = (db: Database) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

function matching<T extends Table>(db: Database, table: T, criteria: Criteria<T>) {
  return anyTable(db)
    .selectFrom(table as string)
    .where((eb) => eb.and(Object.entries(criteria).map(([column, v]) => (Array.isArray(v) ? eb(column, 'in', v) : eb(column, '=', v)))));
}

/** Whether a row of the table meets the criteria. */
export async function existsWhere<T extends Table>(db: Database, table: T, criteria: Criteria<T>): Promise<boolean> {
  return (
    (await matching(db, table, criteria)
      .select(sql`1`.as('x'))
      .executeTakeFirst()) !== undefined
  );
}

/** One column of the first row that meets the criteria; undefined when none does. */
export async function valueWhere<T extends Table, C extends keyof Selectable<DB[T]> & string>(
  db: Database,
  table: T,
  column: C,
  criteria: Criteria<T>,
): Promise<Selectable<DB[T]>[C] | undefined> {
  const row = await matching(db, table, criteria)
    .select(sql`${sql.ref(column)}`.as('value'))
    .executeTakeFirst();
  return row?.value as Selectable<DB[T]>[C] | undefined;
}
