import crypto from 'node:crypto';
import type { ServerConfig } from '../config.js';
import { secretFile } from '../lib/secret-file.js';

/** What an entry's hash covers: every column but the hash itself, in this order. */
export interface ChainedEntry {
  seq: string;
  at: Date;
  actorId: string | null;
  actorAccount: string;
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetName: string | null;
  before: string | null;
  after: string | null;
  prevHash: string;
}

/** HMAC-SHA256 of the entry's columns (a JSON array, so no two entries can hash the same text) under the audit key. */
export function entryHash(key: Buffer, e: ChainedEntry): string {
  const text = JSON.stringify([
    e.seq,
    e.at.toISOString(),
    e.actorId,
    e.actorAccount,
    e.ip,
    e.action,
    e.targetType,
    e.targetId,
    e.targetName,
    e.before,
    e.after,
    e.prevHash,
  ]);
  return crypto.createHmac('sha256', key).update(text).digest('hex');
}

const keys = new Map<string, Buffer>();

/**
 * The key of the chain: AUDIT_KEY (at least 32 characters), else 32 random bytes kept in DATA_DIR/audit.key (made once,
 * mode 600). It is never stored in the database, so whoever can write the database cannot rewrite the chain unseen.
 */
export function auditKey(config: Pick<ServerConfig, 'auditKey' | 'dataDir'>): Buffer {
  if (config.auditKey) return Buffer.from(config.auditKey, 'utf8');
  let key = keys.get(config.dataDir);
  if (!key) {
    key = Buffer.from(secretFile(config.dataDir, 'audit.key', 'hex').text, 'hex');
    keys.set(config.dataDir, key);
  }
  return key;
}
