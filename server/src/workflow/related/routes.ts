import type { FastifyInstance } from 'fastify';
import { RELATED_CALLS as R } from '../../../../contract/workflow-related.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as related from './service.js';

/** "Related information" of an instance (spec 02 §7 getRelatedInformationById). */
export default async function relatedRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, R.get, async (request) => ok(await related.relatedInformation(db, caller(request), request.query.id)));
}
