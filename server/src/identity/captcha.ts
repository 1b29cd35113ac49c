import crypto from 'node:crypto';
import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/database.js';

export const CAPTCHA_COOKIE = 'portal_captcha';
export const CAPTCHA_TTL_SECONDS = 300;

/** The answer is kept only as a hash bound to its captcha id (case and spaces do not matter). */
export function hashCaptchaAnswer(id: string, answer: string): string {
  return crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export async function createCaptcha(db: Database): Promise<{ id: string; svg: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f5f7fa' });
  const id = crypto.randomUUID();
  await db
    .insertInto('identity_captcha')
    .values({ id, answer_hash: hashCaptchaAnswer(id, text), expires_at: sql<Date>`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})` })
    .execute();
  // old captchas are of no use to anyone: drop them as new ones are made
  await db
    .deleteFrom('identity_captcha')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  return { id, svg: data };
}

/** Checks an answer; a captcha can be tried once, right or wrong. */
export async function consumeCaptcha(db: Database, id: string | undefined, answer: string): Promise<boolean> {
  if (!id || id.length > 64 || !answer) return false;
  const row = await db
    .updateTable('identity_captcha')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  if (!row) return false;
  const given = Buffer.from(hashCaptchaAnswer(id, answer));
  const stored = Buffer.from(row.answer_hash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
