import type { Database } from '../db/database.js';
import type { PwdStrategy } from '../../../contract/uc.js';
import { badRequest } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../identity/passwords.js';
import { revokeOtherSessions } from '../identity/sessions.js';

export async function defaultStrategy(db: Database): Promise<PwdStrategy> {
  const s = await db.selectFrom('uc_pwd_strategy').selectAll().where('is_default', '=', true).executeTakeFirst();
  // the migration inserts the default row; this fallback is the same rule, for a database edited by hand
  const row = s ?? {
    id: 'default',
    min_length: 8,
    require_letter: true,
    require_digit: true,
    require_upper: false,
    require_special: false,
    forbid_account: true,
    expire_days: 0,
  };
  return {
    id: row.id,
    minLength: row.min_length,
    requireLetter: row.require_letter,
    requireDigit: row.require_digit,
    requireUpper: row.require_upper,
    requireSpecial: row.require_special,
    forbidAccount: row.forbid_account,
    expireDays: row.expire_days,
  };
}

/** The first rule of the strategy that a password breaks, as a message key, or null. */
export function strategyViolation(
  strategy: PwdStrategy,
  password: string,
  account: string,
): { key: string; params?: Record<string, number> } | null {
  if ([...password].length < strategy.minLength) return { key: 'passwordTooShort', params: { min: strategy.minLength } };
  if (strategy.requireLetter && !/[A-Za-z]/.test(password)) return { key: 'passwordNeedsLetter' };
  if (strategy.requireDigit && !/\d/.test(password)) return { key: 'passwordNeedsDigit' };
  if (strategy.requireUpper && !/[A-Z]/.test(password)) return { key: 'passwordNeedsUpper' };
  if (strategy.requireSpecial && !/[^A-Za-z0-9]/.test(password)) return { key: 'passwordNeedsSpecial' };
  if (strategy.forbidAccount && password.toLowerCase() === account.toLowerCase()) return { key: 'passwordIsAccount' };
  return null;
}

/** Changes the signed-in user's password; every other session of theirs ends. */
export async function changePassword(
  db: Database,
  user: { id: string; account: string; sessionId: string },
  oldPwd: string,
  newPwd: string,
): Promise<void> {
  const row = await db.selectFrom('uc_user').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, oldPwd))) throw badRequest('uc.oldPasswordWrong');
  const broken = strategyViolation(await defaultStrategy(db), newPwd, user.account);
  if (broken) throw badRequest(`uc.${broken.key}`, broken.params);
  if (newPwd === oldPwd) throw badRequest('uc.passwordUnchanged');
  const hash = await hashPassword(newPwd);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('uc_user').set({ password_hash: hash, password_changed_at: new Date() }).where('id', '=', user.id).execute();
    await revokeOtherSessions(trx, user.id, user.sessionId);
  });
}
