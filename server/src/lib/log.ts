import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log: JSON lines (pino, through Fastify) with the request id the portal sends as P-RequestId,
 * and never a credential. A token pair in a log would let whoever reads it take over the session for the
 * refresh token's life (7 days), so every line is scrubbed on its way out, whatever wrote it (the request
 * logger's URL, an error message quoting a URL, a header someone logs): token-bearing query parameters,
 * the token headers, cookies and token fields of a JSON body, and the tokens that are a path's segment.
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
  line = scrubPathTokens(line);
  return line.replace(paramPattern, `$1$2$3${REDACTED}`).replace(fieldPattern, `$1"${REDACTED}"`);
}

/**
 * Paths whose segment after the prefix is itself a credential (issue 27 item 7): an approve-from-mail link decides a
 * task without sign-in for 72 hours (the database keeps only its hash), and a verification code opens a printed
 * document's page, its approvers and history, to anyone holding it. These are the only public routes whose path
 * carries a secret; signed-in routes carry ids, and the sign-in's own tokens travel in headers or the query.
 */
const TOKEN_PATHS = ['notify/mail', 'verify'];
// a slash, also percent-encoded (a path carried inside a query parameter)
const slash = '(?:/|%2F)';
// the segment up to the next separator, percent escapes included; a route pattern's `:token` is no token
const segment = String.raw`(?!:)(?:[^/?#&;%\\\s"'<>]|%(?!2F|3F|23|26|22|20)[0-9A-F]{2})+`;
const pathPattern = new RegExp(
  `(${slash}(?:${TOKEN_PATHS.map((p) => p.split('/').map(escape).join(slash)).join('|')})${slash})${segment}`,
  'gi',
);

/** The token segment of `/notify/mail/<token>` and `/verify/<code>` replaced, wherever the path appears in the line. */
export function scrubPathTokens(line: string): string {
  return line.replace(pathPattern, `$1${REDACTED}`);
}

/** A destination that scrubs each line before it reaches the real one (stdout by default). */
export function scrubbingStream(out: { write(chunk: string): unknown } = process.stdout): { write(chunk: string): void } {
  return { write: (chunk: string) => void out.write(scrub(chunk)) };
}

/** Fastify's logger options: the level, JSON lines, scrubbed. */
export function loggerOptions(level: string, out?: { write(chunk: string): unknown }): FastifyServerOptions['logger'] {
  return { level, stream: scrubbingStream(out) };
}
