import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { Database } from '../db/database.js';
import type { FileInfo } from '../../../contract/files.js';
import { AppError, forbidden, notFound } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import type { CurrentUser } from '../lib/context.js';
import { canReadFile } from './access.js';
import { cleanFileName, extOf, humanSize, sniffContentType } from './content.js';
import type { FileStorage, StagedFile } from './storage.js';

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

export function infoOf(f: FileRecord): FileInfo {
  return {
    fileId: f.id,
    id: f.id,
    fileName: f.file_name,
    ext: f.ext,
    size: Number(f.size),
    contentType: f.content_type,
    shared: f.shared,
    uploaderId: f.uploader_id,
    createTime: f.created_at.toISOString(),
    previewUrl: `/system/file/v1/preview?fileId=${encodeURIComponent(f.id)}`,
    downloadUrl: `/system/file/v1/downloadFile?fileId=${encodeURIComponent(f.id)}`,
  };
}

function tooLarge(limit: number): AppError {
  return new AppError(413, 'files.tooLarge', { limit: humanSize(limit) });
}

const isCode = (err: unknown, code: string) => typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/**
 * Stores every file of a multipart request, all or none: each part is staged first, and only when
 * the whole request was read without a refusal are the files kept and recorded (in one transaction).
 */
export async function storeUploads(
  db: Database,
  storage: FileStorage,
  parts: AsyncIterableIterator<MultipartFile>,
  uploader: CurrentUser,
  opts: { shared: boolean; limit: number; lang: Lang },
): Promise<FileInfo[]> {
  const staged: { file: StagedFile; name: string }[] = [];
  const committed: string[] = [];
  try {
    try {
      for await (const part of parts) {
        const file = await storage.stage(part.file);
        staged.push({ file, name: cleanFileName(part.filename) });
        if (part.file.truncated) throw tooLarge(opts.limit);
      }
    } catch (err) {
      if (isCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge(opts.limit);
      if (isCode(err, 'FST_FILES_LIMIT')) throw new AppError(413, 'files.tooManyFiles');
      if (isCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw new AppError(406, 'files.notMultipart');
      throw err;
    }
    if (!staged.length) throw new AppError(400, 'files.noFile');
    const rows: FileRecord[] = [];
    for (const s of staged) {
      const ext = extOf(s.name);
      const contentType = await sniffContentType(s.file.head, ext);
      const key = await storage.commit(s.file);
      committed.push(key);
      rows.push({
        id: crypto.randomUUID(),
        file_name: s.name,
        ext,
        size: s.file.size,
        content_type: contentType,
        storage_key: key,
        uploader_id: uploader.id,
        shared: opts.shared,
        created_at: new Date(),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sys_file')
        .values(rows.map((r) => ({ ...r, sha256: staged[rows.indexOf(r)].file.sha256 })))
        .execute();
    });
    return rows.map(infoOf);
  } catch (err) {
    await Promise.all(staged.map((s) => storage.discard(s.file).catch(() => {})));
    await Promise.all(committed.map((k) => storage.remove(k).catch(() => {})));
    throw err;
  }
}

/** The file, when the caller may read it; 404 and 403 otherwise, in the caller's language. */
export async function readableFile(db: Database, user: CurrentUser, fileId: string): Promise<FileRecord> {
  const file = await db
    .selectFrom('sys_file')
    .select(['id', 'file_name', 'ext', 'size', 'content_type', 'storage_key', 'uploader_id', 'shared', 'created_at'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw notFound('files.notFound');
  if (!(await canReadFile(db, user, fileId))) throw forbidden('files.forbidden');
  return file;
}
