import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The text of a secret kept in the data folder: 32 random bytes (in `encoding`) written on first use, readable by the
 * server's user only; two processes starting at once keep one secret (the second reads the first's).
 */
export function secretFile(dataDir: string, name: string, encoding: 'base64' | 'hex'): { file: string; text: string } {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString(encoding) + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as { code?: string }).code !== 'EEXIST') throw err;
  }
  return { file, text: fs.readFileSync(file, 'utf8').trim() };
}
