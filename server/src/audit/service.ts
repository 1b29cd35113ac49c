import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { auditKey, entryHash } from './chain.js';
import { appendEntry, entriesAfter, lockHead, readHead } from './repo.js';

/** Who made a change and from where. `userId` is null for the system (a first-run setup, a directory sync). */
export interface AuditActor {
  userId: string | null;
  account: string;
  ip: string | null;
}

/** One administrative change: what was done to what, with the state before and after (plain JSON values). */
export interface AuditChange {
  /** dotted, domain first: user.create, user.password.reset, org.move, role.menus, departure.confirm… */
  action: string;
  targetType: string;
  targetId: string | null;
  targetName?: string | null;
  before?: unknown;
  after?: unknown;
}

/** The actor of a signed-in request: its user and the client's address (X-Forwarded-For only behind TRUST_PROXY). */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.user;
  return { userId: user?.id ?? null, account: user?.account ?? 'anonymous', ip: request.ip ?? null };
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/**
 * Appends one change to the audit log, in the caller's transaction (so a change and its entry commit or roll back
 * together). It locks the chain's head: concurrent administrative writes are ordered by it.
 */
export async function recordAudit(
  trx: Database,
  config: Pick<ServerConfig, 'auditKey' | 'dataDir'>,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  const head = await lockHead(trx);
  const entry = {
    seq: String(BigInt(head.seq) + 1n),
    at: new Date(),
    actorId: actor.userId,
    actorAccount: actor.account,
    ip: actor.ip,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    targetName: change.targetName ?? null,
    before: json(change.before),
    after: json(change.after),
    prevHash: head.hash,
  };
  const hash = entryHash(auditKey(config), entry);
  await appendEntry(trx, {
    seq: entry.seq,
    at: entry.at,
    actor_id: entry.actorId,
    actor_account: entry.actorAccount,
    ip: entry.ip,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    target_name: entry.targetName,
    before: entry.before,
    after: entry.after,
    prev_hash: entry.prevHash,
    hash,
  });
}

export interface ChainCheck {
  intact: boolean;
  /** entries read */
  entries: number;
  /** the first entry that does not hold (changed, out of order, or missing before it), when not intact */
  brokenAt: string | null;
  /** changed, gap (an entry missing) or head (entries missing at the end, or the head moved) */
  reason: 'changed' | 'gap' | 'head' | null;
}

/** Walks the whole log and recomputes every hash with the key; the head must name the last entry. */
export async function verifyAuditChain(db: Database, config: Pick<ServerConfig, 'auditKey' | 'dataDir'>): Promise<ChainCheck> {
  const key = auditKey(config);
  let prevHash = '';
  let seq = 0n;
  let entries = 0;
  for (;;) {
    const rows = await entriesAfter(db, String(seq), 2000);
    for (const r of rows) {
      entries++;
      if (BigInt(r.seq) !== seq + 1n) return { intact: false, entries, brokenAt: String(r.seq), reason: 'gap' };
      const expected = entryHash(key, {
        seq: String(r.seq),
        at: r.at,
        actorId: r.actor_id,
        actorAccount: r.actor_account,
        ip: r.ip,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        targetName: r.target_name,
        before: r.before,
        after: r.after,
        prevHash: r.prev_hash,
      });
      if (r.prev_hash !== prevHash || r.hash !== expected) return { intact: false, entries, brokenAt: String(r.seq), reason: 'changed' };
      prevHash = r.hash;
      seq = BigInt(r.seq);
    }
    if (rows.length < 2000) break;
  }
  const head = await readHead(db);
  if (BigInt(head.seq) !== seq || head.hash !== prevHash) return { intact: false, entries, brokenAt: String(seq + 1n), reason: 'head' };
  return { intact: true, entries, brokenAt: null, reason: null };
}
