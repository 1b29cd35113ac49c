import { FILE_CALLS } from '../../../contract/files.js';
import type { LoginState } from '../../../contract/identity.js';
import type { UserDetail } from '../../../contract/uc.js';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { AppError, badRequest, invalidToken } from '../lib/errors.js';
import { consumeCaptcha, createCaptcha } from './captcha.js';
import { verifyPassword } from './passwords.js';
import {
  countRecentFailures,
  countRecentAccountFailures,
  countRecentFailuresOf,
  deleteFailures,
  deleteStaleSessionsAndAttempts,
  findUserForLogin,
  insertAttempt,
} from './repo.js';
import { findPairSession, issueSession, revokeFamilyOfReplayed, revokeSession, rotateSession, type ClientMeta } from './sessions.js';

export { createCaptcha };

/**
 * The detail record of a signed-in user (the login state's userInfo), undefined when the user is gone. The users are
 * uc's, which itself uses identity (passwords, sessions, wrong guesses): app.ts hands uc's reader in, so the
 * dependency stays one-way (uc → identity).
 */
export type UserDetailOf = (db: Database, userId: string) => Promise<UserDetail | undefined>;

/** Failed sign-ins of one account or from one address within the window before a captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MINUTES = 15;

export interface LoginInput {
  account: string;
  password: string;
  captcha?: string;
  captchaId?: string;
}

const normalise = (account: string) => account.trim().toLowerCase();

export async function captchaNeeded(
  db: Database,
  config: Pick<ServerConfig, 'captchaAlways'>,
  account: string,
  ip: string,
): Promise<boolean> {
  if (config.captchaAlways) return true;
  return (await countRecentFailures(db, normalise(account), ip, FAILURE_WINDOW_MINUTES)) >= CAPTCHA_AFTER_FAILURES;
}

/**
 * Wrong guesses of an account's password lately (sign-in or the password form), from anywhere: the password form
 * throttles per account, so colleagues behind one address are not held up by another's typing.
 */
export const recentWrongGuesses = (db: Database, account: string, minutes: number): Promise<number> =>
  countRecentAccountFailures(db, normalise(account), minutes);

/** Wrong guesses of each account lately (the administrators' list shows who is held up), keyed by the account as given. */
export async function wrongGuessesOf(db: Database, accounts: string[], minutes = FAILURE_WINDOW_MINUTES): Promise<Map<string, number>> {
  const counts = await countRecentFailuresOf(db, [...new Set(accounts.map(normalise))], minutes);
  return new Map(accounts.map((a) => [a, counts.get(normalise(a)) ?? 0]));
}

/**
 * An administrator's unlock: the account's wrong guesses are forgotten, so neither the sign-in's captcha nor the
 * password form's wait holds it any longer (there is no other lockout). Answers how many were forgotten.
 */
export const clearWrongGuesses = (db: Database, account: string): Promise<number> => deleteFailures(db, normalise(account));

/** A wrong guess of an account's password outside sign-in (the old password of the password form). */
export const recordWrongGuess = (db: Database, account: string, ip: string): Promise<void> => recordAttempt(db, account, ip, false);

async function recordAttempt(db: Database, account: string, ip: string, success: boolean): Promise<void> {
  await insertAttempt(db, normalise(account).slice(0, 128), ip, success);
}

/** Avatar address of a user: the uploaded photo's preview, or empty for the portal's default image. */
export const avatarOf = (photo: string | null): string =>
  !photo ? '' : /^(https?:)?\//.test(photo) ? photo : `${FILE_CALLS.preview.path}?fileId=${encodeURIComponent(photo)}`;

/** Permissions are the codes of the user's roles; admins also get `admin`. */
export function permissionsOf(detail: UserDetail): string[] {
  const codes = new Set(detail.role.map((r) => r.code));
  if (detail.user.admin) codes.add('admin');
  return [...codes].sort();
}

