import type { FastifyInstance } from 'fastify';
import { URGING_CALLS as U } from '../../../../contract/workflow-urging.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as urging from './service.js';

/** Urging the assignee of an open task, and the receipts of circulated copies. */
export default async function urgingRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  route(app, U.urge, async (request) => ok(await urging.urge(deps, caller(request), request.body)));
  route(app, U.state, async (request) => ok(await urging.urgeState(db, caller(request), request.query.instId)));
  route(app, U.receipts, async (request) => ok(await urging.ccReceipts(db, caller(request), request.query.instId)));
}
