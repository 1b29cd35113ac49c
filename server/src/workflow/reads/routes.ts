import type { FastifyInstance } from 'fastify';
import { READ_CALLS as R } from '../../../../contract/workflow-reads.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { listReads, recordRead } from './service.js';
import { caller } from '../caller.js';

/** Read records (spec 02 §7 getByRecordInstId): who opened an instance's approval form. */
export default async function readRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, R.add, async (request) => ok(await recordRead(db, caller(request), request.query)));
  route(app, R.list, async (request) => ok(await listReads(db, caller(request), request.body)), { preValidation: emptyBodyAsObject });
}
