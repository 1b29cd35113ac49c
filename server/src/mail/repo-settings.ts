import { sql, type Selectable, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../db/database.js';
import type { AllowList } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { MailSettingTable } from './tables.js';

export type SettingRecord = Selectable<MailSettingTable>;

/** Filter and sort properties of the account list. */
export const settingFilters: AllowList = {
  mailAddress: { column: 's.mail_address', kind: 'text' },
  nickName: { column: 's.nick_name', kind: 'text' },
  imapHost: { column: 's.imap_host', kind: 'text' },
  smtpHost: { column: 's.smtp_host', kind: 'text' },
  createTime: { column: 's.create_time', kind: 'date' },
  lastSyncTime: { column: 's.last_sync_time', kind: 'date' },
};

export const findOwnSetting = (db: Database, ownerId: string, id: string): Promise<SettingRecord | undefined> =>
  db.selectFrom('mail_setting').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

/** The account locked for this transaction (a sync request reads its state and then queues a job). */
export const lockOwnSetting = (db: Database, ownerId: string, id: string): Promise<SettingRecord | undefined> =>
  db.selectFrom('mail_setting').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).forUpdate().executeTakeFirst();

export const findSetting = (db: Database, id: string): Promise<SettingRecord | undefined> =>
  db.selectFrom('mail_setting').selectAll().where('id', '=', id).executeTakeFirst();

export const findOwnByAddress = (db: Database, ownerId: string, address: string) =>
  db
    .selectFrom('mail_setting')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where(sql`lower(mail_address)`, '=', address.toLowerCase())
    .executeTakeFirst();

/** A user's accounts, the default one first, then the oldest. */
const ownSettingsQuery = (db: Database, ownerId: string) =>
  db
    .selectFrom('mail_setting')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('is_default', 'desc')
    .orderBy('create_time')
    .orderBy('id');

/** The account compose uses when none is named: the default one, else the oldest. */
export const defaultSetting = (db: Database, ownerId: string): Promise<SettingRecord | undefined> =>
  ownSettingsQuery(db, ownerId).limit(1).executeTakeFirst();

export const countOwnSettings = async (db: Database, ownerId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('mail_setting')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function insertSetting(db: Database, row: Insertable<MailSettingTable>): Promise<void> {
  await db.insertInto('mail_setting').values(row).execute();
}

export async function updateOwnSetting(db: Database, ownerId: string, id: string, patch: Updateable<MailSettingTable>): Promise<void> {
  await db
    .updateTable('mail_setting')
    .set({ ...patch, update_time: new Date() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .execute();
}

/** Only one default account per user. */
export async function clearOtherDefaults(db: Database, ownerId: string, keepId: string): Promise<void> {
  await db
    .updateTable('mail_setting')
    .set({ is_default: false })
    .where('owner_id', '=', ownerId)
    .where('id', '<>', keepId)
    .where('is_default', '=', true)
    .execute();
}

export async function removeOwnSettings(db: Database, ownerId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .deleteFrom('mail_setting')
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const pageSettings = (db: Database, ownerId: string, q: PageQuery): Promise<{ rows: SettingRecord[]; total: number }> =>
  selectPage(
    db.selectFrom('mail_setting as s').where('s.owner_id', '=', ownerId),
    q,
    (query) => query.selectAll('s'),
    (query) => query.orderBy('s.is_default', 'desc').orderBy('s.create_time').orderBy('s.id'),
    (r) => r,
  );

export const ownSettings = (db: Database, ownerId: string): Promise<SettingRecord[]> => ownSettingsQuery(db, ownerId).execute();

// ---- the sync's state on the account row

/** Marks the account queued (a job is sent in the same transaction). */
export async function markQueued(db: Database, id: string): Promise<void> {
  await db
    .updateTable('mail_setting')
    .set({ sync_state: 'queued', sync_done: 0, sync_total: 0, sync_fetched: 0, sync_error: null, sync_start: new Date(), sync_end: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the account for one sync until `leaseSeconds` from now: only when no other sync holds a live lease, so two
 * jobs of one account (a retry while the first still runs, two processes) never sync at the same time.
 */
export async function claimSync(db: Database, id: string, leaseSeconds: number): Promise<SettingRecord | undefined> {
  return db
    .updateTable('mail_setting')
    .set({
      sync_state: 'running',
      sync_lease: sql`now() + make_interval(secs => ${leaseSeconds})`,
      sync_error: null,
      sync_end: null,
      sync_start: sql`coalesce(sync_start, now())`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('sync_state', '<>', 'running'), eb('sync_lease', 'is', null), eb('sync_lease', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
}

/** Progress of the running sync; the lease is renewed with it. */
export async function saveProgress(
  db: Database,
  id: string,
  p: { done: number; total: number; fetched: number },
  leaseSeconds: number,
): Promise<void> {
  await db
    .updateTable('mail_setting')
    .set({
      sync_done: p.done,
      sync_total: p.total,
      sync_fetched: p.fetched,
      sync_lease: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where('id', '=', id)
    .execute();
}

export async function finishSync(db: Database, id: string, state: 'done' | 'failed', error: string | null): Promise<void> {
  await db
    .updateTable('mail_setting')
    .set({
      sync_state: state,
      sync_error: error,
      sync_end: new Date(),
      sync_lease: null,
      ...(state === 'done' ? { last_sync_time: new Date(), sync_done: sql<number>`sync_total` } : {}),
    })
    .where('id', '=', id)
    .execute();
}
