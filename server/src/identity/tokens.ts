import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';

/** 32 random bytes, base64url: the token and the refresh token of a session. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Tokens are kept only as this hash; a token has 256 bits of entropy, so no salt is needed. */
export const tokenHash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

// a real token is 43 characters; anything far longer is not worth hashing
const MAX_TOKEN_LENGTH = 256;

/**
 * Resolves a P-Auth token to its user; null when unknown, expired or revoked, or when the user
 * may no longer sign in (status other than 1). One query on the unique token_hash index.
 */
export async function authenticate(db: Database, token: string): Promise<CurrentUser | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const row = await db
    .selectFrom('identity_session as s')
    .innerJoin('uc_user as u', 'u.id', 's.user_id')
    .select(['s.id as sessionId', 's.post_id as postId', 'u.id', 'u.account', 'u.fullname', 'u.is_admin as isAdmin'])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.revoked_at', 'is', null)
    .where('s.token_expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}
