import type { FastifyInstance } from 'fastify';
import { AGENT_CALLS as A } from '../../../../contract/workflow-agents.js';
import { currentUser } from '../../lib/context.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as agents from './service.js';

/** Agents (spec 02 §7 "Flow model"). */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, A.save, async (request) => ok(await agents.save(db, currentUser(request), request.body)));
  route(app, A.list, async (request) => ok(await agents.page(db, currentUser(request), request.body, request.query.isMgr)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, A.get, async (request) => ok(await agents.get(db, currentUser(request), request.query.id)));
  route(app, A.remove, async (request) => ok(await agents.remove(db, currentUser(request), request.query.ids)));
}
