import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

// count(*) and bigint come back as strings by default; our counts and ids fit in a JS number
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Names for the statements a server runs again and again, so that PostgreSQL parses and plans
 * each once per connection (a named prepared statement; PostgreSQL keeps a generic plan where it
 * finds it no dearer than planning for the values). A text gets a name the second time it is
 * seen: one-off statements (a long IN list, a rare filter) stay unnamed. At most `maxNamed` texts
 * are named, which bounds what each connection keeps on the server; the texts seen once are
 * forgotten when `maxSeen` is reached. Several statements in one text (migrations) and anything
 * but select, insert, update, delete and with are never named.
 */
export class StatementNames {
  private readonly seen = new Set<string>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly maxNamed = 500,
    private readonly maxSeen = 5000,
  ) {}

  nameFor(text: string): string | null {
    const name = this.names.get(text);
    if (name) return name;
    if (this.names.size >= this.maxNamed || !PREPARABLE.test(text) || text.includes(';')) return null;
    if (!this.seen.has(text)) {
      if (this.seen.size >= this.maxSeen) this.seen.clear();
      this.seen.add(text);
      return null;
    }
    this.seen.delete(text);
    const named = `s${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  get size(): number {
    return this.names.size;
  }
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Sends the statements `names` names as named prepared statements on this client. */
function prepareNamed(client: pg.Client, names: StatementNames): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (config, values, callback) => {
    const name = typeof config === 'string' && Array.isArray(values) ? names.nameFor(config) : null;
    return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
  };
}

export interface DatabaseOptions {
  /** connections in the pool */
  max?: number;
  /**
   * Named prepared statements for repeated statements (default). Off for a connection pooler in
   * transaction mode that does not carry prepared statements between server connections.
   */
  prepare?: boolean;
}

export function createDatabase(
  url: string,
  options: DatabaseOptions | number = {},
): { db: Database; pool: pg.Pool; statements: StatementNames } {
  const { max = 20, prepare = true } = typeof options === 'number' ? { max: options } : options;
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle client's error must not crash the process; queries report their own
  const statements = new StatementNames();
  if (prepare) pool.on('connect', (client) => prepareNamed(client, statements));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, statements };
}

export async function ping(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
