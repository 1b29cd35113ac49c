import type { FastifyInstance } from 'fastify';
import { LIST_CALLS as L, TASK_ROW_TABS } from '../../../../contract/workflow-lists.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import type { TaskTabName } from './repo-tasks.js';
import { caller } from '../caller.js';
import * as lists from './service.js';

/** The tabs that list tasks, each served by the list call of its name; flowTodo lists the todo tab too. */
const TASK_LIST_TABS = [...TASK_ROW_TABS, 'agentAuto'] as const satisfies readonly TaskTabName[];

/** The tabs of the task list screen and their classification trees; a list call without a body takes the defaults. */
export default async function taskListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const empty = { preValidation: emptyBodyAsObject };
  for (const [spec, tab] of [...TASK_LIST_TABS.map((t) => [L[t], t] as const), [L.flowTodo, 'todo'] as const])
    route(app, spec, async (request) => ok(await lists.tasks(db, caller(request), tab, request.body)), empty);
  for (const tab of lists.INSTANCE_TABS)
    route(app, L[tab], async (request) => ok(await lists.instances(db, caller(request), tab, request.body)), empty);
  route(app, L.taskTypeTree, async (request) => ok(await lists.typeTree(db, caller(request), request.body)));
  route(app, L.instanceTypeTree, async (request) => ok(await lists.typeTree(db, caller(request), request.body)));
}
