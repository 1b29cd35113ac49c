import { DEFAULT_PWD_STRATEGY, passwordViolation, type PwdStrategy } from '../../../contract/uc.js';
import type { Database } from '../db/database.js';
import { badRequest } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../identity/passwords.js';
import { revokeOtherSessions } from '../identity/sessions.js';
import { findDefaultStrategy, findPasswordHash, updatePassword } from './repo.js';

/**
 * The password rule of the user centre: the stored default strategy applied by `passwordViolation`, written once in
 * contract/uc.ts so that the portal's password dialog refuses the same passwords.
 */

/** The default strategy; the migration inserts its row, the contract's default is the same rule for a database edited by hand. */
export async function defaultStrategy(db: Database): Promise<PwdStrategy> {
  return (await findDefaultStrategy(db)) ?? DEFAULT_PWD_STRATEGY;
}

/** Changes the signed-in user's password; every other session of theirs ends. Read, check and write in one transaction. */
export async function changePassword(
  db: Database,
  user: { id: string; account: string; sessionId: string },
  oldPwd: string,
  newPwd: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await verifyPassword(await findPasswordHash(trx, user.id), oldPwd))) throw badRequest('uc.oldPasswordWrong');
    const broken = passwordViolation(await defaultStrategy(trx), newPwd, user.account);
    if (broken) throw badRequest(`uc.${broken.key}`, 'params' in broken ? broken.params : undefined);
    if (newPwd === oldPwd) throw badRequest('uc.passwordUnchanged');
    await updatePassword(trx, user.id, await hashPassword(newPwd));
    await revokeOtherSessions(trx, user.id, user.sessionId);
  });
}
