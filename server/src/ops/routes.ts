import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPS_CALLS } from '../../../contract/ops.js';
import { AppError } from '../lib/errors.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { readiness } from './service.js';

/** /health, /ready and /metrics: what the company's load balancer and monitoring ask. */
export default async function opsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;

  route(app, OPS_CALLS.health, async () => ok('up'));

  route(app, OPS_CALLS.ready, async (request) => {
    const state = await readiness(app.deps, request.log);
    if (state.ready) return ok(state);
    throw new AppError(503, 'ops.notReady', { problems: state.problems.join('; ') }, state);
  });

  route(app, OPS_CALLS.metrics, async (request, reply) => {
    if (!metricsAllowed(request, config.trustProxy, config.metricsAllow, config.metricsToken))
      throw new AppError(403, 'ops.metricsForbidden');
    const registry = app.metrics.registry;
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * An address of the allow-list (exact, or a `/prefix` range of IPv4), or the bearer token when one is set. Which
 * address: with TRUST_PROXY a list of proxies, Fastify's `request.ip` (X-Forwarded-For believed only as far as those
 * proxies sent it); with TRUST_PROXY=true (every hop trusted) any client can write that header, so the socket's own
 * address decides (issue 27 item 12).
 */
function metricsAllowed(
  request: FastifyRequest,
  trustProxy: boolean | string,
  allow: readonly string[],
  token: string | undefined,
): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer && bearer.length === token.length && crypto.timingSafeEqual(Buffer.from(bearer), Buffer.from(token))) return true;
  const ip = (trustProxy === true ? (request.socket.remoteAddress ?? '') : request.ip).replace(/^::ffff:/, '');
  return allow.some((entry) => entry === ip || inRange(ip, entry));
}

function inRange(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  if (!bits || !/^\d+\.\d+\.\d+\.\d+$/.test(ip) || !/^\d+\.\d+\.\d+\.\d+$/.test(base!)) return false;
  const n = (a: string) => a.split('.').reduce((s, p) => s * 256 + Number(p), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(n(ip) / size) === Math.floor(n(base!) / size);
}
