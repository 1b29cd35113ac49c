import type { FastifyInstance } from 'fastify';
import { ANALYTICS_CALLS as A } from '../../../../contract/analytics.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as analytics from './service.js';

/** Process analytics for process administrators (issue 17). */
export default async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, A.definitions, async (request) => ok(await analytics.definitions(db, caller(request))));
  route(app, A.summary, async (request) => ok(await analytics.summary(db, caller(request), request.body, analytics.timeZoneOf(app.deps))));
  route(app, A.setTarget, async (request) => ok(await analytics.setTarget(db, caller(request), request.body)));
  route(app, A.rebuild, async (request) => ok(await analytics.requestRebuild(db, caller(request), request.body)));
}
