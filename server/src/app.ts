import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from '@fastify/helmet';
import { trimApiHeaders, trimSubresourceHeaders } from './lib/subresource-headers.js';
import { compressJson } from './lib/compress-json.js';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps } from './lib/context.js';
import { AppError, invalidToken } from './lib/errors.js';
import { loggerOptions } from './lib/log.js';
import { frameworkErrors, registerErrorPath, routeNotFound } from './lib/error-handler.js';
import { authenticate } from './identity/tokens.js';
import { postgresRateLimitStore } from './identity/rate-limit-store.js';
import identityRoutes from './identity/routes.js';
import ucRoutes from './uc/routes.js';
import { loadUser } from './uc/index.js';
import menuRoutes from './portal/routes.js';
import adminOrgRoutes from './uc/admin-org/routes.js';
import menuGrantRoutes from './portal/menu-grants/routes.js';
import fileRoutes from './files/routes.js';
import workflowRoutes from './workflow/routes.js';
import searchRoutes from './search/routes.js';
import assistantRoutes from './assistant/routes.js';
import messageRoutes from './messages/routes.js';
import homeRoutes from './workflow/home/routes.js';
import formRoutes from './forms/routes.js';
import signingRoutes from './signing/routes.js';
import sealRoutes from './seals/routes.js';
import authorizationRoutes from './authorization/routes.js';
import notifyRoutes from './notify/routes.js';
import printRoutes from './print/routes.js';
import mailRoutes from './mail/routes.js';
import departureRoutes from './departures/routes.js';
import { configureEnginePool, engineState, timeSteps } from './workflow/engine/runner.js';
import { defaultEngineWorkers } from './workflow/engine/pool.js';
import { decideWithMailLink, hasStartRight, nodeNamer, viewMailLink } from './workflow/index.js';
import opsRoutes from './ops/routes.js';
import { createMetrics } from './ops/metrics.js';
import { jobsWaiting } from './ops/service.js';
import { domainLinks } from './links.js';
// issue 30: the audit log of administration and the first run of a company
import auditRoutes from './audit/routes.js';
import setupRoutes from './setup/routes.js';
import { offeredLanguages } from './setup/index.js';
import adminUserRoutes from './uc/admin-users/routes.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The scripts of our pages come only from our origin; antd writes its styles inline. The portal may be framed by
 * its own origin and by the containers the deployment names (FRAME_ANCESTORS, by default the router-message
 * origins: the chat-app container and the parent frames of spec 01 that send `router` messages).
 */
export const contentSecurityPolicy = (frameAncestors: readonly string[]) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'", ...frameAncestors],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
});

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger ??
      loggerOptions(deps.config.logLevel, deps.config.logFile ? fs.createWriteStream(deps.config.logFile, { flags: 'a' }) : undefined),
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors,
    // X-Forwarded-For is believed only from the proxies the deployment names (TRUST_PROXY), else a
    // client could pick its own address and slip past the per-address sign-in limits
    trustProxy: deps.config.trustProxy,
    requestIdHeader: false,
    // the portal's P-RequestId follows the request through our logs
    genReqId: (req) => {
      const given = req.headers['p-requestid'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  const metrics = createMetrics({ pool: deps.pool, stepsInFlight: () => engineState().inFlight, jobsWaiting: () => jobsWaiting(deps) });
  app.decorate('metrics', metrics);
  const stopTiming = timeSteps((seconds, where) => metrics.engineStep(seconds, where));
  app.addHook('onClose', async () => void stopTiming());
  // request rate and latency per route pattern (not per URL: ids would make a series each)
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  const workers = deps.config.engineWorkers;
  await configureEnginePool(workers === 'auto' ? defaultEngineWorkers() : (workers ?? 0));
  app.decorateRequest('user', null);

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(deps.config.frameAncestors),
    // X-Frame-Options knows no list: with named containers, frame-ancestors alone decides (browsers prefer it)
    xFrameOptions: deps.config.frameAncestors.length ? false : { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.production,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: deps.config.uploadLimitBytes, files: 20 } });
  // counters in PostgreSQL: a limit holds across all server processes
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.db) });

  registerErrorPath(app);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('P-RequestId', request.id);
    trimSubresourceHeaders(request.url, reply);
    trimApiHeaders(reply);
    return compressJson(request, reply, payload);
  });

  // every route is signed-in only unless its config says public
  app.addHook('preHandler', async (request) => {
    // the built portal and unknown paths need no sign-in (the page itself signs in)
    if (request.is404 || request.url.startsWith('/front/')) return;
    const token = request.headers['p-auth'];
    if (typeof token === 'string' && token) request.user = await authenticate(deps.db, token);
    if (!request.user && !request.routeOptions.config?.public) {
      throw token ? invalidToken() : new AppError(402, 'auth.notSignedIn');
    }
  });

  // what one domain lends another, handed over here rather than registered as a side effect (links.ts)
  const links = domainLinks((msg) => app.log.error(msg));
  await app.register(identityRoutes, { userDetail: loadUser, offeredLanguages: () => offeredLanguages(deps.db) });
  await app.register(ucRoutes);
  await app.register(menuRoutes, { runners: links.runners, readRules: links.fileReadRules });
  await app.register(fileRoutes, { conversion: links.conversion, readRules: links.fileReadRules });
  await app.register(workflowRoutes);
  await app.register(searchRoutes);
  await app.register(assistantRoutes);
  await app.register(messageRoutes);
  await app.register(notifyRoutes, { mailLinks: { view: viewMailLink, decide: decideWithMailLink } });
  await app.register(homeRoutes);
  await app.register(formRoutes);
  await app.register(signingRoutes, { stepNames: nodeNamer });
  await app.register(sealRoutes);
  await app.register(authorizationRoutes, { startRight: hasStartRight });
  await app.register(printRoutes);
  await app.register(mailRoutes, { readRules: links.fileReadRules });
  await app.register(departureRoutes);
  await app.register(auditRoutes);
  await app.register(setupRoutes);
  // issue 30: the administrators' users
  await app.register(adminUserRoutes);

  await app.register(opsRoutes);
  // issue 30 part 1: organisation, posts, roles and menu grants administration
  await app.register(adminOrgRoutes);
  await app.register(menuGrantRoutes);

  await registerPortal(app, deps.config.staticDir);
  return app;
}

/** The built portal under /front/: hashed files cached for a year, index.html for every app path. */
async function registerPortal(app: FastifyInstance, staticDir: string): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/front/',
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  const sendIndex = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    if (!built) return reply.status(503).type('text/plain').send('The portal is not built: run npm run build');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  app.get('/', { config: { public: true } }, async (_req, reply) => reply.redirect('/front/'));
  app.get('/front', { config: { public: true } }, async (_req, reply) => reply.redirect('/front/'));
  app.get('/front/', { config: { public: true } }, sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // history fallback: an app path (not a missing asset) gets the page, the router shows /404 itself
    if (request.method === 'GET' && url.startsWith('/front/') && !/\.[a-z0-9]+$/i.test(url)) return sendIndex(request, reply);
    return routeNotFound(request, reply);
  });
}
