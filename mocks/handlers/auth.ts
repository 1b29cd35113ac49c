import { IDENTITY_CALLS as I } from '@contract/identity';
import type { LoginAnswer } from '@/api/auth';
import type { TokenPair } from '@/api/http';
import { answer } from '../call';
import { fail, ok } from '../envelope';
import { DEMO_PAIR, loginAnswer } from '../fixtures/users';

/** GET /sso/auth: answers the login state for the known pairs, 402 for any other. */
export function ssoAuthHandler(sessions: Array<{ pair: TokenPair; answer: LoginAnswer }> = [{ pair: DEMO_PAIR, answer: loginAnswer() }]) {
  return answer(I.sso, ({ query }) => {
    const found = sessions.find(({ pair }) => pair.token === query.get('utoken') && pair.rtoken === query.get('rtoken'));
    // the answer may carry an older server's string admin flag, so it is sent as it is
    return found ? ok(found.answer) : fail(402, 'Token invalid or expired');
  });
}

/** POST /auth/refresh: rotates `from` into `to`; any other refresh token is refused with 402. */
export function refreshHandler(from: string = DEMO_PAIR.rtoken, to: TokenPair = { token: 'tok-zhangwei-2', rtoken: 'rt-zhangwei-2' }) {
  return answer(I.refresh, ({ body }) => (body?.rtoken === from ? ok(to) : fail(402, 'Refresh token invalid')));
}

export function logoutHandler() {
  return answer(I.logout, () => null);
}

export const authHandlers = [ssoAuthHandler(), refreshHandler(), logoutHandler()];
