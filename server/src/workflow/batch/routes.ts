import type { FastifyInstance } from 'fastify';
import { BATCH_CALLS as B } from '../../../../contract/workflow-batch.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { batchApprove } from './service.js';
import { checkBatch } from './check-service.js';

/** Batch approve from the to-do list. */
export default async function batchRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  route(app, B.check, async (request) => ok(await checkBatch(deps, caller(request), request.body.taskIds)));
  route(app, B.approve, async (request) => ok(await batchApprove(deps, caller(request), request.body)));
}
