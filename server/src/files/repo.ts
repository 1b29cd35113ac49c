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

/** Deletes a file's row and answers its storage key. */
export async function deleteFile(db: Database, fileId: string): Promise<string | undefined> {
  const row = await db.deleteFrom('sys_file').where('id', '=', fileId).returning('storage_key').executeTakeFirst();
  return row?.storage_key;
}

/** The names of stored files by id. */
export async function fileNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('sys_file').select(['id', 'file_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.file_name]));
}

/** The PDF kept for a file (the PDF's file is there while the row is: its foreign key deletes the row with it). */
export const keptPdfOf = async (db: Database, sourceFileId: string): Promise<string | undefined> =>
  (await db.selectFrom('print_pdf').select(['pdf_file_id']).where('source_file_id', '=', sourceFileId).executeTakeFirst())?.pdf_file_id;

/** Keeps a file's PDF; when another request kept one meanwhile, that one stays and is answered. */
export async function keepPdf(db: Database, sourceFileId: string, pdfFileId: string): Promise<string> {
  await db
    .insertInto('print_pdf')
    .values({ source_file_id: sourceFileId, pdf_file_id: pdfFileId })
    .onConflict((oc) => oc.column('source_file_id').doNothing())
    .execute();
  const row = await db.selectFrom('print_pdf').select('pdf_file_id').where('source_file_id', '=', sourceFileId).executeTakeFirstOrThrow();
  return row.pdf_file_id;
}

/** The files a kept PDF was made from. */
export const sourcesOfPdf = async (db: Database, pdfFileId: string): Promise<string[]> =>
  (await db.selectFrom('print_pdf').select('source_file_id').where('pdf_file_id', '=', pdfFileId).execute()).map((r) => r.source_file_id);
