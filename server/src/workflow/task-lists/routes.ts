import type { FastifyInstance } from 'fastify';
import { LIST_CALLS as L } from '../../../../contract/workflow-lists.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import type { InstanceTabName } from './repo-instances.js';
import type { TaskTabName } from './repo-tasks.js';
import { caller } from '../caller.js';
import * as lists from './service.js';

const TASK_LISTS = [
  [L.todo, 'todo'],
  [L.flowTodo, 'todo'],
  [L.leaderTodo, 'leaderTodo'],
  [L.done, 'done'],
  [L.leaderDone, 'leaderDone'],
  [L.myDelegate, 'myDelegate'],
  [L.agentAuto, 'agentAuto'],
] as const satisfies ReadonlyArray<readonly [unknown, TaskTabName]>;

const INSTANCE_LISTS = [
  [L.processOverview, 'processOverview'],
  [L.myCollection, 'myCollection'],
  [L.myDraft, 'myDraft'],
  [L.ciculated, 'ciculated'],
  [L.received, 'received'],
  [L.myRequest, 'myRequest'],
] as const satisfies ReadonlyArray<readonly [unknown, InstanceTabName]>;

/** The tabs of the task list screen and their classification trees; a list call without a body takes the defaults. */
export default async function taskListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const empty = { preValidation: emptyBodyAsObject };
  for (const [spec, tab] of TASK_LISTS)
    route(app, spec, async (request) => ok(await lists.tasks(db, caller(request), tab, request.body)), empty);
  for (const [spec, tab] of INSTANCE_LISTS)
    route(app, spec, async (request) => ok(await lists.instances(db, caller(request), tab, request.body)), empty);
  route(app, L.taskTypeTree, async (request) => ok(await lists.typeTree(db, caller(request), request.body)));
  route(app, L.instanceTypeTree, async (request) => ok(await lists.typeTree(db, caller(request), request.body)));
}
