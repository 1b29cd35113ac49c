import type { FastifyInstance, FastifyReply } from 'fastify';
import { FILE_CALLS as F } from '../../../contract/files.js';
import { currentUser } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';
import { requestLang, t } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { contentDisposition, isInline } from './content.js';
import * as files from './service.js';
import type { FileReadRule } from './access.js';
import type { PdfConversion } from './conversion.js';
import { storageOf } from './store.js';

const INLINE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'";

/** What the files routes are handed by the composition root (app.ts). */
export interface FileRouteOptions {
  /** how onlinePreview makes a PDF of an office document (print's LibreOffice); none: 'needs conversion' */
  conversion?: PdfConversion;
  /** every other domain's ways to open a file to more readers (workflow/attachments/readers.ts) */
  readRules: readonly FileReadRule[];
}

export default async function routes(app: FastifyInstance, opts: FileRouteOptions): Promise<void> {
  const { db, config } = app.deps;
  // the same storage as the files other domains store (store.ts)
  const storage = storageOf(app.deps);
  const rules = opts.readRules;

  async function send(reply: FastifyReply, file: files.FileRecord, kind: 'inline' | 'attachment') {
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

  route(app, F.upload, async (request) => {
    const lang = requestLang(request);
    if (!request.isMultipart()) throw badRequest('files.notMultipart');
    const stored = await files.storeUploads(db, storage, request.files(), currentUser(request), {
      shared: request.query.shared === true,
      limit: config.uploadLimitBytes,
      lang,
    });
    return ok({ ...stored[0], files: stored }, t(lang, 'files.uploaded'));
  });

  route(app, F.preview, async (request, reply) =>
    send(reply, await files.readableFile(db, currentUser(request), request.query.fileId, rules), 'inline'),
  );
  route(app, F.download, async (request, reply) =>
    send(reply, await files.readableFile(db, currentUser(request), request.query.fileId, rules), 'attachment'),
  );

  route(app, F.batchDownload, async (request, reply) => {
    const zip = await files.zipOf(db, storage, currentUser(request), request.query.fileIds, request.query.zipName, rules);
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', zip.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store');
    return reply.send(zip.stream);
  });

  route(app, F.onlinePreview, async (request) =>
    ok(await files.onlinePreview(app.deps, opts, currentUser(request), request.query.fileId, (msg) => request.log.error(msg))),
  );
  route(app, F.previewById, async (request, reply) =>
    send(reply, await files.readableFile(db, currentUser(request), request.params.id, rules), 'inline'),
  );
  route(app, F.info, async (request) => ok(files.infoOf(await files.readableFile(db, currentUser(request), request.params.id, rules))));
}
