import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** The SQL of sessions (token pairs). Tokens are only ever stored as their hashes. */

const seconds = (n: number) => sql<Date>`now() + make_interval(secs => ${n})`;

export interface NewSession {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  refreshHash: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  postId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Database, s: NewSession): Promise<void> {
  await db
    .insertInto('identity_session')
    .values({
      id: s.id,
      user_id: s.userId,
      family_id: s.familyId,
      token_hash: s.tokenHash,
      refresh_hash: s.refreshHash,
      token_expires_at: seconds(s.tokenTtlSeconds),
      refresh_expires_at: seconds(s.refreshTtlSeconds),
      post_id: s.postId,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

/** Sessions joined to their users (whose status decides whether a session still counts). */
const withUser = (db: Database) => db.selectFrom('identity_session as s').innerJoin('uc_user as u', 'u.id', 's.user_id');

/** The session of a refresh token hash, locked for the exchange, with its user's status. */
export async function lockSessionByRefresh(db: Database, refreshHash: string) {
  return withUser(db)
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
    .where('s.refresh_hash', '=', refreshHash)
    .forUpdate('s')
    .executeTakeFirst();
}

/** Revokes the sessions `which` picks that are still live; answers how many. */
async function revokeLive(db: Database, which: (eb: ExpressionBuilder<DB, 'identity_session'>) => Expression<SqlBool>): Promise<number> {
  const res = await db
    .updateTable('identity_session')
    .set({ revoked_at: sql`now()` })
    .where(which)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await revokeLive(db, (eb) => eb('family_id', '=', familyId));
}

export async function revokeReplaced(db: Database, id: string, replacedBy: string): Promise<void> {
  await db
    .updateTable('identity_session')
    .set({ revoked_at: sql`now()`, replaced_by: replacedBy })
    .where('id', '=', id)
    .execute();
}

export async function revokeSessionRow(db: Database, sessionId: string): Promise<void> {
  await revokeLive(db, (eb) => eb('id', '=', sessionId));
}

export const revokeUserSessionsExcept = (db: Database, userId: string, keepSessionId: string): Promise<number> =>
  revokeLive(db, (eb) => eb.and([eb('user_id', '=', userId), eb('id', '<>', keepSessionId)]));

export const revokeAllUserSessions = (db: Database, userId: string): Promise<number> => revokeLive(db, (eb) => eb('user_id', '=', userId));

export async function findSessionByHashes(db: Database, tokenHash: string, refreshHash: string) {
  return withUser(db)
    .select([
      's.id',
      's.user_id as userId',
      'u.status',
      sql<boolean>`s.token_expires_at > now()`.as('tokenLive'),
      sql<boolean>`s.refresh_expires_at > now()`.as('refreshLive'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.refresh_hash', '=', refreshHash)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function updateSessionPost(db: Database, sessionId: string, postId: string): Promise<void> {
  await db.updateTable('identity_session').set({ post_id: postId }).where('id', '=', sessionId).execute();
}

/** Ends every live session of a user (they left or were disabled); answers how many. */
export const revokeUserSessions = (db: Database, userId: string): Promise<number> => revokeLive(db, (eb) => eb('user_id', '=', userId));
