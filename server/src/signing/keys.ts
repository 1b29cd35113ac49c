import crypto from 'node:crypto';
import type { ServerConfig } from '../config.js';
import { secretFile } from '../lib/secret-file.js';

const SECRET_FILE = 'signing-secret';
const VERSION = 1;
const secrets = new Map<string, Buffer>();

/**
 * The key the signing keys are sealed with: derived (HKDF-SHA256) from SIGNING_SECRET, else from a random secret
 * kept in DATA_DIR/signing-secret (made on first start, readable by the server's user only).
 */
export function sealingKey(config: Pick<ServerConfig, 'signingSecret' | 'dataDir'>): Buffer {
  const id = config.signingSecret ? `env:${config.signingSecret}` : `file:${config.dataDir}`;
  let key = secrets.get(id);
  if (!key) {
    const secret = config.signingSecret ? Buffer.from(config.signingSecret, 'utf8') : fileSecret(config.dataDir);
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'approval-portal/signing', 'private-keys/v1', 32));
    secrets.set(id, key);
  }
  return key;
}

function fileSecret(dataDir: string): Buffer {
  const { file, text } = secretFile(dataDir, SECRET_FILE, 'hex');
  if (text.length < 32)
    throw new Error(`${file}: the signing secret is too short (delete the file only if no signing key was made with it)`);
  return Buffer.from(text, 'utf8');
}

/** A private key (PKCS#8 DER) sealed with AES-256-GCM; `label` (the row it belongs to) is authenticated too. */
export function sealPrivateKey(key: Buffer, label: string, pkcs8: Buffer): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const body = Buffer.concat([cipher.update(pkcs8), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** The private key sealed by sealPrivateKey; throws when the secret differs or the bytes were changed. */
export function openPrivateKey(key: Buffer, label: string, sealed: Buffer): crypto.KeyObject {
  if (sealed[0] !== VERSION || sealed.length < 30) throw new Error('unknown sealed key format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13));
  decipher.setAAD(Buffer.from(label, 'utf8'));
  decipher.setAuthTag(sealed.subarray(13, 29));
  const der = Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]);
  return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}
