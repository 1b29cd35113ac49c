import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/database.js';
import { deleteOldCaptchas, insertCaptcha, useCaptcha } from './repo.js';

export const CAPTCHA_COOKIE = 'portal_captcha';
export const CAPTCHA_TTL_SECONDS = 300;

/** The answer is kept only as a hash bound to its captcha id (case and spaces do not matter). */
export function hashCaptchaAnswer(id: string, answer: string): string {
  return crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export async function createCaptcha(db: Database): Promise<{ id: string; svg: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f5f7fa' });
  const id = crypto.randomUUID();
  await insertCaptcha(db, id, hashCaptchaAnswer(id, text), CAPTCHA_TTL_SECONDS);
  // old captchas are of no use to anyone: drop them as new ones are made
  await deleteOldCaptchas(db);
  return { id, svg: data };
}

/** Checks an answer; a captcha can be tried once, right or wrong. */
export async function consumeCaptcha(db: Database, id: string | undefined, answer: string): Promise<boolean> {
  if (!id || id.length > 64 || !answer) return false;
  const stored = await useCaptcha(db, id);
  if (!stored) return false;
  const given = Buffer.from(hashCaptchaAnswer(id, answer));
  const kept = Buffer.from(stored);
  return given.length === kept.length && crypto.timingSafeEqual(given, kept);
}
