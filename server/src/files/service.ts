import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { Database } from '../db/database.js';
import { FILE_CALLS, type FileInfo } from '../../../contract/files.js';
import { pathOf } from '../../../contract/call.js';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import type { AppDeps, CurrentUser } from '../lib/context.js';
import type { PdfConversion } from './conversion.js';
import { canReadFile, type FileReadRule } from './access.js';
import { cleanFileName, extOf, humanSize, isPreviewable, sniffContentType } from './content.js';
import { fileNames, findFile, insertFiles, type FileRecord } from './repo.js';
import { readAll, storageOf, type FileDeps } from './store.js';
import type { FileStorage, StagedFile } from './storage.js';
import yazl from 'yazl';
import { uniqueIds } from '../lib/ids.js';

export type { FileRecord };

/** At most this many files go into one zip. */
export const MAX_ZIP_FILES = 200;

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
    previewUrl: `${FILE_CALLS.preview.path}?fileId=${encodeURIComponent(f.id)}`,
    downloadUrl: `${FILE_CALLS.download.path}?fileId=${encodeURIComponent(f.id)}`,
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
      await insertFiles(
        trx,
        rows.map((r, i) => ({ ...r, sha256: staged[i].file.sha256 })),
      );
    });
    return rows.map(infoOf);
  } catch (err) {
    await Promise.all(staged.map((s) => storage.discard(s.file).catch(() => {})));
    await Promise.all(committed.map((k) => storage.remove(k).catch(() => {})));
    throw err;
  }
}

/** The file, when the caller may read it; 404 and 403 otherwise, in the caller's language. */
export async function readableFile(db: Database, user: CurrentUser, fileId: string, rules: readonly FileReadRule[]): Promise<FileRecord> {
  const file = await findFile(db, fileId);
  if (!file) throw notFound('files.notFound');
  if (!(await canReadFile(db, user, fileId, rules))) throw forbidden('files.forbidden');
  return file;
}

/** A file the caller may read (403/404 otherwise) with its bytes (a mail's attachment being sent). */
export async function readableBytes(deps: FileDeps, user: CurrentUser, fileId: string, rules: readonly FileReadRule[]) {
  const file = await readableFile(deps.db, user, fileId, rules);
  const content = await readAll(await storageOf(deps).read(file.storage_key));
  return { fileName: file.file_name, contentType: file.content_type, content };
}

/** The names of stored files by id (no read check: the caller names only files it may read). */
export const fileNamesOf = (db: Database, ids: string[]): Promise<Map<string, string>> => fileNames(db, ids);

/**
 * The online preview of a file: the address of its inline rendering. Types a browser shows itself are
 * served as they are; office documents and text are converted to PDF once (conversion.ts) and the PDF
 * is served.
 */
export async function onlinePreview(
  deps: AppDeps,
  links: { conversion?: PdfConversion; readRules: readonly FileReadRule[] },
  user: CurrentUser,
  fileId: string,
  log: (msg: string) => void,
) {
  const file = await readableFile(deps.db, user, fileId, links.readRules);
  const { conversion } = links;
  if (conversion?.accepts(file.ext.toLowerCase())) {
    const pdfId = await conversion.pdfOf(deps, user, file, log);
    const pdfName = `${file.file_name.replace(/\.[^.]*$/, '')}.pdf`;
    return { pdfUrl: pathOf(FILE_CALLS.previewById, { id: pdfId }), fileType: 'application/pdf', fileName: pdfName };
  }
  if (!isPreviewable(file.content_type)) throw badRequest('files.needsConversion');
  return { pdfUrl: pathOf(FILE_CALLS.previewById, { id: file.id }), fileType: file.content_type, fileName: file.file_name };
}

/**
 * Several files as one zip stream. Every file is checked before the first byte goes out, so a refusal is still a
 * clean answer; the bytes are read from the storage as the zip is written.
 */
export async function zipOf(
  db: Database,
  storage: FileStorage,
  user: CurrentUser,
  fileIds: string,
  zipName: string | undefined,
  rules: readonly FileReadRule[],
): Promise<{ name: string; stream: NodeJS.ReadableStream }> {
  const ids = uniqueIds(fileIds);
  if (!ids.length) throw badRequest('files.notFound');
  if (ids.length > MAX_ZIP_FILES) throw badRequest('files.tooManyIds', { max: MAX_ZIP_FILES });
  const files: FileRecord[] = [];
  for (const id of ids) files.push(await readableFile(db, user, id, rules));
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const file of files) {
    zip.addReadStreamLazy(uniqueName(file.file_name, used), { mtime: file.created_at, size: Number(file.size) }, (cb) => {
      storage.read(file.storage_key).then(
        (s) => cb(null, s),
        (err: Error) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  return { name: zipFileName(zipName), stream: zip.outputStream };
}

/** Names inside one zip must differ: a second "报告.pdf" becomes "报告 (2).pdf". */
function uniqueName(name: string, used: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

function zipFileName(given: string | undefined): string {
  const name = cleanFileName(given?.trim() || 'files');
  return name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`;
}
