import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { InstancePage, TaskListBody, TaskPage, TASK_TABS, TypeTree, TypeTreeBody } from '../../../../contract/workflow.js';
import { ok } from '../../lib/reply.js';
import { listTasks, taskTypeTree, type TaskTabName } from '../lists/tasks.js';
import { instanceTypeTree, listInstances, type InstanceTabName } from '../lists/instances.js';
import { answers, caller } from './shared.js';

const TASK_LIST_PATHS: [string, TaskTabName][] = [
  ['/runtime/task/v1/getTodoList', 'todo'],
  ['/flow/todo', 'todo'],
  ['/runtime/task/v1/getLeaderTodoList', 'leaderTodo'],
  ['/runtime/task/v1/getDoneList', 'done'],
  ['/runtime/task/v1/getLeaderDoneList', 'leaderDone'],
  ['/runtime/task/v1/getDelegateList', 'myDelegate'],
  ['/runtime/task/v1/getAgentAutoList', 'agentAuto'],
];

const INSTANCE_LIST_PATHS: [string, InstanceTabName][] = [
  ['/runtime/instance/v1/getOverviewList', 'processOverview'],
  ['/runtime/instance/v1/getCollectionList', 'myCollection'],
  ['/runtime/instance/v1/getMyDraftList', 'myDraft'],
  ['/runtime/instance/v1/getCirculatedList', 'ciculated'],
  ['/runtime/instance/v1/getReceivedList', 'received'],
  ['/runtime/instance/v1/getMyRequestList', 'myRequest'],
];

const TASK_TAB_SET = new Set<string>(['todo', 'leaderTodo', 'done', 'leaderDone', 'myDelegate']);
const TAB_FOR_INSTANCE = new Set<string>(TASK_TABS.filter((t) => !TASK_TAB_SET.has(t)));

/** The tabs of the task list screen and their classification trees. */
export default async function taskListRoutes(app: FastifyInstance): Promise<void> {
  for (const [url, tab] of TASK_LIST_PATHS) {
    app.post(url, { schema: { body: Type.Optional(TaskListBody), response: answers(TaskPage) } }, async (request) => {
      const c = caller(request);
      return ok(await listTasks(app.deps.db, c.user, c.lang, tab, request.body as TaskListBody | undefined));
    });
  }
  for (const [url, tab] of INSTANCE_LIST_PATHS) {
    app.post(url, { schema: { body: Type.Optional(TaskListBody), response: answers(InstancePage) } }, async (request) => {
      const c = caller(request);
      return ok(await listInstances(app.deps.db, c.user, c.lang, tab, request.body as TaskListBody | undefined));
    });
  }
  const tree = async (body: TypeTreeBody, request: Parameters<typeof caller>[0]) => {
    const c = caller(request);
    if (TASK_TAB_SET.has(body.tab)) return ok(await taskTypeTree(app.deps.db, c.user, c.lang, body.tab as TaskTabName, body));
    if (TAB_FOR_INSTANCE.has(body.tab)) return ok(await instanceTypeTree(app.deps.db, c.user, c.lang, body.tab as InstanceTabName, body));
    return ok({ nodes: [], counts: {}, total: 0 });
  };
  app.post('/runtime/task/v1/typeTree', { schema: { body: TypeTreeBody, response: answers(TypeTree) } }, async (request) =>
    tree(request.body as TypeTreeBody, request),
  );
  app.post('/runtime/instance/v1/typeTree', { schema: { body: TypeTreeBody, response: answers(TypeTree) } }, async (request) =>
    tree(request.body as TypeTreeBody, request),
  );
}
