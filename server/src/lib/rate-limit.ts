import type { FastifyRequest } from 'fastify';

/**
 * A per-user limit for a route (`config: { rateLimit: perUser(30) }`). It runs as a preHandler,
 * after the sign-in hook has set request.user, so colleagues behind one proxy address do not
 * share a budget.
 */
export function perUser(max: number, timeWindow = '1 minute') {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.user ? `u:${req.user.id}` : `ip:${req.ip}`),
  };
}
