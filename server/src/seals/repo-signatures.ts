import type { Database } from '../db/database.js';
import { withSeals } from './tables.js';

// SQL of users' stored signatures, and which pictures a user may sign with.

export function findSignature(db: Database, userId: string) {
  return withSeals(db).selectFrom('user_signature').select(['file_id', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertSignature(db: Database, userId: string, fileId: string): Promise<void> {
  await withSeals(db)
    .insertInto('user_signature')
    .values({ user_id: userId, file_id: fileId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ file_id: fileId, updated_at: new Date() }))
    .execute();
}

export async function deleteSignature(db: Database, userId: string): Promise<void> {
  await withSeals(db).deleteFrom('user_signature').where('user_id', '=', userId).execute();
}

/**
 * A PNG the user uploaded that is no seal's picture: what they may sign with as their own (drawn, or stored). A seal's
 * picture, whoever uploaded it (an administrator does), signs only through a grant.
 */
export async function isOwnSignatureFile(db: Database, userId: string, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_file')
    .select('id')
    .where('id', '=', fileId)
    .where('uploader_id', '=', userId)
    .where('content_type', '=', 'image/png')
    .where((eb) => eb.not(eb.exists(withSeals(db).selectFrom('seal').select('seal.id').where('seal.image_file_id', '=', fileId))))
    .executeTakeFirst();
  return row !== undefined;
}
