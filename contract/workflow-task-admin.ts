import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, QueryBody } from './common.js';
import { TaskPage, TaskRow } from './workflow.js';

/** Admin operations on open tasks (spec 02 §7 handlerTypes, setTaskExecutors, task list). */

export const HandlerType = Type.Object({ type: Type.String(), name: Type.String() });
export type HandlerType = Static<typeof HandlerType>;

/** The kinds of handler rules handlerTypes lists (the rules a node names its approvers by). */
export const HANDLER_TYPES = ['user', 'role', 'org', 'orgLeader', 'initiator', 'initiatorLeader', 'field'] as const;
export type HandlerTypeName = (typeof HANDLER_TYPES)[number];
/** The handler types whose choice names something: users (userIds), roles and departments by id, form fields by name (refs). */
export const HANDLER_TYPES_WITH_REFS: readonly HandlerTypeName[] = ['role', 'org', 'orgLeader', 'field'];

/**
 * An admin gives an open task to other users (the piece of work is re-offered to them), chosen by a handler type
 * (issue 29 item 20): user (default) names them in userIds; role and org give the members of the roles or departments
 * in refs (ids), orgLeader their leaders; initiator and initiatorLeader the instance's initiator or his leader; field the
 * users the instance's form fields named in refs hold.
 */
export const SetExecutorsBody = Type.Object({
  taskId: Key(),
  handlerType: Type.Optional(Type.Enum(HANDLER_TYPES)),
  userIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 50 })),
  refs: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { minItems: 1, maxItems: 50 })),
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
