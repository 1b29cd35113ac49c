import type { AdminUserPasswordReset, AdminUserStatusChange } from '../../../../contract/uc-admin-users.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { clearWrongGuesses, hashPassword, revokeOtherSessions, revokeUserSessions } from '../../identity/index.js';
import type { AppDeps, Caller } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { defaultStrategy } from '../password.js';
import { dropSuccessors } from '../repo-successors.js';
import * as repo from './repo.js';
import { checkPassword, generatePassword, requireAdmin } from './rules.js';

/** Passwords, statuses and unlocking of the administrators' users. */

const STATUS_ACTION: Record<number, string> = { 1: 'user.enable', 0: 'user.disable', [-1]: 'user.deactivate', 2: 'user.depart' };

export interface StatusChange {
  userId: string;
  /** 1 normal, 0 disabled, -1 not activated, 2 departed */
  status: number;
  /** the version the administrator read; absent: whatever it is now (a caller that locked and checked it itself) */
  version?: number;
}

/**
 * Sets a user's status inside the caller's transaction, with its audit entry; any status but normal ends the user's
 * sessions, normal drops the successors a departure recorded (they apply only while the user is not active; a later
 * departure records its own). The departures' handover calls it in its own transaction (uc's door). An administrator
 * cannot disable or depart themselves. Answers the new version.
 */
export async function setUserStatus(
  trx: Database,
  config: Pick<ServerConfig, 'auditKey' | 'dataDir'>,
  actor: AuditActor,
  change: StatusChange,
): Promise<{ id: string; version: number; status: number }> {
  const before = await repo.lockUser(trx, change.userId);
  if (!before) throw notFound('uc.userNotFound');
  if (change.version !== undefined && before.version !== change.version)
    throw conflict('adminUsers.changedMeanwhile', { name: before.fullname });
  if (actor.userId === change.userId && change.status !== 1) throw badRequest('adminUsers.ownStatus');
  const version = await repo.updateUser(trx, change.userId, { status: change.status });
  if (change.status !== 1) await revokeUserSessions(trx, change.userId);
  const successorsDropped = change.status === 1 ? await dropSuccessors(trx, change.userId) : 0;
  await recordAudit(trx, config, actor, {
    action: STATUS_ACTION[change.status] ?? 'user.status',
    targetType: 'user',
    targetId: change.userId,
    targetName: before.fullname,
    before: { status: before.status },
    after: { status: change.status, ...(successorsDropped ? { successorsDropped } : {}) },
  });
  return { id: change.userId, version, status: change.status };
}

export async function changeStatus(deps: AppDeps, c: Caller, actor: AuditActor, body: AdminUserStatusChange) {
  requireAdmin(c);
  if (c.user.id === body.id && body.status !== 1) throw badRequest('adminUsers.ownStatus');
  // disabling and departing hand over what the person holds first: the departures' preview and confirm do both
  if (body.status === 0 || body.status === 2) throw badRequest('adminUsers.handOverFirst');
  return deps.db
    .transaction()
    .execute((trx) => setUserStatus(trx, deps.config, actor, { userId: body.id, status: body.status, version: body.version }));
}

/**
 * An administrator sets a user's password (checked by the password rule) or has one generated, answered once. The
 * user's sessions end (the administrator's own current one stays when they reset their own).
 */
export async function resetPassword(
  deps: AppDeps,
  c: Caller,
  actor: AuditActor,
  body: AdminUserPasswordReset,
): Promise<{ generatedPassword?: string }> {
  requireAdmin(c);
  const user = await repo.findUserForEdit(deps.db, body.id);
  if (!user) throw notFound('uc.userNotFound');
  const strategy = await defaultStrategy(deps.db);
  const owner = { account: user.account, fullname: user.fullname };
  const generated = body.password ? undefined : await generatePassword(strategy, owner);
  const password = body.password ?? generated!;
  if (body.password) await checkPassword(strategy, password, owner);
  const hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockUser(trx, body.id))) throw notFound('uc.userNotFound');
    await repo.setPasswordHash(trx, body.id, hash);
    if (body.id === c.user.id) await revokeOtherSessions(trx, body.id, c.user.sessionId);
    else await revokeUserSessions(trx, body.id);
    await recordAudit(trx, deps.config, actor, {
      action: 'user.password.reset',
      targetType: 'user',
      targetId: body.id,
      targetName: user.fullname,
      after: { generated: !!generated },
    });
  });
  return generated ? { generatedPassword: generated } : {};
}

/** Forgets the user's wrong sign-in guesses: no captcha nor wait holds the account any longer. */
export async function unlockUser(deps: AppDeps, c: Caller, actor: AuditActor, id: string): Promise<{ cleared: number }> {
  requireAdmin(c);
  return deps.db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, id);
    if (!user) throw notFound('uc.userNotFound');
    const cleared = await clearWrongGuesses(trx, user.account);
    await recordAudit(trx, deps.config, actor, {
      action: 'user.unlock',
      targetType: 'user',
      targetId: id,
      targetName: user.fullname,
      after: { cleared },
    });
    return { cleared };
  });
}
