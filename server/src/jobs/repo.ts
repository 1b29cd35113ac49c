import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database.js';

/** What pg-boss calls to run its statements: here on our database or inside a caller's transaction. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** pg-boss's statements on a Kysely database or transaction (a job sent this way commits or rolls back with it). */
export const bossDbOf = (db: Database): BossDb => ({
  async executeSql(text, values = []) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values));
    return { rows: result.rows as Record<string, unknown>[] };
  },
});
