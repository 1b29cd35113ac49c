/**
 * The error catalogue of spec 01 §8 as a pure function: facts about one answer in, a verdict out.
 * The http client acts on the verdict (pass the answer on, refresh the session, toast a message).
 */

/** Codes that mean success. */
export const SUCCESS_CODES: ReadonlyArray<number | string> = [200, 0, '200', '0', 'ok'];
/** The invalid-token code: the user is logged out (after one refresh attempt). */
export const INVALID_TOKEN_CODE = 402;
export const NO_PERMISSION_CODE = 401;

/** A text to show: the server's own message, or a locale key of the errors namespace. */
export type ErrorText = { message: string } | { key: string; params?: Record<string, string | number> };

export type ErrorKind = 'code' | 'http' | 'timeout' | 'network' | 'unknown';

export type Verdict =
  | { kind: 'pass' }
  | { kind: 'invalidToken' }
  | { kind: 'error'; error: ErrorKind; text: ErrorText; code?: number | string; status?: number };

export interface AnswerFacts {
  /** HTTP status; absent when no answer arrived */
  status?: number;
  /** the parsed body (a JSON error body of a blob request already parsed) */
  data?: unknown;
  contentDisposition?: string;
  responseType?: string;
  /** why no answer arrived */
  failure?: 'timeout' | 'network';
}

export function isSuccessCode(code: unknown): boolean {
  return SUCCESS_CODES.includes(code as number | string);
}

function isBinary(facts: AnswerFacts): boolean {
  if (facts.responseType === 'blob' || facts.responseType === 'arraybuffer') return true;
  if (typeof Blob !== 'undefined' && facts.data instanceof Blob) return true;
  return facts.data instanceof ArrayBuffer;
}

function bodyField(data: unknown, field: 'code' | 'message'): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  return (data as Record<string, unknown>)[field];
}

function serverMessage(data: unknown): string | null {
  const message = bodyField(data, 'message');
  return typeof message === 'string' && message.trim() ? message : null;
}

function hasCode(code: unknown): code is number | string {
  return (typeof code === 'number' && Number.isFinite(code)) || (typeof code === 'string' && code !== '');
}

const key = (name: string, params?: Record<string, string | number>): ErrorText => (params ? { key: name, params } : { key: name });

export function judgeAnswer(facts: AnswerFacts): Verdict {
  if (facts.failure === 'timeout') return { kind: 'error', error: 'timeout', text: key('errors:http.timeout') };
  if (facts.failure === 'network') return { kind: 'error', error: 'network', text: key('errors:http.connection') };
  const { status, data } = facts;
  if (status === undefined) return { kind: 'error', error: 'unknown', text: key('errors:http.unknown') };
  const httpOk = status >= 200 && status < 300;
  const attachment = /attachment/i.test(facts.contentDisposition ?? '');

  if (httpOk && (isBinary(facts) || attachment)) return { kind: 'pass' };

  const code = bodyField(data, 'code');
  if (hasCode(code) && !isSuccessCode(code)) {
    if (String(code) === String(INVALID_TOKEN_CODE)) return { kind: 'invalidToken' };
    if (String(code) === String(NO_PERMISSION_CODE)) {
      return { kind: 'error', error: 'code', code, status, text: key('errors:code.noPermission') };
    }
    const message = serverMessage(data);
    return { kind: 'error', error: 'code', code, status, text: message ? { message } : key('errors:code.failed', { code }) };
  }
  if (httpOk) return { kind: 'pass' };

  const message = serverMessage(data);
  return { kind: 'error', error: 'http', status, text: message ? { message } : key('errors:http.status', { status }) };
}

/** The words of a verdict's text in the current language. */
export function errorMessage(text: ErrorText, translate: (key: string, params?: Record<string, string | number>) => string): string {
  return 'message' in text ? text.message : translate(text.key, text.params);
}
