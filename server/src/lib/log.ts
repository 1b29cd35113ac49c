import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log: JSON lines (pino, through Fastify) with the request id the portal sends as P-RequestId,
 * and never a credential. A token pair in a log would let whoever reads it take over the session for the
 * refresh token's life (7 days), so every line is scrubbed on its way out, whatever wrote it (the request
 * logger's URL, an error message quoting a URL, a header someone logs): token-bearing query parameters,
 * the token headers, cookies and token fields of a JSON body.
 */

/**
 * Query and form parameters that carry a credential (spec 01 §4: utoken, rtoken; OAuth-style names; the seal password
 * that getElectronicSeal takes in its query, spec 01 §7).
 */
const TOKEN_PARAMS = ['utoken', 'rtoken', 'token', 'access_token', 'refresh_token', 'ticket', 'password'];
/** Header and JSON field names whose value is a credential. */
const TOKEN_FIELDS = [
  'p-auth',
  'p-rtoken',
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'rtoken',
  'utoken',
  'password',
  'oldPwd',
  'newPwd',
];

export const REDACTED = '[redacted]';

const escape = (s: string) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
// `utoken=…` up to the next separator, also when the = and & are percent-encoded inside another parameter
const paramPattern = new RegExp(`(^|[?&;\\s"'/]|%26|%3F)(${TOKEN_PARAMS.map(escape).join('|')})(=|%3D)([^&\\s"'#;%]|%(?!26))+`, 'gi');
// `"p-auth":"…"` in JSON (the value may hold escaped quotes)
const fieldPattern = new RegExp(`("(?:${TOKEN_FIELDS.map(escape).join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');

/** One log line (or any text) without credentials. */
export function scrub(line: string): string {
  return line.replace(paramPattern, `$1$2$3${REDACTED}`).replace(fieldPattern, `$1"${REDACTED}"`);
}

/** A destination that scrubs each line before it reaches the real one (stdout by default). */
export function scrubbingStream(out: { write(chunk: string): unknown } = process.stdout): { write(chunk: string): void } {
  return { write: (chunk: string) => void out.write(scrub(chunk)) };
}

/** Fastify's logger options: the level, JSON lines, scrubbed. */
export function loggerOptions(level: string, out?: { write(chunk: string): unknown }): FastifyServerOptions['logger'] {
  return { level, stream: scrubbingStream(out) };
}
