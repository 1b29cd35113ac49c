import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { cleanFileName, extOf, sniffContentType } from '../files/content.js';
import { insertFiles } from '../files/repo.js';
import { readableFile } from '../files/service.js';
import { folderStorage } from '../files/storage.js';

/**
 * Mail attachments are ordinary files of the files domain: a sys_file row owned by the mail's owner (so
 * /system/file/v1/downloadFile serves them with the owner's rights) and the bytes in the data folder's storage.
 * The stored type is sniffed from the bytes, never taken from the mail.
 */
export async function storeMailFile(db: Database, dataDir: string, ownerId: string, name: string, bytes: Buffer) {
  const storage = folderStorage(dataDir);
  const staged = await storage.stage(Readable.from([bytes]));
  let key: string;
  try {
    key = await storage.commit(staged);
  } catch (err) {
    await storage.discard(staged).catch(() => {});
    throw err;
  }
  const fileName = cleanFileName(name);
  const ext = extOf(fileName);
  const row = {
    id: crypto.randomUUID(),
    file_name: fileName,
    ext,
    size: staged.size,
    content_type: await sniffContentType(bytes.subarray(0, 4100), ext),
    storage_key: key,
    uploader_id: ownerId,
    shared: false,
    created_at: new Date(),
    sha256: staged.sha256,
  };
  try {
    await insertFiles(db, [row]);
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return row;
}

/** A file the user may read (403/404 otherwise), with its bytes: an attachment of a mail being sent. */
export async function readUserFile(db: Database, dataDir: string, user: CurrentUser, fileId: string) {
  const file = await readableFile(db, user, fileId);
  const stream = await folderStorage(dataDir).read(file.storage_key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { fileName: file.file_name, contentType: file.content_type, content: Buffer.concat(chunks) };
}
