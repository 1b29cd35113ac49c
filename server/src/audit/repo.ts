import type { Database } from '../db/database.js';
import type { AuditLogTable } from './tables.js';
import type { Insertable } from 'kysely';

/** The chain's head, locked until the transaction ends: appends are numbered one after another. */
export const lockHead = (trx: Database) =>
  trx.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();

export async function appendEntry(trx: Database, row: Insertable<AuditLogTable>): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
  await trx.updateTable('audit_head').set({ seq: row.seq, hash: row.hash }).where('id', '=', 1).execute();
}

export const readHead = (db: Database) => db.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();

/** Entries after `afterSeq` in order, `limit` at a time (the chain check walks the whole log this way). */
export const entriesAfter = (db: Database, afterSeq: string, limit: number) =>
  db.selectFrom('audit_log').selectAll().where('seq', '>', afterSeq).orderBy('seq').limit(limit).execute();
