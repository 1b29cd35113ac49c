import type { LoginState as ContractLoginState } from '@contract/identity';
import type { LoginAnswer, UserDetail } from '@/api/auth';

/** The login state of spec 01 §3 (written once in the contract); the portal may hold it without the user record. */
export type LoginState = Omit<ContractLoginState, 'captchaRequired' | 'userInfo'> & { userInfo: UserDetail | null };

/**
 * The picture shown when no avatar address can be built: public/default-avatar.svg's drawing as a data address, so
 * the first screen makes no request for it (issue 18).
 */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#d6e4ff"/><circle cx="32" cy="25" r="11" fill="#2f54eb"/><path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="#2f54eb"/></svg>',
)}`;
/** Spec 01 §5: an account needs 8 characters to build an avatar address. */
export const AVATAR_ACCOUNT_LENGTH = 8;

/** Spec 01 §5: true or false; strings are converted; anything else is false. */
export function toAdminFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return false;
}

/**
 * The avatar address: the one the server gives, else the configured template
 * (VITE_AVATAR_URL, `{account}` replaced), but only for accounts of 8 characters or more;
 * otherwise the default image.
 */
export function avatarAddress(
  account: string,
  given?: string | null,
  template: string | undefined = import.meta.env.VITE_AVATAR_URL,
): string {
  if (!account || account.trim().length < AVATAR_ACCOUNT_LENGTH) return DEFAULT_AVATAR;
  if (given && given.trim()) return given.trim();
  if (template && template.includes('{account}')) return template.replace('{account}', encodeURIComponent(account.trim()));
  return DEFAULT_AVATAR;
}

function toPermissions(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, granted]) => Boolean(granted))
      .map(([name]) => name);
  }
  return [];
}

/** Turns an /sso/auth answer into the login state; the pair that was validated fills gaps. */
export function toLoginState(answer: LoginAnswer, validated: { token: string; rtoken: string }): LoginState {
  const userInfo = answer.userInfo ?? null;
  const account = answer.account || userInfo?.user.account || '';
  return {
    username: answer.username || userInfo?.user.fullname || account,
    avatar: avatarAddress(account, answer.avatar ?? userInfo?.user.photo ?? null),
    userId: answer.userId || userInfo?.user.id || '',
    account,
    token: answer.token || validated.token,
    rtoken: answer.rtoken || validated.rtoken,
    userInfo,
    isAdmin: toAdminFlag(answer.isAdmin ?? userInfo?.user.admin),
    permissions: toPermissions(answer.permissions),
  };
}
