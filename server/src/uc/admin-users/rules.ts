import crypto from 'node:crypto';
import { pinyin } from 'pinyin-pro';
import { passwordViolation, type PwdStrategy } from '../../../../contract/uc.js';
import type { Caller } from '../../lib/context.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isCommonPassword } from '../password.js';

/** The rules every administrators' user call shares: the right, the field checks, passwords. */

export function requireAdmin(c: Caller): void {
  if (!c.user.isAdmin) throw forbidden();
}

/** A light e-mail check: one @, something before it, a dotted domain after it, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: digits with an optional leading + and spaces or dashes between (Chinese and Indonesian numbers). */
export const MOBILE = /^\+?\d[\d -]{4,30}\d$/;
/** Accounts: letters, digits and . _ - @, starting with a letter or digit. */
export const ACCOUNT = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** Blank text as null, the rest trimmed. */
export const clean = (v: string | null | undefined): string | null => {
  const s = v?.trim();
  return s ? s : null;
};

/** "zhang wei zhangwei zw": what the user search matches (as the seed writes it). */
export function searchPinyin(name: string): string {
  const syllables = pinyin(name, { toneType: 'none', surname: 'head', type: 'array', nonZh: 'removed' })
    .map((s) => s.toLowerCase())
    .filter(Boolean);
  return [syllables.join(' '), syllables.join(''), syllables.map((s) => s[0]).join('')].join(' ').trim();
}

/** The password rule (spec 01 §5 and the stored strategy), as the password form applies it. */
export async function checkPassword(strategy: PwdStrategy, password: string, owner: { account: string; fullname: string }): Promise<void> {
  const tooCommon = await isCommonPassword(password);
  const broken = passwordViolation(strategy, password, owner, () => tooCommon);
  if (broken) throw badRequest(`uc.${broken.key}`, 'params' in broken ? broken.params : undefined);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#%*+-=?@';

/** A password that meets the strategy: 16 characters at least, every kind of character, no look-alikes. */
export async function generatePassword(strategy: PwdStrategy, owner: { account: string; fullname: string }): Promise<string> {
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  for (;;) {
    const length = Math.max(16, strategy.minLength);
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
    while (chars.length < length) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = crypto.randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (!passwordViolation(strategy, password, owner, () => false)) return password;
  }
}

/** What the audit log keeps of a user: never a password or its hash. */
export function auditView(u: {
  account: string;
  fullname: string;
  email?: string | null;
  mobile?: string | null;
  status?: number;
  is_admin?: boolean;
  isAdmin?: boolean;
  employee_no?: string | null;
}) {
  return {
    account: u.account,
    fullname: u.fullname,
    email: u.email ?? null,
    mobile: u.mobile ?? null,
    employeeNo: u.employee_no ?? null,
    status: u.status,
    isAdmin: u.is_admin ?? u.isAdmin,
  };
}
