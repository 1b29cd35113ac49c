import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { AppError, badRequest } from '../lib/errors.js';
import { loadUserDetail, type UserDetail } from '../uc/repo.js';
import { consumeCaptcha } from './captcha.js';
import { verifyPassword } from './passwords.js';
import { issueSession, type ClientMeta } from './sessions.js';

/** Failed sign-ins of one account or from one address within the window before a captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MINUTES = 15;

/** The login state of spec 01 §3. */
export interface LoginState {
  username: string;
  avatar: string;
  userId: string;
  account: string;
  token: string;
  rtoken: string;
  userInfo: UserDetail;
  isAdmin: boolean;
  permissions: string[];
  captchaRequired: false;
}

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
  const row = await sql<{ failures: number }>`
    select count(*)::int as failures from identity_login_attempt
    where not success and created_at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
      and (account = ${normalise(account)} or ip = ${ip})`.execute(db);
  return (row.rows[0]?.failures ?? 0) >= CAPTCHA_AFTER_FAILURES;
}

async function recordAttempt(db: Database, account: string, ip: string, success: boolean): Promise<void> {
  await db
    .insertInto('identity_login_attempt')
    .values({ account: normalise(account).slice(0, 128), ip, success })
    .execute();
}

async function sweep(db: Database): Promise<void> {
  await db
    .deleteFrom('identity_session')
    .where('refresh_expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('identity_login_attempt')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** Avatar address of a user: the uploaded photo's preview, or empty for the portal's default image. */
export const avatarOf = (photo: string | null): string =>
  !photo ? '' : /^(https?:)?\//.test(photo) ? photo : `/system/file/v1/preview?fileId=${encodeURIComponent(photo)}`;

/** Permissions are the codes of the user's roles; admins also get `admin`. */
export function permissionsOf(detail: UserDetail): string[] {
  const codes = new Set(detail.role.map((r) => r.code));
  if (detail.user.admin) codes.add('admin');
  return [...codes].sort();
}

export async function loginStateOf(db: Database, userId: string, token: string, rtoken: string): Promise<LoginState> {
  const detail = await loadUserDetail(db, userId);
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
export async function login(db: Database, config: ServerConfig, input: LoginInput, meta: ClientMeta & { ip: string }): Promise<LoginState> {
  const account = input.account?.trim() ?? '';
  if (!account || !input.password) throw badRequest('identity.missingCredentials');
  if (await captchaNeeded(db, config, account, meta.ip)) {
    if (!input.captcha?.trim()) throw new AppError(400, 'identity.captchaRequired', {}, { captchaRequired: true });
    if (!(await consumeCaptcha(db, input.captchaId, input.captcha))) {
      await recordAttempt(db, account, meta.ip, false);
      throw new AppError(400, 'identity.captchaWrong', {}, { captchaRequired: true });
    }
  }
  const user = await db.selectFrom('uc_user').select(['id', 'password_hash', 'status']).where('account', '=', account).executeTakeFirst();
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
  if (Math.random() < 0.02) await sweep(db).catch(() => {});
  const pair = await issueSession(db, config, user.id, meta);
  return loginStateOf(db, user.id, pair.token, pair.rtoken);
}
