import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import { requestLang, t } from './i18n.js';

/** Fastify's own refusals and the text each answers with. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.refused',
  FST_REQ_FILE_TOO_LARGE: 'request.tooLarge',
  FST_ERR_BAD_URL: 'request.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'request.tooLong',
  FST_ERR_ASYNC_CONSTRAINT: 'request.refused',
};

/** Any NUL character in a value the caller sent (PostgreSQL refuses it in text, so it is refused as bad input first). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

function answer(reply: FastifyReply, status: number, code: number | string, message: string, value: unknown = null) {
  return reply.status(status).send({ state: false, code, message, value });
}

/**
 * The one error path: every refusal (ours, a schema's, Fastify's own) answers `{state: false, code, message, value}`
 * with the message in the caller's language (P-LangId, else Accept-Language). Registered once, on the root instance.
 */
export function registerErrorPath(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) throw badRequest('request.nul');
  });

  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) return answer(reply, error.status, error.code, t(lang, error.key, error.params), error.details ?? null);
    if (error.validation) return answer(reply, 400, 400, t(lang, 'request.invalid', { detail: error.message ?? '' }));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = FRAMEWORK_ERRORS[error.code ?? ''] ?? 'request.refused';
      return answer(reply, status, status, t(lang, key));
    }
    request.log.error({ err: error }, 'request failed');
    return answer(reply, 500, 500, t(lang, 'server.error'));
  });
}

/** The answer to a call that does not exist, in the caller's language. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0];
  return answer(reply, 404, 404, t(requestLang(request), 'route.notFound', { route: `${request.method} ${url.slice(0, 200)}` }));
}

/**
 * Refusals the router answers before any route or hook runs (a malformed URL, an over-long path parameter):
 * Fastify's `frameworkErrors` option, so they take the same envelope and language.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void answer(reply, status, status, t(requestLang(request), FRAMEWORK_ERRORS[error.code] ?? 'request.refused'));
}
