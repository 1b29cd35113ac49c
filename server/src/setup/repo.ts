import { sql } from 'kysely';
import type { Database } from '../db/database.js';

const ROOT = 'org_root';

/** The setup's row (null: the company did not start empty), locked until the transaction ends when `lock`. */
export function findSetup(db: Database, lock = false) {
  const q = db.selectFrom('sys_setup').selectAll().where('id', '=', 1);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export const saveToken = (db: Database, tokenHash: string) =>
  db
    .updateTable('sys_setup')
    .set({ token_hash: tokenHash, token_issued_at: new Date() })
    .where('id', '=', 1)
    .where('password_set_at', 'is', null)
    .execute();

/** The administrator's password is set: the token is used up. */
export async function setAdminPassword(trx: Database, userId: string, passwordHash: string): Promise<void> {
  await trx.updateTable('uc_user').set({ password_hash: passwordHash, password_changed_at: new Date() }).where('id', '=', userId).execute();
  await trx.updateTable('sys_setup').set({ password_set_at: new Date(), token_hash: null }).where('id', '=', 1).execute();
}

export const findAdmin = (db: Database, userId: string) =>
  db.selectFrom('uc_user').select(['id', 'account', 'fullname']).where('id', '=', userId).executeTakeFirst();

export const findRoot = (db: Database) =>
  db.selectFrom('uc_org').select(['id', 'name', 'dem_id']).where('id', '=', ROOT).executeTakeFirst();

export const unitsUnderRoot = (db: Database) =>
  db.selectFrom('uc_org').select(['id', 'name', 'sort']).where('parent_id', '=', ROOT).orderBy('sort').orderBy('id').execute();

/** The company's name: the root unit (its descendants' path names begin with it) and the tenant. */
export async function renameCompany(trx: Database, oldName: string, name: string): Promise<void> {
  await trx.updateTable('uc_org').set({ name, path_name: name }).where('id', '=', ROOT).execute();
  await trx
    .updateTable('uc_org')
    .set({ path_name: sql<string>`${name} || substr(path_name, ${oldName.length + 1})` })
    .where('path', 'like', `${ROOT}.%`)
    .execute();
  await trx.updateTable('uc_tenant').set({ name, short_name: name }).execute();
}

export async function addUnit(
  trx: Database,
  unit: { id: string; code: string; name: string; demId: string; rootName: string; sort: number },
) {
  await trx
    .insertInto('uc_org')
    .values({
      id: unit.id,
      dem_id: unit.demId,
      parent_id: ROOT,
      code: unit.code,
      name: unit.name,
      path: `${ROOT}.${unit.id}`,
      path_name: `${unit.rootName}/${unit.name}`,
      level: 2,
      sort: unit.sort,
      leader_id: null,
    })
    .execute();
}

export async function updateSetup(trx: Database, set: { version: number; completedAt?: Date; completedBy?: string }) {
  await trx
    .updateTable('sys_setup')
    .set({
      version: set.version,
      ...(set.completedAt ? { completed_at: set.completedAt, completed_by: set.completedBy ?? null } : {}),
    })
    .where('id', '=', 1)
    .execute();
}

/** A change of the languages elsewhere makes an open setup form stale (nothing when the company did not start empty). */
export const bumpSetupVersion = (trx: Database) =>
  trx
    .updateTable('sys_setup')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();

/** The languages offered (undefined: never chosen, all three), locked until the transaction ends when `lock`. */
export function findLanguages(db: Database, lock = false) {
  const q = db.selectFrom('sys_languages').select(['languages', 'version']).where('id', '=', 1);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * The row of the languages, written with all three when missing, so that `findLanguages(trx, true)` has a row to lock
 * (two first changes at once: the second waits here for the first).
 */
export const ensureLanguages = (trx: Database, all: string) =>
  trx
    .insertInto('sys_languages')
    .values({ id: 1, languages: all, version: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

export const updateLanguages = (trx: Database, languages: string, version: number) =>
  trx.updateTable('sys_languages').set({ languages, version, changed_at: new Date() }).where('id', '=', 1).execute();
