import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';

/** Answers when the database answers a trivial statement within `ms`; else throws. */
export async function pingWithin(db: Database, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const migrationsPending = (db: Database): Promise<string[]> => pendingMigrations(db);

/** Background jobs (exports) not finished yet. */
export async function countJobsWaiting(db: Database): Promise<number> {
  const row = await db
    .selectFrom('portal_async_event')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
