import type { FastifyInstance } from 'fastify';
import { DELIVERY_CALLS as D } from '../../../../contract/workflow-deliveries.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as deliveries from './service.js';

/** Messages and signals delivered to waiting instances (issue 15). */
export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  route(app, D.deliverMessage, async (request) => ok(await deliveries.deliverMessage(app.deps, caller(request), request.body)));
}
