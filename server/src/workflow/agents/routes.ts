import type { FastifyInstance } from 'fastify';
import { AGENT_CALLS as A } from '../../../../contract/workflow-agents.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { serveAll } from '../serve.js';
import * as agents from './service.js';

/** Agents (spec 02 §7 "Flow model"). */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveAll(app, A, agents, db, 'body', ['save']);
  serveAll(app, A, agents, db, 'query', ['get', 'remove']);
  route(app, A.list, async (request) => ok(await agents.page(db, caller(request), request.body, request.query.isMgr)), {
    preValidation: emptyBodyAsObject,
  });
}
