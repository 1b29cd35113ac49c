import type { FastifyInstance } from 'fastify';
import { TASK_ADMIN_CALLS as T } from '../../../../contract/workflow-task-admin.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as admin from './service.js';

/** Admin operations on open tasks (spec 02 §7 handlerTypes, setTaskExecutors, task list). */
export default async function taskAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, T.handlerTypes, async (request) => ok(admin.handlerTypes(caller(request))));
  route(app, T.setExecutors, async (request) => ok(await admin.setExecutors(deps, caller(request), request.body)));
  route(app, T.list, async (request) => ok(await admin.allOpenTasks(deps.db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
}
