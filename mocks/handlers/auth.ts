import { http } from 'msw';
import type { LoginAnswer } from '@/api/auth';
import type { TokenPair } from '@/api/http';
import { fail, ok } from '../envelope';
import { DEMO_PAIR, loginAnswer } from '../fixtures/users';

/** GET /sso/auth: answers the login state for the known pairs, 402 for any other. */
export function ssoAuthHandler(sessions: Array<{ pair: TokenPair; answer: LoginAnswer }> = [{ pair: DEMO_PAIR, answer: loginAnswer() }]) {
  return http.get('*/sso/auth', ({ request }) => {
    const url = new URL(request.url);
    const found = sessions.find(
      ({ pair }) => pair.token === url.searchParams.get('utoken') && pair.rtoken === url.searchParams.get('rtoken'),
    );
    return found ? ok(found.answer) : fail(402, 'Token invalid or expired');
  });
}

/** POST /auth/refresh: rotates `from` into `to`; any other refresh token is refused with 402. */
export function refreshHandler(from: string = DEMO_PAIR.rtoken, to: TokenPair = { token: 'tok-zhangwei-2', rtoken: 'rt-zhangwei-2' }) {
  return http.post('*/auth/refresh', async ({ request }) => {
    const body = (await request.json()) as { rtoken?: string };
    return body.rtoken === from ? ok(to) : fail(402, 'Refresh token invalid');
  });
}

export function logoutHandler() {
  return http.post('*/auth/logout', () => ok(null));
}

export const authHandlers = [ssoAuthHandler(), refreshHandler(), logoutHandler()];
