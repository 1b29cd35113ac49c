import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import { CaptchaNeededQuery, LoginBody, LoginState, RefreshBody, SsoQuery } from '../../../contract/identity.js';
import { AppError, invalidToken } from '../lib/errors.js';
import { currentUser } from '../lib/context.js';
import { ok } from '../lib/reply.js';
import { requestLang, t as text } from '../lib/i18n.js';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS, createCaptcha } from './captcha.js';
import { captchaNeeded, login, loginStateOf } from './login.js';
import { findPairSession, revokeSession, rotateSession } from './sessions.js';
import loginPage from './login-page.js';

/** Sign-in requests per minute from one address. */
export const LOGIN_RATE_PER_MINUTE = 20;

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** A rate limit whose refusal is the usual `{state:false, code:429}` answer in the caller's language. */
const rateLimit = (max: number) => ({
  max,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new AppError(429, 'identity.tooManyAttempts', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
});

export default async function routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app.deps;
  const t = (request: FastifyRequest, key: string) => text(requestLang(request), `identity.${key}`);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: rateLimit(LOGIN_RATE_PER_MINUTE) },
      schema: { body: LoginBody, response: { 200: Envelope(LoginState) } },
    },
    async (request, reply) => {
      noStore(reply);
      const state = await login(db, config, { ...request.body, captchaId: request.cookies[CAPTCHA_COOKIE] }, meta(request));
      reply.clearCookie(CAPTCHA_COOKIE, { path: '/auth' });
      return ok(state);
    },
  );

  app.get('/auth/captcha', { config: { public: true, rateLimit: rateLimit(60) } }, async (_request, reply) => {
    const { id, svg } = await createCaptcha(db);
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
  });

  app.get(
    '/login/captcha-needed',
    {
      config: { public: true, rateLimit: rateLimit(60) },
      schema: { querystring: CaptchaNeededQuery, response: { 200: Envelope(Type.Object({ captchaRequired: Type.Boolean() })) } },
    },
    async (request, reply) => {
      noStore(reply);
      return ok({ captchaRequired: await captchaNeeded(db, config, request.query.account ?? '', request.ip) });
    },
  );

  app.get(
    '/sso/auth',
    { config: { public: true, rateLimit: rateLimit(120) }, schema: { querystring: SsoQuery, response: { 200: Envelope(LoginState) } } },
    async (request, reply) => {
      noStore(reply);
      const { utoken, rtoken } = request.query;
      const session = await findPairSession(db, utoken, rtoken);
      if (!session || session.status !== 1 || !session.refreshLive) throw invalidToken('identity.ssoFailed');
      if (session.tokenLive) return ok(await loginStateOf(db, session.userId, utoken, rtoken));
      // the access token ran out but the pair is still live: hand back a fresh pair instead of a dead one
      const rotated = await rotateSession(db, config, rtoken, meta(request));
      if (rotated.kind !== 'ok') throw invalidToken('identity.ssoFailed');
      return ok(await loginStateOf(db, rotated.userId, rotated.pair.token, rotated.pair.rtoken));
    },
  );

  app.post(
    '/auth/refresh',
    { config: { public: true, rateLimit: rateLimit(120) }, schema: { body: RefreshBody, response: { 200: Envelope(LoginState) } } },
    async (request, reply) => {
      noStore(reply);
      const rotated = await rotateSession(db, config, request.body.rtoken, meta(request));
      if (rotated.kind === 'reused') throw invalidToken('identity.refreshReused');
      if (rotated.kind !== 'ok') throw invalidToken('identity.invalidToken');
      return ok(await loginStateOf(db, rotated.userId, rotated.pair.token, rotated.pair.rtoken));
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    await revokeSession(db, currentUser(request).sessionId);
    return ok(null, t(request, 'loggedOut'));
  });

  await app.register(loginPage);
}
