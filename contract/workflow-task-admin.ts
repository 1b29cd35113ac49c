import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, QueryBody } from './common.js';
import { TaskPage, TaskRow } from './workflow.js';

/** Admin operations on open tasks (spec 02 §7 handlerTypes, setTaskExecutors, task list). */

export const HandlerType = Type.Object({ type: Type.String(), name: Type.String() });
export type HandlerType = Static<typeof HandlerType>;

/** An admin gives an open task to other users (the piece of work is re-offered to them). */
export const SetExecutorsBody = Type.Object({
  taskId: Key(),
  userIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 50 }),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SetExecutorsBody = Static<typeof SetExecutorsBody>;

const BASE = '/runtime/task/v1';

export const TASK_ADMIN_CALLS = {
  /** The kinds of handler rules, with translated names. */
  handlerTypes: call({ method: 'GET', path: `${BASE}/handlerTypes`, answer: Type.Array(HandlerType) }),
  /** Answers the instance's open tasks after the change. */
  setExecutors: call({ method: 'POST', path: `${BASE}/setTaskExecutors`, body: SetExecutorsBody, answer: Type.Array(TaskRow) }),
  /** Every open task. */
  list: call({ method: 'POST', path: `${BASE}/list`, body: QueryBody, answer: TaskPage }),
};
