import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppDeps } from '../../lib/context.js';
import { folderStorage, type FileStorage } from '../../files/storage.js';
import * as files from './repo-files.js';

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
    await files.insertFileRow(deps.db, {
      id,
      fileName: file.fileName,
      size: staged.size,
      contentType: file.contentType,
      sha256: staged.sha256,
      key,
      ownerId: file.ownerId,
    });
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return id;
}

export async function openResultFile(deps: AppDeps, fileId: string): Promise<OpenedFile | null> {
  const row = await files.findFileRow(deps.db, fileId);
  if (!row) return null;
  const stream = await storageOf(deps)
    .read(row.storage_key)
    .catch(() => null);
  if (!stream) return null;
  return { fileName: row.file_name, contentType: row.content_type, size: Number(row.size), stream };
}

export async function removeResultFile(deps: AppDeps, fileId: string): Promise<void> {
  const key = await files.deleteFileRow(deps.db, fileId);
  if (key) await storageOf(deps).remove(key);
}
