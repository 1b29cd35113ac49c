import type { FastifyInstance } from 'fastify';
import { AGENT_CALLS as A } from '../../../../contract/workflow-agents.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as agents from './service.js';

/** Agents (spec 02 §7 "Flow model"). */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, A.save, async (request) => ok(await agents.save(db, caller(request), request.body)));
  route(app, A.get, async (request) => ok(await agents.get(db, caller(request), request.query)));
  route(app, A.remove, async (request) => ok(await agents.remove(db, caller(request), request.query)));
  route(app, A.list, async (request) => ok(await agents.page(db, caller(request), request.body, request.query.isMgr)), {
    preValidation: emptyBodyAsObject,
  });
}
