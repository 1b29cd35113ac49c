import type { FastifyInstance } from 'fastify';
import { TASK_TOOL_CALLS as T } from '../../../../contract/workflow-task-tools.js';
import { route } from '../../lib/route.js';
import { ok } from '../../lib/reply.js';
import { caller } from '../caller.js';
import * as tools from './service.js';

/** Approval tools on one task: options, preview and run (reject anywhere, transfer, add-sign). */
export default async function taskToolRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  route(app, T.options, async (request) => ok(await tools.options(deps.db, caller(request), request.query)));
  route(app, T.preview, async (request) => ok(await tools.preview(deps, caller(request), request.body)));
  route(app, T.run, async (request) => ok(await tools.run(deps, caller(request), request.body)));
}
