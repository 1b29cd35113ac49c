import { DEFAULT_PWD_STRATEGY, passwordViolation, type PwdStrategy } from '../../../contract/uc.js';
import type { Database } from '../db/database.js';
import { AppError, badRequest } from '../lib/errors.js';
import { hashPassword, recentWrongGuesses, recordWrongGuess, revokeOtherSessions, verifyPassword } from '../identity/index.js';
import { findDefaultStrategy, findPasswordHash, updatePassword } from './repo.js';

/**
 * The password rule of the user centre: the stored default strategy applied by `passwordViolation`, written once in
 * contract/uc.ts so that the portal's password dialog refuses the same passwords.
 */

let common: Set<string> | undefined;

/**
 * A password of the common-password list (about 49,000 leaked passwords, @zxcvbn-ts/language-common), compared
 * case-insensitively. Loaded on the first password change, not at start.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** Wrong old passwords of one account or address before changing a password waits (like sign-in's captcha). */
export const OLD_PASSWORD_GUESSES = 5;
const GUESS_WINDOW_MINUTES = 15;

/** The default strategy; the migration inserts its row, the contract's default is the same rule for a database edited by hand. */
export async function defaultStrategy(db: Database): Promise<PwdStrategy> {
  return (await findDefaultStrategy(db)) ?? DEFAULT_PWD_STRATEGY;
}

/** Changes the signed-in user's password; every other session of theirs ends. Read, check and write in one transaction. */
export async function changePassword(
  db: Database,
  user: { id: string; account: string; fullname: string; sessionId: string },
  oldPwd: string,
  newPwd: string,
  ip: string,
): Promise<void> {
  // guessing the old password through this form is throttled as guessing it at sign-in is (the same attempts)
  if ((await recentWrongGuesses(db, user.account, GUESS_WINDOW_MINUTES)) >= OLD_PASSWORD_GUESSES)
    throw new AppError(429, 'uc.oldPasswordTooManyGuesses', { minutes: GUESS_WINDOW_MINUTES });
  const oldRight = await verifyPassword(await findPasswordHash(db, user.id), oldPwd);
  if (!oldRight) {
    await recordWrongGuess(db, user.account, ip);
    throw badRequest('uc.oldPasswordWrong');
  }
  const tooCommon = await isCommonPassword(newPwd);
  await db.transaction().execute(async (trx) => {
    if (!(await verifyPassword(await findPasswordHash(trx, user.id), oldPwd))) throw badRequest('uc.oldPasswordWrong');
    const broken = passwordViolation(await defaultStrategy(trx), newPwd, user, () => tooCommon);
    if (broken) throw badRequest(`uc.${broken.key}`, 'params' in broken ? broken.params : undefined);
    if (newPwd === oldPwd) throw badRequest('uc.passwordUnchanged');
    await updatePassword(trx, user.id, await hashPassword(newPwd));
    await revokeOtherSessions(trx, user.id, user.sessionId);
  });
}
