import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { PageResult, QueryBody } from './common.js';
import { IdsQuery, Nullable, Time, TypeTree } from './workflow.js';

/** Engine failures recorded against an instance, for admins (spec 02 §7 "Exceptions"). */

export const TaskExceptionRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  subject: Type.String(),
  procDefName: Type.String(),
  typeId: Nullable(Type.String()),
  nodeId: Type.String(),
  nodeName: Type.String(),
  /** translated reason */
  message: Type.String(),
  code: Type.String(),
  createTime: Time,
});
export type TaskExceptionRow = Static<typeof TaskExceptionRow>;

/** Filterable and sortable properties of the exception list; others are refused (400). */
export const EXCEPTION_FILTERS = ['subject', 'procDefName', 'typeId', 'nodeName', 'code', 'createTime'] as const;

const BASE = '/runtime/bpmTaskException/v1';

export const EXCEPTION_CALLS = {
  list: call({ method: 'POST', path: `${BASE}/list`, body: QueryBody, answer: PageResult(TaskExceptionRow) }),
  /** The filtered list as CSV (raw answer). */
  export: call({ method: 'POST', path: `${BASE}/export`, body: QueryBody }),
  remove: call({ method: 'DELETE', path: `${BASE}/delete`, query: IdsQuery, answer: Type.Integer() }),
  /** The classification tree with the number of exceptions in each. */
  typeTree: call({ method: 'POST', path: `${BASE}/typeTree`, body: QueryBody, answer: TypeTree }),
};
