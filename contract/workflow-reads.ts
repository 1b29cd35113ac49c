import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, PageResult, QueryBody } from './common.js';
import { InstanceRecordFields, Nullable, RecordTaskFields, Time } from './workflow-shared.js';

// ---------------------------------------------------------------------------------------------
// Read records: who opened the approval form of an instance, when, at which node
// ---------------------------------------------------------------------------------------------

/** addReadRecord: the task whose form was opened, or (ours) the instance opened without a task. */
export const AddReadRecordQuery = Type.Object({
  taskId: Type.Optional(Key()),
  instId: Type.Optional(Key()),
});
export type AddReadRecordQuery = Static<typeof AddReadRecordQuery>;

/** Filter properties of getByRecordInstId; procInstId (EQUAL) names the instance. */
export const READ_RECORD_FILTER_PROPERTIES = [
  'procInstId',
  'instId',
  'taskId',
  'userId',
  'userName',
  'nodeId',
  'nodeName',
  'orgName',
  'readTime',
] as const;

export const ReadRecordRow = Type.Object({
  ...InstanceRecordFields,
  /** nodeId: the task's node; for an instance opened without a task, the nodes waiting then (comma separated) */
  ...RecordTaskFields,
  nodeName: Nullable(Type.String()),
  /** the reader's main organisation when reading */
  orgName: Nullable(Type.String()),
  readTime: Time,
  /** with params.distinct: how many times this reader opened the form */
  readCount: Type.Optional(Type.Integer()),
});
export type ReadRecordRow = Static<typeof ReadRecordRow>;
export const ReadRecordPage = PageResult(ReadRecordRow);
export type ReadRecordPage = Static<typeof ReadRecordPage>;

/** Read records (spec 02 §7 getByRecordInstId): who opened an instance's approval form. */
export const READ_CALLS = {
  /** the portal calls it once each time a form opens; ?instId is for forms opened without a task */
  add: call({ method: 'POST', path: '/runtime/task/v1/addReadRecord', query: AddReadRecordQuery, answer: ReadRecordRow }),
  /** QueryBody (querys procInstId EQUAL; params.distinct '1') */
  list: call({ method: 'POST', path: '/runtime/instance/v1/getByRecordInstId', body: QueryBody, answer: ReadRecordPage }),
} as const;
