import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_CALLS as I } from '../../../contract/identity.js';
import { AppError } from '../lib/errors.js';
import { currentUser } from '../lib/context.js';
import { ok } from '../lib/reply.js';
import { requestLang, t, type Lang } from '../lib/i18n.js';
import { route, type CallRequest, type CallResult } from '../lib/route.js';
import type { CallSpec } from '../../../contract/call.js';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS } from './captcha.js';
import { loginAsset, loginPage } from './login-page.js';
import * as identity from './service.js';

/** Sign-in requests per minute from one address. */
export const LOGIN_RATE_PER_MINUTE = 20;

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** A rate limit whose refusal is the usual `{state:false, code:429}` answer in the caller's language. */
const rateLimit = (max: number) => ({
  config: {
    rateLimit: {
      max,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new AppError(429, 'identity.tooManyAttempts', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    },
  },
});

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** A call of the sign-in: its answer is never stored by a cache, and one address may make `max` a minute. */
function signInRoute<C extends CallSpec>(
  app: FastifyInstance,
  spec: C,
  max: number,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>>,
): void {
  route(app, spec, (request, reply) => handler(request, noStore(reply)), rateLimit(max));
}

export interface IdentityRoutesOptions {
  /** uc's reader of a user's detail record (handed in by app.ts: identity imports nothing of uc) */
  userDetail: identity.UserDetailOf;
  /** setup's reader of the languages the company offers, for the login page (handed in by app.ts); all three without */
  offeredLanguages?: () => Promise<readonly Lang[]>;
}

export default async function routes(app: FastifyInstance, options: IdentityRoutesOptions): Promise<void> {
  const { db, config } = app.deps;
  const detailOf = options.userDetail;

  signInRoute(app, I.login, LOGIN_RATE_PER_MINUTE, async (request, reply) => {
    const input = { ...request.body, captchaId: request.cookies[CAPTCHA_COOKIE] };
    const state = await identity.login(db, config, detailOf, input, meta(request));
    reply.clearCookie(CAPTCHA_COOKIE, { path: '/auth' });
    return ok(state);
  });

  route(
    app,
    I.captcha,
    async (_request, reply) => {
      const { id, svg } = await identity.createCaptcha(db);
      reply.setCookie(CAPTCHA_COOKIE, id, {
        path: '/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.production,
        maxAge: CAPTCHA_TTL_SECONDS,
      });
      // our own SVG, but still never a document that could run anything
      return noStore(reply)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type('image/svg+xml')
        .send(svg);
    },
    rateLimit(60),
  );

  signInRoute(app, I.captchaNeeded, 60, async (request) =>
    ok({ captchaRequired: await identity.captchaNeeded(db, config, request.query.account ?? '', request.ip) }),
  );
  signInRoute(app, I.sso, 120, async (request) =>
    ok(await identity.ssoAuth(db, config, detailOf, request.query.utoken, request.query.rtoken, meta(request))),
  );
  signInRoute(app, I.refresh, 120, async (request) => ok(await identity.refresh(db, config, detailOf, request.body.rtoken, meta(request))));

  route(app, I.logout, async (request) => {
    await identity.logout(db, currentUser(request).sessionId);
    return ok(null, t(requestLang(request), 'identity.loggedOut'));
  });

  route(app, I.loginPage, async (request, reply) => {
    const { lang, html } = loginPage(request.query, request.headers['accept-language'], {
      captchaAlways: config.captchaAlways,
      demoHints: config.loginDemoHints,
      ...(options.offeredLanguages ? { languages: await options.offeredLanguages() } : {}),
    });
    return noStore(reply).header('Content-Language', lang).type('text/html; charset=utf-8').send(html);
  });

  route(app, I.loginAsset, async (request, reply) => {
    const asset = loginAsset(request.params.name);
    if (!asset) return reply.status(404).send({ state: false, code: 404, message: 'Not found', value: null });
    return reply.header('Cache-Control', 'no-cache').type(asset.type).send(asset.body);
  });
}
