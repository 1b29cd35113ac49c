import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, OptionalKey, PageResult, QueryBody } from './common.js';
import { InstanceRecordFields, Nullable, Time } from './workflow.js';

/** Who printed an instance's form, with which template (spec 02 §7 "Print records"). */

export const PrintRecordRow = Type.Object({
  ...InstanceRecordFields,
  nodeId: Nullable(Type.String()),
  templateId: Nullable(Type.String()),
  templateName: Nullable(Type.String()),
  createTime: Time,
  /** the printed document, when the server printed it (wordPrint, batch print) */
  fileId: Type.Optional(Nullable(Type.String())),
  /** print, download or batch (a batch print); printLog records print */
  purpose: Type.Optional(Type.String()),
});
export type PrintRecordRow = Static<typeof PrintRecordRow>;
export const PrintLogBody = Type.Object({
  procInstId: Key(),
  nodeId: OptionalKey(128),
  templateId: OptionalKey(),
  templateName: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PrintLogBody = Static<typeof PrintLogBody>;
export const PrintRecordQuery = Type.Object({
  procInstId: Key(),
  nodeId: OptionalKey(128),
});
export type PrintRecordQuery = Static<typeof PrintRecordQuery>;

/** Filterable properties of the print record query; others are refused (400). */
export const PRINT_RECORD_FILTERS = ['procInstId', 'templateName', 'userName', 'createTime'] as const;

export const PRINT_RECORD_CALLS = {
  /** The records of an instance the caller may read, newest first (path spelled as the spec). */
  byInstance: call({
    method: 'GET',
    path: '/runtime/bmpPrintRecord/v1/getByProInstId',
    query: PrintRecordQuery,
    answer: Type.Array(PrintRecordRow),
  }),
  /** A page of the caller's own records (an admin's: everyone's). */
  query: call({ method: 'POST', path: '/runtime/bpmPrintRecord/v1/query', body: QueryBody, answer: PageResult(PrintRecordRow) }),
  /** Records that the caller printed the instance's form. */
  log: call({ method: 'POST', path: '/runtime/bpmPrintRecord/v1/printLog', body: PrintLogBody, answer: PrintRecordRow }),
};
