import type { FastifyInstance } from 'fastify';
import { URGENT_CALLS as U } from '../../../../contract/workflow-urgent.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as urgent from './service.js';

/** The urgent state of an instance (spec 02 §7 getUrgentStateConf, getUrgrntById, setUrgentState). */
export default async function urgentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, U.levels, async (request) => ok(urgent.levels(caller(request))));
  route(app, U.byId, async (request) => ok(await urgent.urgentStateOf(db, caller(request), request.body.id)));
  route(app, U.set, async (request) => ok(await urgent.setUrgentState(db, caller(request), request.body)));
}
