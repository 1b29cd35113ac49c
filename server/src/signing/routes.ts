import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNING_CALLS as S } from '../../../contract/signing.js';
import { route } from '../lib/route.js';
import { t, type Lang } from '../lib/i18n.js';
import { pageLang, sendPage as html } from '../lib/page.js';
import { messagePage, notFoundPage, verifyPage } from './page.js';
import { LOCAL_TIME_SCRIPT } from './local-time.js';
import { checkFile, verificationView, type StepNames } from './service.js';

/** Checks of a PDF a minute from one address (each reads and hashes a whole file). */

/** A text field of a request part that the rate limiter hands over untyped (its query or path parameters). */
function field(part: unknown, name: string): string | undefined {
  const value = part && typeof part === 'object' ? (part as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export const VERIFY_CHECKS_PER_MINUTE = 10;

const isCode = (err: unknown, code: string) => typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/** The uploaded PDF (field `file`), or the message why there is none. */
async function uploadedPdf(request: FastifyRequest, lang: Lang, limit: number): Promise<Buffer | { error: string }> {
  try {
    const part = await request.file({ limits: { fileSize: limit, files: 1 } });
    if (!part) return { error: t(lang, 'verify.result.noFile') };
    const bytes = await part.toBuffer();
    if (!bytes.length) return { error: t(lang, 'verify.result.noFile') };
    if (!bytes.subarray(0, 1024).includes('%PDF-')) return { error: t(lang, 'verify.result.notPdf') };
    return bytes;
  } catch (err) {
    if (isCode(err, 'FST_REQ_FILE_TOO_LARGE'))
      return { error: t(lang, 'verify.result.tooLarge', { limit: `${Math.round(limit / 1024 / 1024)} MB` }) };
    if (isCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE') || isCode(err, 'FST_FILES_LIMIT'))
      return { error: t(lang, 'verify.result.noFile') };
    throw err;
  }
}

/** What the verification pages need of the workflow, handed in by app.ts. */
export interface SigningRouteOptions {
  stepNames: StepNames;
}

export default async function routes(app: FastifyInstance, opts: SigningRouteOptions): Promise<void> {
  const { db, config } = app.deps;
  const limit = Math.min(config.uploadLimitBytes, 50 * 1024 * 1024);

  route(app, S.verifyScript, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(LOCAL_TIME_SCRIPT),
  );

  route(app, S.verifyPage, async (request, reply) => {
    const lang = pageLang(request.query.lang, request.headers['accept-language']);
    const view = await verificationView(db, request.params.code, lang, opts.stepNames);
    if (!view) return html(reply, lang, 404, notFoundPage(lang, request.params.code));
    return html(reply, lang, 200, verifyPage(lang, config.printTimeZone, view));
  });

  route(
    app,
    S.verifyFile,
    async (request, reply) => {
      const lang = pageLang(request.query.lang, request.headers['accept-language']);
      const view = await verificationView(db, request.params.code, lang, opts.stepNames);
      if (!view) return html(reply, lang, 404, notFoundPage(lang, request.params.code));
      const pdf = await uploadedPdf(request, lang, limit);
      if (!Buffer.isBuffer(pdf)) return html(reply, lang, 400, verifyPage(lang, config.printTimeZone, view, pdf));
      const result = await checkFile(db, request.params.code, pdf);
      if (!result) return html(reply, lang, 404, notFoundPage(lang, request.params.code));
      return html(reply, lang, 200, verifyPage(lang, config.printTimeZone, view, result));
    },
    {
      config: {
        rateLimit: {
          max: VERIFY_CHECKS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
            const lang = pageLang(field(request.query, 'lang'), request.headers['accept-language']);
            const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
            return Object.assign(new Error(t(lang, 'verify.tooMany', { seconds })), { statusCode: 429, code: 'VERIFY_TOO_MANY' });
          },
        },
      },
      // the form posts here from a browser: the refusal is a page too, in the visitor's language
      errorHandler: (error: Error & { code?: string }, request, reply) => {
        if (error.code !== 'VERIFY_TOO_MANY') throw error;
        const lang = pageLang(field(request.query, 'lang'), request.headers['accept-language']);
        return html(reply, lang, 429, messagePage(lang, field(request.params, 'code') ?? '', error.message));
      },
    },
  );
}
