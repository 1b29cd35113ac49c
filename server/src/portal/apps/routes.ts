import type { FastifyInstance } from 'fastify';
import { PORTAL_CALLS as P } from '../../../../contract/portal.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as apps from './service.js';
import { caller } from '../../lib/context.js';

/** The home page's application tiles and its layout. */
export default async function appRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, P.appsByFilter, async (request) => ok(await apps.pageApps(db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, P.appAuthList, async (request) => ok(await apps.authorisedApps(db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, P.homeLayout, async () => ok(await apps.homeLayout(db)));
}
