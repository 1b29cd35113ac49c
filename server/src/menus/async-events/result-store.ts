import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppDeps } from '../../lib/context.js';
import { folderStorage, type FileStorage } from '../../files/storage.js';

/**
 * Export results are ordinary files of the files domain: a sys_file row owned by the exporting
 * user (so /system/file/v1/downloadFile serves it to them too) and its bytes in the file storage
 * of the data folder, the same one the files routes use.
 */
export interface OpenedFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

const storageOf = (deps: AppDeps): FileStorage => folderStorage(deps.config.dataDir);

export async function saveResultFile(
  deps: AppDeps,
  file: { ownerId: string; fileName: string; contentType: string; bytes: Buffer },
): Promise<string> {
  const storage = storageOf(deps);
  const staged = await storage.stage(Readable.from([file.bytes]));
  let key: string;
  try {
    key = await storage.commit(staged);
  } catch (err) {
    await storage.discard(staged).catch(() => {});
    throw err;
  }
  const id = crypto.randomUUID();
  try {
    await deps.db
      .insertInto('sys_file')
      .values({
        id,
        file_name: file.fileName,
        ext: path.extname(file.fileName).slice(1).toLowerCase(),
        size: staged.size,
        content_type: file.contentType,
        sha256: staged.sha256,
        storage_key: key,
        uploader_id: file.ownerId,
        shared: false,
      })
      .execute();
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return id;
}

export async function openResultFile(deps: AppDeps, fileId: string): Promise<OpenedFile | null> {
  const row = await deps.db
    .selectFrom('sys_file')
    .select(['file_name', 'content_type', 'size', 'storage_key'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) return null;
  const stream = await storageOf(deps)
    .read(row.storage_key)
    .catch(() => null);
  if (!stream) return null;
  return { fileName: row.file_name, contentType: row.content_type, size: Number(row.size), stream };
}

export async function removeResultFile(deps: AppDeps, fileId: string): Promise<void> {
  const row = await deps.db.deleteFrom('sys_file').where('id', '=', fileId).returning('storage_key').executeTakeFirst();
  if (row) await storageOf(deps).remove(row.storage_key);
}
