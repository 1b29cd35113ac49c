import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import yazl from 'yazl';
import { Envelope } from '../../../contract/common.js';
import { BatchDownloadQuery, FileIdQuery, FileInfo, OnlinePreview, UploadQuery, UploadResult } from '../../../contract/files.js';
import { currentUser } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';
import { requestLang, t } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { cleanFileName, contentDisposition, isInline, isPreviewable } from './content.js';
import { infoOf, readableFile, storeUploads, type FileRecord } from './service.js';
import { folderStorage, type FileStorage } from './storage.js';

export const MAX_ZIP_FILES = 200;
const INLINE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'";

export default async function routes(fastify: FastifyInstance, opts: { storage?: FileStorage } = {}): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app.deps;
  const storage = opts.storage ?? folderStorage(config.dataDir);

  async function send(reply: FastifyReply, file: FileRecord, kind: 'inline' | 'attachment') {
    const inline = kind === 'inline' && isInline(file.content_type);
    const body = await storage.read(file.storage_key);
    reply
      .header('Content-Type', file.content_type)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.file_name))
      .header('X-Content-Type-Options', 'nosniff')
      // whatever a file holds, it runs nothing in our origin, even if a browser were to render it;
      // pictures and PDF shown inline keep a strict policy without sandbox, which would block the PDF viewer
      .header(
        'Content-Security-Policy',
        inline && file.content_type !== 'text/plain; charset=utf-8' ? INLINE_CSP : "default-src 'none'; sandbox",
      )
      .header('Cache-Control', 'private, max-age=300');
    return reply.send(body);
  }

  app.post(
    '/system/file/v1/upload',
    { schema: { querystring: UploadQuery, response: { 200: Envelope(UploadResult) } } },
    async (request) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      if (!request.isMultipart()) throw badRequest('files.notMultipart');
      const files = await storeUploads(db, storage, request.files(), user, {
        shared: request.query.shared === true,
        limit: config.uploadLimitBytes,
        lang,
      });
      return ok({ ...files[0], files }, t(lang, 'files.uploaded'));
    },
  );

  app.get('/system/file/v1/preview', { schema: { querystring: FileIdQuery } }, async (request, reply) => {
    const file = await readableFile(db, currentUser(request), request.query.fileId);
    return send(reply, file, 'inline');
  });

  app.get('/system/file/v1/downloadFile', { schema: { querystring: FileIdQuery } }, async (request, reply) => {
    const file = await readableFile(db, currentUser(request), request.query.fileId);
    return send(reply, file, 'attachment');
  });

  app.get('/system/file/v1/bathcDownloadFile', { schema: { querystring: BatchDownloadQuery } }, async (request, reply) => {
    const user = currentUser(request);
    const ids = [
      ...new Set(
        request.query.fileIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (!ids.length) throw badRequest('files.notFound');
    if (ids.length > MAX_ZIP_FILES) throw badRequest('files.tooManyIds', { max: MAX_ZIP_FILES });
    // every file is checked before the first byte goes out: a refusal is still a clean answer
    const files: FileRecord[] = [];
    for (const id of ids) files.push(await readableFile(db, user, id));
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
    const zipName = zipFileName(request.query.zipName);
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', zipName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store');
    return reply.send(zip.outputStream);
  });

  app.get(
    '/file/onlinePreviewController/v1/onlinePreview',
    { schema: { querystring: FileIdQuery, response: { 200: Envelope(OnlinePreview) } } },
    async (request) => {
      const file = await readableFile(db, currentUser(request), request.query.fileId);
      if (!isPreviewable(file.content_type)) throw badRequest('files.needsConversion');
      return ok({
        pdfUrl: `/file/onlinePreviewController/v1/getFileById_${encodeURIComponent(file.id)}`,
        fileType: file.content_type,
        fileName: file.file_name,
      });
    },
  );

  app.get<{ Params: { id: string } }>('/file/onlinePreviewController/v1/getFileById_:id', async (request, reply) => {
    const file = await readableFile(db, currentUser(request), request.params.id);
    return send(reply, file, 'inline');
  });

  app.get(
    '/system/file/v1/:id',
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: Envelope(FileInfo) } } },
    async (request) => {
      const file = await readableFile(db, currentUser(request), request.params.id);
      return ok(infoOf(file));
    },
  );
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
