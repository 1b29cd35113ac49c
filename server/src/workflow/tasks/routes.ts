import type { FastifyInstance } from 'fastify';
import { TASK_CALLS as T } from '../../../../contract/workflow-tasks.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as tasks from './service.js';

/** Calls on one task: buttons, detail, complete, jumps, checks, locks, delegation; each route bound to its own service function. */
export default async function taskRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  route(app, T.buttons, async (request) => ok(await tasks.buttons(db, caller(request), request.query)));
  route(app, T.detail, async (request) => ok(await tasks.detail(db, caller(request), request.query)));
  route(app, T.checkAuth, async (request) => ok(await tasks.checkAuth(db, caller(request), request.query)));
  route(app, T.isFirstNode, async (request) => ok(await tasks.isFirstNode(db, caller(request), request.query)));
  route(app, T.defStatus, async (request) => ok(await tasks.defStatus(db, caller(request), request.query)));
  route(app, T.byInstId, async (request) => ok(await tasks.ofInstance(db, caller(request), request.query.instId)));
  route(app, T.afterJumpNodes, async (request) => ok(await tasks.afterJumpNodes(db, caller(request), request.body)));
  route(app, T.complete, async (request) => ok(await tasks.complete(deps, caller(request), request.body)));
  route(app, T.lock, async (request) => ok(await tasks.lock(deps, caller(request), request.body)));
  route(app, T.delegate, async (request) => ok(await tasks.delegate(deps, caller(request), request.body)));
  route(app, T.withdrawAgent, async (request) => ok(await tasks.withdrawAgent(deps, caller(request), request.body)));
}
