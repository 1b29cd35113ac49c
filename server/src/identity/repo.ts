import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';

/** The SQL of sign-in: captchas, sign-in attempts, the token lookup and the rate-limit counters. */

export async function insertCaptcha(db: Database, id: string, answerHash: string, ttlSeconds: number): Promise<void> {
  await db
    .insertInto('identity_captcha')
    .values({ id, answer_hash: answerHash, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .execute();
}

export async function deleteOldCaptchas(db: Database): Promise<void> {
  await db
    .deleteFrom('identity_captcha')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

/** Marks a live, unused captcha used and answers its stored answer hash (undefined when none). */
export async function useCaptcha(db: Database, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('identity_captcha')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}

/** Failed sign-ins of one account or from one address within the last minutes. */
export async function countRecentFailures(db: Database, account: string, ip: string, minutes: number): Promise<number> {
  const row = await sql<{ failures: number }>`
    select count(*)::int as failures from identity_login_attempt
    where not success and created_at > now() - make_interval(mins => ${minutes})
      and (account = ${account} or ip = ${ip})`.execute(db);
  return row.rows[0]?.failures ?? 0;
}

/** Failed guesses of one account's password within the last minutes, from anywhere. */
export async function countRecentAccountFailures(db: Database, account: string, minutes: number): Promise<number> {
  const row = await sql<{ failures: number }>`
    select count(*)::int as failures from identity_login_attempt
    where not success and created_at > now() - make_interval(mins => ${minutes}) and account = ${account}`.execute(db);
  return row.rows[0]?.failures ?? 0;
}

export async function insertAttempt(db: Database, account: string, ip: string, success: boolean): Promise<void> {
  await db.insertInto('identity_login_attempt').values({ account, ip, success }).execute();
}

/** Dead sessions and old attempts: what no longer matters after a day. */
export async function deleteStaleSessionsAndAttempts(db: Database): Promise<void> {
  await db
    .deleteFrom('identity_session')
    .where('refresh_expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('identity_login_attempt')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function findUserForLogin(db: Database, account: string) {
  return db.selectFrom('uc_user').select(['id', 'password_hash', 'status']).where('account', '=', account).executeTakeFirst();
}

/** The signed-in user of a live, unrevoked token hash, when the user may still sign in (status 1). */
export async function findTokenUser(db: Database, hash: string): Promise<CurrentUser | undefined> {
  return db
    .selectFrom('identity_session as s')
    .innerJoin('uc_user as u', 'u.id', 's.user_id')
    .select(['s.id as sessionId', 's.post_id as postId', 'u.id', 'u.account', 'u.fullname', 'u.is_admin as isAdmin'])
    .where('s.token_hash', '=', hash)
    .where('s.revoked_at', 'is', null)
    .where('s.token_expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 1)
    .executeTakeFirst();
}

export interface RateCounter {
  count: number;
  ttl: number;
}

/** Counts one more hit on a rate-limit key, starting a new window when the old one ended. */
export async function bumpRateCounter(db: Database, key: string, windowMs: number): Promise<RateCounter | undefined> {
  const res = await sql<RateCounter>`
    insert into identity_rate_limit as r (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`.execute(db);
  return res.rows[0];
}

export async function readRateCounter(db: Database, key: string): Promise<RateCounter | undefined> {
  const res = await sql<RateCounter>`
    select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
    from identity_rate_limit where key = ${key} and reset_at > now()`.execute(db);
  return res.rows[0];
}

export async function deleteOldRateCounters(db: Database): Promise<void> {
  await sql`delete from identity_rate_limit where reset_at < now() - interval '1 minute'`.execute(db);
}

/** Failed guesses within the last minutes of each of the accounts (normalised), for the administrators' list. */
export async function countRecentFailuresOf(db: Database, accounts: string[], minutes: number): Promise<Map<string, number>> {
  if (!accounts.length) return new Map();
  const rows = await db
    .selectFrom('identity_login_attempt')
    .select(['account', (eb) => eb.fn.countAll<number>().as('n')])
    .where('success', '=', false)
    .where('account', 'in', accounts)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .groupBy('account')
    .execute();
  return new Map(rows.map((r) => [r.account, Number(r.n)]));
}

/** Forgets an account's failed guesses (an administrator's unlock); the successes stay. Answers how many went. */
export async function deleteFailures(db: Database, account: string): Promise<number> {
  const res = await db.deleteFrom('identity_login_attempt').where('account', '=', account).where('success', '=', false).executeTakeFirst();
  return Number(res.numDeletedRows);
}
