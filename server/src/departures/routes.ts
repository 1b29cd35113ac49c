import type { FastifyInstance } from 'fastify';
import { DEPARTURE_CALLS as D } from '../../../contract/departures.js';
import { auditActor } from '../audit/index.js';
import { caller } from '../lib/context.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import * as departures from './service.js';

/** Someone leaves: the administrators' preview and confirm of the hand-over (issue 30 item 2). */
export default async function departureRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  route(app, D.preview, async (request) => ok(await departures.preview(deps, caller(request), request.body)));
  route(app, D.confirm, async (request) => ok(await departures.confirm(deps, caller(request), auditActor(request), request.body)));
}