export async function loginStateOf(
  db: Database,
  detailOf: UserDetailOf,
  userId: string,
  token: string,
  rtoken: string,
): Promise<LoginState> {
  const detail = await detailOf(db, userId);
  if (!detail) throw new AppError(402, 'auth.tokenInvalid');
  return {
    username: detail.user.fullname,
    avatar: avatarOf(detail.user.photo),
    userId: detail.user.id,
    account: detail.user.account,
    token,
    rtoken,
    userInfo: detail,
    isAdmin: detail.user.admin,
    permissions: permissionsOf(detail),
    captchaRequired: false,
  };
}

const STATUS_MESSAGE: Record<string, string> = { '0': 'accountDisabled', '-1': 'accountNotActivated' };

/**
 * Signs a person in. The password is checked before the account's status is told, so the status
 * messages do not reveal which accounts exist; an unknown account and a wrong password read alike.
 */
export async function login(
  db: Database,
  config: ServerConfig,
  detailOf: UserDetailOf,
  input: LoginInput,
  meta: ClientMeta & { ip: string },
): Promise<LoginState> {
  const account = input.account?.trim() ?? '';
  if (!account || !input.password) throw badRequest('identity.missingCredentials');
  if (await captchaNeeded(db, config, account, meta.ip)) {
    if (!input.captcha?.trim()) throw new AppError(400, 'identity.captchaRequired', {}, { captchaRequired: true });
    if (!(await consumeCaptcha(db, input.captchaId, input.captcha))) {
      await recordAttempt(db, account, meta.ip, false);
      throw new AppError(400, 'identity.captchaWrong', {}, { captchaRequired: true });
    }
  }
  const user = await findUserForLogin(db, account);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) {
    await recordAttempt(db, account, meta.ip, false);
    const captchaRequired = await captchaNeeded(db, config, account, meta.ip);
    throw new AppError(400, 'identity.badCredentials', {}, { captchaRequired });
  }
  if (user.status !== 1)
    throw new AppError(403, `identity.${STATUS_MESSAGE[String(user.status)] ?? 'accountDeparted'}`, {}, { status: user.status });
  await recordAttempt(db, account, meta.ip, true);
  // now and then, forget what no longer matters: dead sessions and old attempts
  if (Math.random() < 0.02) await deleteStaleSessionsAndAttempts(db).catch(() => {});
  const pair = await issueSession(db, config, user.id, meta);
  return loginStateOf(db, detailOf, user.id, pair.token, pair.rtoken);
}

/** /sso/auth: the login state of a live token pair; a pair whose access token ran out is exchanged for a fresh one. */
export async function ssoAuth(
  db: Database,
  config: ServerConfig,
  detailOf: UserDetailOf,
  utoken: string,
  rtoken: string,
  meta: ClientMeta,
): Promise<LoginState> {
  const session = await findPairSession(db, utoken, rtoken);
  if (!session && (await revokeFamilyOfReplayed(db, rtoken))) throw invalidToken('identity.refreshReused');
  if (!session || session.status !== 1 || !session.refreshLive) throw invalidToken('identity.ssoFailed');
  if (session.tokenLive) return loginStateOf(db, detailOf, session.userId, utoken, rtoken);
  // the access token ran out but the pair is still live: hand back a fresh pair instead of a dead one
  const rotated = await rotateSession(db, config, rtoken, meta);
  if (rotated.kind !== 'ok') throw invalidToken('identity.ssoFailed');
  return loginStateOf(db, detailOf, rotated.userId, rotated.pair.token, rotated.pair.rtoken);
}

/** A new token pair for a refresh token; a refresh token used twice ends its whole family. */
export async function refresh(
  db: Database,
  config: ServerConfig,
  detailOf: UserDetailOf,
  rtoken: string,
  meta: ClientMeta,
): Promise<LoginState> {
  const rotated = await rotateSession(db, config, rtoken, meta);
  if (rotated.kind === 'reused') throw invalidToken('identity.refreshReused');
  if (rotated.kind !== 'ok') throw invalidToken('identity.invalidToken');
  return loginStateOf(db, detailOf, rotated.userId, rotated.pair.token, rotated.pair.rtoken);
}

export const logout = (db: Database, sessionId: string): Promise<void> => revokeSession(db, sessionId);
