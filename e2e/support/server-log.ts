import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The JSON log of the server the suite starts (LOG_FILE), at info level so every request is in it. */
export const serverLogFile = path.join(os.tmpdir(), `portal-e2e-server-${process.env.E2E_PORT ?? 18181}.log`);

// a credential left whole in a line: a token parameter or a token field whose value is not the redaction mark
const LEAKS = [
  /(?:^|[?&;\s"'/]|%26|%3F)(?:utoken|rtoken|token|access_token|refresh_token)(?:=|%3D)(?!\[redacted\])[^&\s"'#;]/i,
  /"(?:p-auth|p-rtoken|authorization|cookie|token|rtoken|utoken)"\s*:\s*"(?!\[redacted\])[^"]/i,
  // a token that is a path's segment: approve-from-mail links and verification codes (issue 27 item 7)
  /(?:\/|%2F)(?:notify(?:\/|%2F)mail|verify)(?:\/|%2F)(?!\[redacted\]|:)[^/?#&;\s"'\\]/i,
];

/**
 * After the suite (playwright.config.ts globalTeardown): the server log of the whole run holds no credential.
 * The log must hold the portal's /sso/auth calls, so an empty or silent log cannot pass.
 */
export default function checkServerLog(): void {
  if (process.env.E2E_BASE_URL) return; // a server someone else started: its log is not ours to read
  const text = fs.existsSync(serverLogFile) ? fs.readFileSync(serverLogFile, 'utf8') : '';
  const lines = text.split('\n');
  const leaks = lines.filter((line) => LEAKS.some((re) => re.test(line)));
  if (!lines.some((line) => line.includes('/sso/auth?'))) throw new Error(`the server log ${serverLogFile} records no /sso/auth request`);
  if (leaks.length) throw new Error(`the server log holds credentials in ${leaks.length} lines, e.g.:\n${leaks.slice(0, 3).join('\n')}`);
}
