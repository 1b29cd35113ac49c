import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
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

const seconds = (n: number) => sql<Date>`now() + make_interval(secs => ${n})`;

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
  await db
    .insertInto('identity_session')
    .values({
      id,
      user_id: userId,
      family_id: from?.familyId ?? id,
      token_hash: tokenHash(token),
      refresh_hash: tokenHash(rtoken),
      token_expires_at: seconds(config.tokenTtlSeconds),
      refresh_expires_at: seconds(config.refreshTtlSeconds),
      post_id: from?.postId ?? null,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
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
    const old = await trx
      .selectFrom('identity_session as s')
      .innerJoin('uc_user as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.family_id',
        's.post_id',
        's.revoked_at',
        's.replaced_by',
        'u.status',
        sql<boolean>`s.refresh_expires_at > now()`.as('live'),
      ])
      .where('s.refresh_hash', '=', tokenHash(rtoken))
      .forUpdate('s')
      .executeTakeFirst();
    if (!old) return { kind: 'invalid' } as const;
    if (old.revoked_at) {
      if (old.replaced_by) {
        await trx
          .updateTable('identity_session')
          .set({ revoked_at: sql`now()` })
          .where('family_id', '=', old.family_id)
          .where('revoked_at', 'is', null)
          .execute();
        return { kind: 'reused' } as const;
      }
      return { kind: 'invalid' } as const;
    }
    if (!old.live || old.status !== 1) return { kind: 'invalid' } as const;
    const pair = await issueSession(trx, config, old.user_id, meta, { familyId: old.family_id, postId: old.post_id });
    await trx
      .updateTable('identity_session')
      .set({ revoked_at: sql`now()`, replaced_by: pair.sessionId })
      .where('id', '=', old.id)
      .execute();
    return { kind: 'ok', userId: old.user_id, pair } as const;
  });
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .updateTable('identity_session')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** After a password change: every other session of the user ends. */
export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  const res = await db
    .updateTable('identity_session')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The session a token pair belongs to, when both tokens are of one unrevoked session. */
export async function findPairSession(db: Database, token: string, rtoken: string) {
  return db
    .selectFrom('identity_session as s')
    .innerJoin('uc_user as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id as userId',
      'u.status',
      sql<boolean>`s.token_expires_at > now()`.as('tokenLive'),
      sql<boolean>`s.refresh_expires_at > now()`.as('refreshLive'),
    ])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.refresh_hash', '=', tokenHash(rtoken))
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Sets the post chosen with the position switch on the current session. */
export async function setSessionPost(db: Database, sessionId: string, postId: string): Promise<void> {
  await db.updateTable('identity_session').set({ post_id: postId }).where('id', '=', sessionId).execute();
}
