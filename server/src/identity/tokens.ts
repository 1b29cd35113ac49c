import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { findTokenUser } from './repo.js';

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
  return (await findTokenUser(db, tokenHash(token))) ?? null;
}
