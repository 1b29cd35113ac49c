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

/** Whether a file is a seal's picture: such a picture, whoever uploaded it (an administrator does), signs only through a grant. */
export async function isSealImage(db: Database, fileId: string): Promise<boolean> {
  const row = await withSeals(db).selectFrom('seal').select('id').where('image_file_id', '=', fileId).executeTakeFirst();
  return row !== undefined;
}
