import type { FastifyRequest } from 'fastify';

/** List calls may come without a body (all defaults); validation then sees `{}` instead of nothing. */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
