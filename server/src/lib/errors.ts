import type { Params } from './i18n.js';

/**
 * The one error type of the server: an HTTP status, a text key of locales/<lang>/server.json and its
 * parameters. The one error handler (app.ts) answers `{ state: false, code, message, value }` with the
 * message in the caller's language and `value` = details.
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    /** A key of locales/<lang>/server.json (`<domain>.<key>`). */
    public readonly key: string,
    public readonly params: Params = {},
    /** Sent as the answer's `value` (for example `{ captchaRequired: true }`). */
    public readonly details?: unknown,
    public readonly code: number | string = status,
  ) {
    super(key);
  }
}

export const appError = (status: number, key: string, params?: Params, details?: unknown) => new AppError(status, key, params, details);
export const badRequest = (key: string, params?: Params, details?: unknown) => new AppError(400, key, params, details);
/** The invalid-token code of spec 01 §8: the portal logs the user out. */
export const invalidToken = (key = 'auth.tokenInvalid') => new AppError(402, key);
export const forbidden = (key = 'request.forbidden', params?: Params) => new AppError(403, key, params);
export const notFound = (key = 'request.notFound', params?: Params) => new AppError(404, key, params);
export const conflict = (key: string, params?: Params) => new AppError(409, key, params);
export const tooMany = (key: string, params?: Params) => new AppError(429, key, params);
