import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import * as repo from './repo-sessions.js';
import { newToken, tokenHash } from './tokens.js';

export interface IssuedPair {
  sessionId: string;
  token: string;
  rtoken: string;
}

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Starts a session for a user; a refresh continues the family and the chosen post of the old one. */
export async function issueSession(
  db: Database,
  config: Pick<ServerConfig, 'tokenTtlSeconds' | 'refreshTtlSeconds'>,
  userId: string,
  meta: ClientMeta,
  from?: { familyId: string; postId: string | null },
): Promise<IssuedPair> {
  const id = crypto.randomUUID();
  const token = newToken();
  const rtoken = newToken();
  await repo.insertSession(db, {
    id,
    userId,
    familyId: from?.familyId ?? id,
    tokenHash: tokenHash(token),
    refreshHash: tokenHash(rtoken),
    tokenTtlSeconds: config.tokenTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
    postId: from?.postId ?? null,
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { sessionId: id, token, rtoken };
}

export type RotateResult = { kind: 'ok'; userId: string; pair: IssuedPair } | { kind: 'reused' } | { kind: 'invalid' };

/**
 * Exchanges a refresh token for a new pair and revokes the old pair. A refresh token that was
 * already exchanged is a sign of theft: the whole family (every session refreshed from the same
 * sign-in) is revoked, so neither the thief nor the user keeps a working token.
 */
export async function rotateSession(
  db: Database,
  config: Pick<ServerConfig, 'tokenTtlSeconds' | 'refreshTtlSeconds'>,
  rtoken: string,
  meta: ClientMeta,
): Promise<RotateResult> {
  if (!rtoken || rtoken.length > 256) return { kind: 'invalid' };
  return db.transaction().execute(async (trx) => {
    const old = await repo.lockSessionByRefresh(trx, tokenHash(rtoken));
    if (!old) return { kind: 'invalid' } as const;
    if (old.revoked_at) {
      if (old.replaced_by) {
        await repo.revokeFamily(trx, old.family_id);
        return { kind: 'reused' } as const;
      }
      return { kind: 'invalid' } as const;
    }
    if (!old.live || old.status !== 1) return { kind: 'invalid' } as const;
    const pair = await issueSession(trx, config, old.user_id, meta, { familyId: old.family_id, postId: old.post_id });
    await repo.revokeReplaced(trx, old.id, pair.sessionId);
    return { kind: 'ok', userId: old.user_id, pair } as const;
  });
}

/**
 * A pair that is no longer live was shown (at /sso/auth): when its refresh token was already exchanged, someone
 * holds an old copy of it, so its whole family ends, as a replayed refresh at /auth/refresh does. Tells whether
 * it did.
 */
export async function revokeFamilyOfReplayed(db: Database, rtoken: string): Promise<boolean> {
  if (!rtoken || rtoken.length > 256) return false;
  return db.transaction().execute(async (trx) => {
    const old = await repo.lockSessionByRefresh(trx, tokenHash(rtoken));
    if (!old?.revoked_at || !old.replaced_by) return false;
    await repo.revokeFamily(trx, old.family_id);
    return true;
  });
}

export const revokeSession = (db: Database, sessionId: string): Promise<void> => repo.revokeSessionRow(db, sessionId);

/** After a password change: every other session of the user ends. */
export const revokeOtherSessions = (db: Database, userId: string, keepSessionId: string): Promise<number> =>
  repo.revokeUserSessionsExcept(db, userId, keepSessionId);

/** After an administrator's password reset, a disable or a departure: every session of the user ends. */
export const revokeUserSessions = (db: Database, userId: string): Promise<number> => repo.revokeAllUserSessions(db, userId);

/** The session a token pair belongs to, when both tokens are of one unrevoked session. */
export const findPairSession = (db: Database, token: string, rtoken: string) =>
  repo.findSessionByHashes(db, tokenHash(token), tokenHash(rtoken));

/** Sets the post chosen with the position switch on the current session. */
export const setSessionPost = (db: Database, sessionId: string, postId: string): Promise<void> =>
  repo.updateSessionPost(db, sessionId, postId);

/** Ends every session of a user at once (departed or disabled): their tokens stop working on the next request. */
export const revokeAllSessions = (db: Database, userId: string): Promise<number> => repo.revokeUserSessions(db, userId);
