import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { extOf, sniffContentType } from './content.js';
import { deleteFile, findFile, insertFiles, type FileRecord } from './repo.js';
import { folderStorage, type FileStorage } from './storage.js';

/**
 * The one way another domain keeps bytes as a file (print, mail attachments, exports, seal pictures): a sys_file row
 * and its bytes in the data folder's storage, written together or not at all. The stored type is the caller's when it
 * made the bytes itself, else sniffed from the bytes (never taken from a sender).
 */

/** What the file functions need: the database and where the data folder is. */
export interface FileDeps {
  db: Database;
  config: Pick<ServerConfig, 'dataDir'>;
}

export interface NewFile {
  /** who owns it (reads it as its uploader); null for the system's own files */
  ownerId: string | null;
  fileName: string;
  bytes: Buffer;
  /** the type the caller made; sniffed from the bytes when left out */
  contentType?: string;
}

/** A stored file opened for reading. */
export interface OpenedFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** The storage of the configured data folder (`${dataDir}/files`). */
export const storageOf = (deps: Pick<FileDeps, 'config'>): FileStorage => folderStorage(deps.config.dataDir);

/**
 * Stores bytes as a file of `ownerId`. `alongside` runs in the transaction that records the file (a seal's picture is
 * set in the same one); when anything fails, the bytes are removed again.
 */
export async function storeFile(
  deps: FileDeps,
  file: NewFile,
  alongside?: (trx: Database, record: FileRecord) => Promise<void>,
): Promise<FileRecord> {
  const storage = storageOf(deps);
  const staged = await storage.stage(Readable.from([file.bytes]));
  let key: string;
  try {
    key = await storage.commit(staged);
  } catch (err) {
    await storage.discard(staged).catch(() => {});
    throw err;
  }
  const ext = extOf(file.fileName);
  const record: FileRecord = {
    id: crypto.randomUUID(),
    file_name: file.fileName,
    ext,
    size: staged.size,
    content_type: file.contentType ?? (await sniffContentType(staged.head, ext)),
    storage_key: key,
    uploader_id: file.ownerId,
    shared: false,
    created_at: new Date(),
  };
  try {
    const row = { ...record, sha256: staged.sha256 };
    if (alongside)
      await deps.db.transaction().execute(async (trx) => {
        await insertFiles(trx, [row]);
        await alongside(trx, record);
      });
    else await insertFiles(deps.db, [row]);
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return record;
}

/** A stored file's bytes as a stream, or null when its row or its bytes are gone. No read check: the caller's. */
export async function openFile(deps: FileDeps, fileId: string): Promise<OpenedFile | null> {
  const row = await findFile(deps.db, fileId);
  if (!row) return null;
  const stream = await storageOf(deps)
    .read(row.storage_key)
    .catch(() => null);
  if (!stream) return null;
  return { fileName: row.file_name, contentType: row.content_type, size: Number(row.size), stream };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** A stored file's bytes with its name and type, or null when its row or its bytes are gone. No read check. */
export async function readFileBytes(
  deps: FileDeps,
  fileId: string,
): Promise<{ bytes: Buffer; fileName: string; contentType: string } | null> {
  const opened = await openFile(deps, fileId);
  if (!opened) return null;
  return { bytes: await readAll(opened.stream), fileName: opened.fileName, contentType: opened.contentType };
}

/** Removes a file: its row, then its bytes. */
export async function removeFile(deps: FileDeps, fileId: string): Promise<void> {
  const key = await deleteFile(deps.db, fileId);
  if (key) await storageOf(deps).remove(key);
}
