import type { SealRow, SealUseRow, SealView } from '../../../contract/seals.js';
import type { Database } from '../db/database.js';
import type { AllowList } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import { withSeals, type SealUseAction } from './tables.js';

// SQL of the seals domain: seals, their use log and users' stored signatures.

export const sealFilters: AllowList = {
  name: { column: 's.name', kind: 'text' },
  ownerId: { column: 's.owner_id', kind: 'text', ops: ['EQUAL', 'IN'] },
  status: { column: 's.status', kind: 'text', ops: ['EQUAL', 'IN'] },
  createTime: { column: 's.created_at', kind: 'date' },
};

export const useFilters: AllowList = {
  sealId: { column: 'l.seal_id', kind: 'text', ops: ['EQUAL', 'IN'] },
  userId: { column: 'l.user_id', kind: 'text', ops: ['EQUAL', 'IN'] },
  ok: { column: 'l.ok', kind: 'bool' },
  useTime: { column: 'l.used_at', kind: 'date' },
  action: { column: 'l.action', kind: 'text', ops: ['EQUAL', 'IN'] },
};

const view = (s: { id: string; name: string; secret_free: boolean }): SealView => ({ id: s.id, name: s.name, secretFree: s.secret_free });

/** A user's enabled seals, oldest first (the first is the default one); their pictures stay out (issue 27 item 1). */
export async function ownSeals(db: Database, ownerId: string): Promise<SealView[]> {
  const rows = await withSeals(db)
    .selectFrom('seal')
    .select(['id', 'name', 'secret_free'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'enabled')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

/** The seal a user signs with, its row locked until the transaction ends (the guesses on it are counted one at a time). */
export function lockOwnSeal(trx: Database, ownerId: string, sealId: string | undefined) {
  let q = withSeals(trx)
    .selectFrom('seal')
    .select(['id', 'name', 'image_file_id', 'secret_free', 'status', 'password_hash', 'password_changed_at'])
    .where('owner_id', '=', ownerId);
  q = sealId ? q.where('id', '=', sealId) : q.where('status', '=', 'enabled').orderBy('created_at').orderBy('id').limit(1);
  return q.forUpdate().executeTakeFirst();
}

/** Wrong passwords of a user on a seal since `since`. */
export async function wrongGuessesSince(db: Database, sealId: string, userId: string, since: Date): Promise<number> {
  const row = await withSeals(db)
    .selectFrom('seal_use_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seal_id', '=', sealId)
    .where('user_id', '=', userId)
    .where('reason', '=', 'wrongPassword')
    .where('used_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface UseRecord {
  sealId: string;
  sealName: string;
  userId: string;
  userName: string;
  ok: boolean;
  reason: string | null;
  secretFree: boolean;
  requestId: string;
  instId: string | null;
  taskId: string | null;
  /** default check */
  action?: SealUseAction;
  fileId?: string | null;
}

export async function insertUse(db: Database, u: UseRecord): Promise<void> {
  await withSeals(db)
    .insertInto('seal_use_log')
    .values({
      seal_id: u.sealId,
      seal_name: u.sealName,
      user_id: u.userId,
      user_name: u.userName,
      ok: u.ok,
      reason: u.reason,
      secret_free: u.secretFree,
      request_id: u.requestId.slice(0, 100),
      inst_id: u.instId,
      task_id: u.taskId,
      action: u.action ?? 'check',
      file_id: u.fileId ?? null,
    })
    .execute();
}

/** The administrators' page of seals, with each seal's wrong guesses within the window. */
export function pageSeals(
  db: Database,
  q: PageQuery,
  guessWindowStart: Date,
  onlyId?: string,
): Promise<{ rows: SealRow[]; total: number }> {
  const from = withSeals(db).selectFrom('seal as s').innerJoin('uc_user as u', 'u.id', 's.owner_id');
  return selectPage(
    onlyId === undefined ? from : from.where('s.id', '=', onlyId),
    q,
    (query) =>
      query.select((eb) => [
        's.id',
        's.name',
        's.owner_id',
        'u.fullname',
        's.image_file_id',
        's.secret_free',
        's.status',
        's.created_at',
        's.updated_at',
        eb
          .selectFrom('seal_use_log as l')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('l.seal_id', '=', 's.id')
          .where('l.reason', '=', 'wrongPassword')
          .where((w) => w('l.used_at', '>', guessWindowStart).and('l.used_at', '>', w.ref('s.password_changed_at')))
          .as('wrong'),
      ]),
    (query) => query.orderBy('s.created_at', 'desc').orderBy('s.id'),
    (s) => ({
      id: s.id,
      name: s.name,
      ownerId: s.owner_id,
      ownerName: s.fullname,
      fileId: s.image_file_id,
      secretFree: s.secret_free,
      status: s.status,
      wrongGuesses: Number(s.wrong ?? 0),
      createTime: s.created_at.toISOString(),
      updateTime: s.updated_at.toISOString(),
    }),
  );
}

/** One seal as the administrators' list shows it. */
export async function findSealRow(db: Database, id: string, guessWindowStart: Date): Promise<SealRow | undefined> {
  return (await pageSeals(db, { where: undefined, order: [], limit: 1, offset: 0 }, guessWindowStart, id)).rows[0];
}

export interface SealValues {
  name: string;
  ownerId: string;
  fileId: string;
  secretFree: boolean;
  status: 'enabled' | 'disabled';
}

export function lockSeal(trx: Database, id: string) {
  return withSeals(trx).selectFrom('seal').select(['id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertSeal(trx: Database, id: string, v: SealValues, passwordHash: string, createdBy: string): Promise<void> {
  await withSeals(trx)
    .insertInto('seal')
    .values({
      id,
      name: v.name,
      owner_id: v.ownerId,
      image_file_id: v.fileId,
      password_hash: passwordHash,
      secret_free: v.secretFree,
      status: v.status,
      created_by: createdBy,
    })
    .execute();
}

export async function updateSeal(trx: Database, id: string, v: SealValues, passwordHash: string | null): Promise<void> {
  await withSeals(trx)
    .updateTable('seal')
    .set({
      name: v.name,
      owner_id: v.ownerId,
      image_file_id: v.fileId,
      secret_free: v.secretFree,
      status: v.status,
      updated_at: new Date(),
      ...(passwordHash ? { password_hash: passwordHash, password_changed_at: new Date() } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function setSealPassword(db: Database, id: string, passwordHash: string): Promise<boolean> {
  const res = await withSeals(db)
    .updateTable('seal')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteSeals(db: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const res = await withSeals(db).deleteFrom('seal').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export const pageUses = (db: Database, q: PageQuery): Promise<{ rows: SealUseRow[]; total: number }> =>
  selectPage(
    // the request's title beside its id (a check for a start form has no request yet)
    withSeals(db).selectFrom('seal_use_log as l').leftJoin('wf_instance as i', 'i.id', 'l.inst_id'),
    q,
    (query) => query.selectAll('l').select('i.subject'),
    (query) => query.orderBy('l.used_at', 'desc').orderBy('l.id', 'desc'),
    (l) => ({
      id: String(l.id),
      sealId: l.seal_id,
      sealName: l.seal_name,
      userId: l.user_id,
      userName: l.user_name,
      useTime: l.used_at.toISOString(),
      ok: l.ok,
      reason: l.reason,
      secretFree: l.secret_free,
      requestId: l.request_id,
      instId: l.inst_id,
      subject: l.subject,
      taskId: l.task_id,
      action: l.action,
    }),
  );

/** A user who exists (the owner named by a save). */
export function findUser(db: Database, id: string) {
  return db.selectFrom('uc_user').select(['id', 'fullname']).where('id', '=', id).executeTakeFirst();
}

/** Whether the user owns a seal whose image is this file (the owner may see his seal's picture). */
export async function ownsSealImage(db: Database, userId: string, fileId: string): Promise<boolean> {
  const row = await withSeals(db)
    .selectFrom('seal')
    .select('id')
    .where('owner_id', '=', userId)
    .where('image_file_id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The seals applied to an instance's form (their use logged), with the signer and the picture each use placed. */
export async function appliedSeals(
  db: Database,
  instId: string,
): Promise<{ sealId: string; sealName: string; userId: string; userName: string; fileId: string | null }[]> {
  return withSeals(db)
    .selectFrom('seal_use_log')
    .select(['seal_id as sealId', 'seal_name as sealName', 'user_id as userId', 'user_name as userName', 'file_id as fileId'])
    .where('inst_id', '=', instId)
    .where('action', '=', 'apply')
    .where('ok', '=', true)
    .orderBy('id')
    .execute();
}
