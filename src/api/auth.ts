import type { EnvelopeOf } from '@contract/common';
import { IDENTITY_CALLS as I, type LoginState } from '@contract/identity';
import type { UserDetail } from '@contract/uc';
import { send } from './call';
import type { TokenPair } from './http';

export type { UserDetail };

/**
 * The login state as /sso/auth and /auth/refresh answer it, before the portal normalises it
 * (older servers send the admin flag as a string, so it is not trusted to be boolean).
 */
export type LoginAnswer = Omit<LoginState, 'isAdmin' | 'captchaRequired'> & { isAdmin: unknown; captchaRequired?: boolean };

/** Single sign-on: validates a token pair and answers the login state (an auth call: no session headers). */
export function ssoAuth(pair: TokenPair): Promise<EnvelopeOf<LoginAnswer>> {
  return send(I.sso, { query: { rtoken: pair.rtoken, utoken: pair.token } }, { silent: true });
}

/** A new token pair for a refresh token (the old pair is revoked by the server). */
export function refreshToken(rtoken: string): Promise<EnvelopeOf<Partial<LoginAnswer> & { utoken?: string }>> {
  return send(I.refresh, { body: { rtoken } }, { silent: true });
}

/** Ends the signed-in session on the server (sent with the session headers it revokes). */
export function logout() {
  return send(I.logout, {}, { silent: true });
}

/** The captcha image address; the random query defeats caches. */
export function captchaUrl(): string {
  return `${I.captcha.path}?${Date.now()}${Math.random().toString(36).slice(2)}`;
}
