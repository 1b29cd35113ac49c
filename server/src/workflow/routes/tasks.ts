import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ApprovalState,
  CompleteBody,
  CompleteResult,
  DefStatusValue,
  DelegateBody,
  InstIdQuery,
  JumpNode,
  JumpNodesBody,
  LockBody,
  OpinionRow,
  SaveOpinionBody,
  TaskDetail,
  TaskQuery,
  TaskRow,
  WithdrawAgentBody,
} from '../../../../contract/workflow.js';
import { ok } from '../../lib/reply.js';
import { nodesAfter } from '../definitions/model.js';
import { defById } from '../definitions/repo.js';
import { wfError } from '../messages.js';
import { instanceForRead } from '../instances/access.js';
import { openTasksOf, taskRowById } from '../lists/tasks.js';
import { instanceOpinions } from '../opinions/list.js';
import { taskForRead } from '../tasks/access.js';
import { completeTask } from '../tasks/complete.js';
import { afterJumpNodes, approvalState, loadTaskContext, taskDetail } from '../tasks/detail.js';
import { delegateTask, lockTask, withdrawDelegation } from '../tasks/handover.js';
import { answers, caller } from './shared.js';

const LockResult = Type.Object({ lockStatus: Type.Integer() });

/** Calls on one task: buttons, detail, complete, jumps, checks, locks, delegation, saved opinions. */
export default async function taskRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;

  app.get(
    '/runtime/task/v1/getButtonsBytaskId',
    { schema: { querystring: TaskQuery, response: answers(ApprovalState) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as TaskQuery;
      return ok(await approvalState(deps.db, c.user, c.lang, q.taskId, q.leaderId));
    },
  );

  app.get('/runtime/task/v1/taskDetailBo', { schema: { querystring: TaskQuery, response: answers(TaskDetail) } }, async (request) => {
    const c = caller(request);
    const q = request.query as TaskQuery;
    return ok(await taskDetail(deps.db, c.user, c.lang, q.taskId, q.leaderId));
  });

  app.post('/runtime/task/v1/complete', { schema: { body: CompleteBody, response: answers(CompleteResult) } }, async (request) => {
    const c = caller(request);
    return ok(await completeTask(deps, c.user, c.lang, request.body as CompleteBody));
  });

  app.post(
    '/runtime/task/v1/getAfterJumpNodes',
    { schema: { body: JumpNodesBody, response: answers(Type.Array(JumpNode)) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { taskId: string; actionName?: string; formData?: Record<string, unknown> };
      return ok(await afterJumpNodes(deps.db, c.user, b.taskId, b.actionName, b.formData, c.lang));
    },
  );

  /** True when the caller may act on the task now; 403/404 when it is not the caller's at all. */
  app.get('/runtime/task/v1/checkTaskAuth', { schema: { querystring: TaskQuery, response: answers(Type.Boolean()) } }, async (request) => {
    const c = caller(request);
    const q = request.query as TaskQuery;
    const { task, access } = await taskForRead(deps.db, c.user, q.taskId, q.leaderId);
    return ok(task.status === 'todo' && (access === 'assignee' || access === 'secretary'));
  });

  app.get(
    '/runtime/task/v1/taskIsFirstNode',
    { schema: { querystring: TaskQuery, response: answers(Type.Boolean()) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as TaskQuery;
      const { task, def } = await loadTaskContext(deps.db, c.user, q.taskId, q.leaderId);
      return ok(task.is_start || nodesAfter(def.model, def.model.startId).some((n) => n.id === task.node_id));
    },
  );

  app.get(
    '/runtime/task/v1/getBpmTaskByInstId',
    { schema: { querystring: InstIdQuery, response: answers(Type.Array(TaskRow)) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(deps.db, c.user, (request.query as { instId: string }).instId);
      return ok(await openTasksOf(deps.db, c.user, c.lang, inst.id));
    },
  );

  app.post('/runtime/task/v1/lock', { schema: { body: LockBody, response: answers(LockResult) } }, async (request) => {
    const c = caller(request);
    return ok(await lockTask(deps, c.user, c.lang, request.body as Parameters<typeof lockTask>[3]));
  });

  app.post('/runtime/task/v1/agentToTina', { schema: { body: DelegateBody, response: answers(TaskRow) } }, async (request) => {
    const c = caller(request);
    const { taskId } = await delegateTask(deps, c.user, c.lang, request.body as { taskId: string; agentId: string; opinion?: string });
    return ok((await taskRowById(deps.db, c.user, c.lang, taskId))!);
  });

  app.post('/runtime/task/v1/withdrawAgent', { schema: { body: WithdrawAgentBody, response: answers(TaskRow) } }, async (request) => {
    const c = caller(request);
    const { taskId } = await withdrawDelegation(deps, c.user, c.lang, (request.body as { taskId: string }).taskId);
    return ok((await taskRowById(deps.db, c.user, c.lang, taskId))!);
  });

  const InstTaskQuery = Type.Object({
    instId: Type.String({ minLength: 1, maxLength: 64 }),
    taskId: Type.Optional(Type.String({ maxLength: 64 })),
  });

  app.get(
    '/runtime/task/v1/getDefStatus',
    { schema: { querystring: InstTaskQuery, response: answers(DefStatusValue) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as { instId: string; taskId?: string };
      const inst = await instanceForRead(deps.db, c.user, q.instId);
      const def = await defById(deps.db, inst.def_id);
      if (!def) throw wfError(404, 'def.notFound');
      let taskStatus: string | null = null;
      if (q.taskId) {
        const { task } = await taskForRead(deps.db, c.user, q.taskId);
        if (task.inst_id !== inst.id) throw wfError(404, 'task.notFound');
        taskStatus = task.status;
      }
      return ok({ defId: def.id, defKey: def.defKey, status: def.status, isMain: def.isMain, instStatus: inst.status, taskStatus });
    },
  );

  const SavedQuery = Type.Object({
    instId: Type.String({ minLength: 1, maxLength: 64 }),
    taskId: Type.String({ minLength: 1, maxLength: 64 }),
  });
  app.get(
    '/runtime/task/v1/getBpmSaveOpinionByTeam',
    { schema: { querystring: SavedQuery, response: answers(Type.Union([Type.String(), Type.Null()])) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as { instId: string; taskId: string };
      const { task } = await taskForRead(deps.db, c.user, q.taskId);
      if (task.inst_id !== q.instId) throw wfError(404, 'task.notFound');
      const row = await deps.db
        .selectFrom('wf_saved_opinion')
        .select('opinion')
        .where('task_id', '=', task.id)
        .where('user_id', '=', c.user.id)
        .executeTakeFirst();
      return ok(row?.opinion ?? null);
    },
  );

  app.post(
    '/runtime/task/v1/createBpmSaveOpinion',
    { schema: { body: SaveOpinionBody, response: answers(Type.Boolean()) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { instId: string; taskId: string; opinion: string };
      const { task, access } = await taskForRead(deps.db, c.user, b.taskId);
      if (task.inst_id !== b.instId) throw wfError(404, 'task.notFound');
      if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
      if (access !== 'assignee') throw wfError(403, 'task.forbidden');
      await deps.db
        .insertInto('wf_saved_opinion')
        .values({ task_id: task.id, user_id: c.user.id, opinion: b.opinion })
        .onConflict((oc) => oc.column('task_id').doUpdateSet({ opinion: b.opinion, user_id: c.user.id, updated_at: new Date() }))
        .execute();
      return ok(true);
    },
  );

  const NodeQuery = Type.Object({
    instId: Type.String({ minLength: 1, maxLength: 64 }),
    nodeId: Type.String({ minLength: 1, maxLength: 128 }),
    defId: Type.Optional(Type.String({ maxLength: 64 })),
  });
  app.get(
    '/runtime/task/v1/nodeOpinion',
    { schema: { querystring: NodeQuery, response: answers(Type.Array(OpinionRow)) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as { instId: string; nodeId: string };
      const inst = await instanceForRead(deps.db, c.user, q.instId);
      return ok(await instanceOpinions(deps.db, c.lang, inst, q.nodeId));
    },
  );
}
