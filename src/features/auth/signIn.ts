import { i18n } from '@/shared/i18n';
import { STORAGE_KEYS } from '@/shared/storage';
import { clearCachedMenus } from '@/shared/menuCache';
import { browserLocation } from '@/shared/browser';
import { redirectToLogin, type LoginReason, type TokenPair } from '@/api/http';
import { logout as logoutCall, refreshToken, ssoAuth } from '@/api/auth';
import { accountParam, isAccountMismatch, readLoginData, stripLoginData } from './loginData';
import { clearUserPair, connectSession, saveUserPair, storedPair, toLoginState, useAuthStore, type LoginState } from '@/shared/session';

/** Why start-up sign-in failed; the message is the spec's "unable to get login information". */
export class SignInError extends Error {
  constructor(
    public readonly reason: 'noLoginInfo' | 'accountMismatch' | 'rejected',
    cause?: unknown,
  ) {
    super(i18n.t('errors:auth.noLoginInfo'), { cause });
    this.name = 'SignInError';
  }
}

/**
 * What a failed start-up sign-in means. A visitor without a session, or with one the server no
 * longer accepts, is a normal state: the login page follows and nothing is logged as an error.
 * Anything else (a bug, a failed chunk) is unexpected and logged.
 */
export function signInFailure(error: unknown): { expected: boolean; loginReason?: LoginReason } {
  if (!(error instanceof SignInError)) return { expected: false };
  // stored tokens the server refused: the login page says the session ended
  return { expected: true, ...(error.reason === 'rejected' ? { loginReason: 'expired' as const } : {}) };
}

async function validate(pair: TokenPair): Promise<LoginState> {
  const answer = await ssoAuth(pair);
  if (!answer.state || !answer.value?.account) throw new SignInError('rejected', answer);
  return toLoginState(answer.value, pair);
}

/** A stored pair may hold an expired access token: one refresh before giving up. */
async function validateStored(pair: TokenPair): Promise<LoginState> {
  try {
    return await validate(pair);
  } catch (first) {
    let next: TokenPair;
    try {
      const refreshed = await refreshToken(pair.rtoken);
      const token = refreshed.value?.token ?? refreshed.value?.utoken;
      if (!token || !refreshed.value?.rtoken) throw first;
      next = { token, rtoken: refreshed.value.rtoken };
    } catch {
      throw new SignInError('rejected', first);
    }
    return validate(next);
  }
}

/** Who is signed in and who a link would sign in: names for the question. */
export interface AccountSwitch {
  current: { account: string; fullname: string };
  incoming: { account: string; fullname: string };
}

export interface StartUpOptions {
  /**
   * Asked when the address carries another account's tokens while someone is signed in here (issue 13): true
   * signs the link's account in, false keeps the current one and drops the link's tokens. Without it the link wins.
   */
  confirmSwitch?: (change: AccountSwitch) => Promise<boolean>;
}

const nameOf = (state: LoginState) => ({ account: state.account, fullname: state.userInfo?.user.fullname || state.account });

/** The account the server's login page signed in a moment ago in this tab (read once): an explicit sign-in, no question. */
function takeLoginHandover(): string | null {
  try {
    const account = sessionStorage.getItem(STORAGE_KEYS.loginHandover);
    sessionStorage.removeItem(STORAGE_KEYS.loginHandover);
    return account;
  } catch {
    return null;
  }
}

/**
 * A link's tokens for another account than the one signed in here: the person decides. The current session is
 * checked first; when it is no longer live there is nobody to switch from and the link wins.
 */
async function keepCurrentInstead(linked: LoginState, options: StartUpOptions): Promise<LoginState | null> {
  const handover = takeLoginHandover();
  const current = storedPair();
  if (!options.confirmSwitch || !current || current.account === linked.account || handover === linked.account) return null;
  let signedIn: LoginState;
  try {
    signedIn = await validateStored(current.pair);
  } catch {
    return null;
  }
  const switching = await options.confirmSwitch({ current: nameOf(signedIn), incoming: nameOf(linked) });
  return switching ? null : signedIn;
}

/**
 * Start-up sign-in of spec 01 §4: the login data of the address (then stripped from it), else the
 * stored pair (of the account the address asks for, or of the last user), validated with /sso/auth.
 */
export async function startUpSignIn(href: string = window.location.href, options: StartUpOptions = {}): Promise<LoginState> {
  connectSession();
  const fromAddress = readLoginData(href);
  const wanted = accountParam(href);
  let state: LoginState;
  if (fromAddress) {
    try {
      state = await validate(fromAddress);
      // the person stays who they are unless they say otherwise: the link's pair is then not kept
      state = (await keepCurrentInstead(state, options)) ?? state;
      saveUserPair(state.account, { token: state.token, rtoken: state.rtoken });
    } catch (error) {
      throw error instanceof SignInError ? error : new SignInError('rejected', error);
    } finally {
      // stored first, stripped after: a reload during the check still finds the tokens somewhere
      browserLocation.replaceUrl(stripLoginData(href));
    }
  } else {
    const stored = storedPair(wanted);
    if (!stored) throw new SignInError(wanted && storedPair() ? 'accountMismatch' : 'noLoginInfo');
    try {
      state = await validateStored(stored.pair);
    } catch (error) {
      clearUserPair(stored.account);
      throw error;
    }
  }
  saveUserPair(state.account, { token: state.token, rtoken: state.rtoken });
  useAuthStore.getState().setLogin(state);
  if (wanted && isAccountMismatch(href, state.account)) throw new SignInError('accountMismatch');
  return state;
}

/**
 * Sends the user to the login address when an address (a window message's URL, the start-up
 * address) names another account than the signed-in one. True when it did.
 */
export function redirectIfAccountMismatch(href: string): boolean {
  const { account, signedIn } = useAuthStore.getState();
  if (!signedIn || !isAccountMismatch(href, account, window.location.origin)) return false;
  redirectToLogin();
  return true;
}

/** Logout: POST /auth/logout, forget the stored pair, go to the login address. */
export async function logout(): Promise<void> {
  const { account } = useAuthStore.getState();
  try {
    await logoutCall();
  } catch (error) {
    // the session ends on this side anyway; an unreachable server must not keep the user in
    console.warn('logout call failed', error);
  } finally {
    if (account) {
      clearUserPair(account);
      clearCachedMenus(account);
    }
    useAuthStore.getState().clear();
    redirectToLogin();
  }
}
