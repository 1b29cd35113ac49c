/**
 * The one error type of the server. Every failure becomes `{ state: false, code, message }` with
 * the HTTP status of the same number where one exists, so the portal's error catalogue applies.
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: number | string = status,
    public readonly details?: unknown,
    /** A key of lib/messages.ts: the answer's message is then given in the caller's language. */
    public readonly key?: string,
    public readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** An error whose message is a core message key, translated when the answer is written. */
export const localized = (status: number, key: string, params: Record<string, string | number> = {}) =>
  new AppError(status, key, status, undefined, key, params);

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, 400, details);
/** The invalid-token code of spec 01 §8: the portal logs the user out. */
export const invalidToken = (message?: string) =>
  message ? new AppError(402, message, 402) : new AppError(402, 'auth.tokenInvalid', 402, undefined, 'auth.tokenInvalid');
export const forbidden = (message = 'No access permission') => new AppError(403, message, 403);
export const notFound = (message = 'Not found') => new AppError(404, message, 404);
export const conflict = (message: string) => new AppError(409, message, 409);
export const tooMany = (message: string) => new AppError(429, message, 429);
