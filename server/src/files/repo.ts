import type { Database } from '../db/database.js';

/** The SQL of files: the sys_file records (the bytes live in the storage). */

export interface FileRecord {
  id: string;
  file_name: string;
  ext: string;
  size: number;
  content_type: string;
  storage_key: string;
  uploader_id: string | null;
  shared: boolean;
  created_at: Date;
}

export async function findFile(db: Database, fileId: string): Promise<FileRecord | undefined> {
  return db
    .selectFrom('sys_file')
    .select(['id', 'file_name', 'ext', 'size', 'content_type', 'storage_key', 'uploader_id', 'shared', 'created_at'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}

/** Who uploaded a file and whether it is shared: what the read check needs. */
export async function findFileOwnership(db: Database, fileId: string) {
  return db.selectFrom('sys_file').select(['uploader_id', 'shared']).where('id', '=', fileId).executeTakeFirst();
}

export async function insertFiles(db: Database, rows: (FileRecord & { sha256: string })[]): Promise<void> {
  await db.insertInto('sys_file').values(rows).execute();
}
