import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { MailFolderTable } from './tables.js';

export type FolderRecord = Selectable<MailFolderTable>;

export interface RemoteFolder {
  path: string;
  parentPath: string | null;
  name: string;
  specialUse: string | null;
  sort: number;
}

export const foldersOf = (db: Database, accountId: string): Promise<FolderRecord[]> =>
  db.selectFrom('mail_folder').selectAll().where('account_id', '=', accountId).orderBy('sort').orderBy('path').execute();

/** The folders of the caller's accounts, for the tree. */
export const ownFolders = (db: Database, ownerId: string): Promise<FolderRecord[]> =>
  db
    .selectFrom('mail_folder as f')
    .innerJoin('mail_setting as s', 's.id', 'f.account_id')
    .selectAll('f')
    .where('s.owner_id', '=', ownerId)
    .orderBy('f.sort')
    .orderBy('f.path')
    .execute();

/** A folder of one of the caller's accounts. */
export const findOwnFolder = (db: Database, ownerId: string, folderId: string): Promise<FolderRecord | undefined> =>
  db
    .selectFrom('mail_folder as f')
    .innerJoin('mail_setting as s', 's.id', 'f.account_id')
    .selectAll('f')
    .where('s.owner_id', '=', ownerId)
    .where('f.id', '=', folderId)
    .executeTakeFirst();

export const folderBySpecialUse = (db: Database, accountId: string, specialUse: string): Promise<FolderRecord | undefined> =>
  db
    .selectFrom('mail_folder')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('special_use', '=', specialUse)
    .orderBy('sort')
    .limit(1)
    .executeTakeFirst();

/**
 * Makes the stored folders of an account those the server lists: new ones added, names and special use updated,
 * vanished ones removed with their mails. Answers the folders as stored now.
 */
export async function replaceFolders(db: Database, accountId: string, remote: RemoteFolder[]): Promise<FolderRecord[]> {
  const paths = remote.map((f) => f.path);
  await db
    .deleteFrom('mail_folder')
    .where('account_id', '=', accountId)
    .where((eb) => (paths.length ? eb('path', 'not in', paths) : sql<boolean>`true`))
    .execute();
  if (remote.length)
    await db
      .insertInto('mail_folder')
      .values(
        remote.map((f) => ({
          id: crypto.randomUUID(),
          account_id: accountId,
          path: f.path,
          parent_path: f.parentPath,
          name: f.name,
          special_use: f.specialUse,
          sort: f.sort,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['account_id', 'path']).doUpdateSet((eb) => ({
          parent_path: eb.ref('excluded.parent_path'),
          name: eb.ref('excluded.name'),
          special_use: eb.ref('excluded.special_use'),
          sort: eb.ref('excluded.sort'),
        })),
      )
      .execute();
  return foldersOf(db, accountId);
}

/** UIDVALIDITY changed: the stored mails of the folder mean nothing any more; it is synced from scratch. */
export async function resetFolder(db: Database, folderId: string, uidValidity: number): Promise<void> {
  await db.deleteFrom('mail_message').where('folder_id', '=', folderId).execute();
  await db
    .updateTable('mail_folder')
    .set({ uid_validity: uidValidity, last_uid: 0, highest_modseq: 0, total: 0, unread: 0 })
    .where('id', '=', folderId)
    .execute();
}

export async function setWatermark(db: Database, folderId: string, lastUid: number): Promise<void> {
  await db
    .updateTable('mail_folder')
    .set({ last_uid: sql<number>`greatest(last_uid, ${lastUid})` })
    .where('id', '=', folderId)
    .execute();
}

export async function setModseq(db: Database, folderId: string, modseq: number): Promise<void> {
  await db.updateTable('mail_folder').set({ highest_modseq: modseq }).where('id', '=', folderId).execute();
}

/** The folder's total and unread counts from its stored mails. */
export async function refreshCounts(db: Database, folderIds: readonly string[]): Promise<void> {
  if (!folderIds.length) return;
  await sql`
    update mail_folder f set
      total = coalesce(c.total, 0),
      unread = coalesce(c.unread, 0)
    from (select id from mail_folder where id in (${sql.join([...folderIds])})) ids
    left join (
      select folder_id, count(*)::int as total, count(*) filter (where not is_read)::int as unread
      from mail_message where folder_id in (${sql.join([...folderIds])}) group by folder_id
    ) c on c.folder_id = ids.id
    where f.id = ids.id
  `.execute(db);
}
