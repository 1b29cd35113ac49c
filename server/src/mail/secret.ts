import crypto from 'node:crypto';
import type { ServerConfig } from '../config.js';
import { secretFile } from '../lib/secret-file.js';

const KEY_FILE = 'mail-secret.key';
const PREFIX = 'v1:';
const keys = new Map<string, Buffer>();

/**
 * The key mail passwords are encrypted with: MAIL_SECRET_KEY (32 bytes, base64), else 32 random bytes kept in
 * DATA_DIR/mail-secret.key (made once, mode 600). Losing the key means every account asks for its password again.
 */
export function mailKey(config: Pick<ServerConfig, 'mailSecretKey' | 'dataDir'>): Buffer {
  if (config.mailSecretKey) return config.mailSecretKey;
  let key = keys.get(config.dataDir);
  if (!key) {
    key = fileKey(config.dataDir);
    keys.set(config.dataDir, key);
  }
  return key;
}

function fileKey(dataDir: string): Buffer {
  const { file, text } = secretFile(dataDir, KEY_FILE, 'base64');
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${file}: not a 32-byte key in base64`);
  return key;
}

/** AES-256-GCM; the account id is authenticated too, so a value copied to another row does not open. */
export function encryptPassword(key: Buffer, accountId: string, password: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The password encryptPassword sealed; throws when the key differs or the value was changed. */
export function decryptPassword(key: Buffer, accountId: string, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('unknown mail password format');
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(accountId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
