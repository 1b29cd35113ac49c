import type { FastifyInstance } from 'fastify';
import { TASK_CALLS as T } from '../../../../contract/workflow-tasks.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { serveAll } from '../serve.js';
import * as tasks from './service.js';

/** Calls on one task: buttons, detail, complete, jumps, checks, locks, delegation. */
export default async function taskRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  serveAll(app, T, tasks, db, 'query', ['buttons', 'detail', 'checkAuth', 'isFirstNode', 'defStatus']);
  serveAll(app, T, tasks, db, 'body', ['afterJumpNodes']);
  serveAll(app, T, tasks, deps, 'body', ['complete', 'lock', 'delegate', 'withdrawAgent']);
  route(app, T.byInstId, async (request) => ok(await tasks.ofInstance(db, caller(request), request.query.instId)));
}
