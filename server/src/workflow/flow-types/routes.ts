import type { FastifyInstance } from 'fastify';
import { FLOW_TYPE_CALLS as T } from '../../../../contract/workflow-flow-types.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as types from './service.js';

/** The classification tree of flow types. */
export default async function flowTypeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, T.tree, async (request) => ok(await types.tree(db, caller(request))));
  route(app, T.save, async (request) => ok(await types.save(db, caller(request), request.body)));
  route(app, T.remove, async (request) => ok(await types.remove(db, caller(request), request.query.ids)));
}
