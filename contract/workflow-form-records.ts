import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable, OptionalKey, PageResult, QueryBody } from './common.js';
import { FormFieldDef, IdsQuery, InstanceRecordFields, RecordTaskFields, Time } from './workflow.js';

/** Saving a task's form without completing it, and the records of what each save changed (spec 02 §7 saveFormData, boDataModifyRecord). */

/** Save the form of an open task without completing it (writable fields only). */
export const SaveFormDataBody = Type.Object({
  taskId: Key(),
  formData: Type.Record(Type.String(), Type.Unknown()),
  formDataVersion: Type.Optional(Type.Integer()),
  leaderId: OptionalKey(),
});
export type SaveFormDataBody = Static<typeof SaveFormDataBody>;

export const FormRecordRow = Type.Object({
  ...InstanceRecordFields,
  ...RecordTaskFields,
  /** the request's title (null: the instance is gone) */
  subject: Nullable(Type.String()),
  /** the step's name in the reader's language */
  nodeName: Nullable(Type.String()),
  version: Type.Integer(),
  /** field -> {from, to} */
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
  /** the changed fields as the form shows them (labels, options in the reader's language), in the form's order */
  fields: Type.Array(FormFieldDef),
  createTime: Time,
});
export type FormRecordRow = Static<typeof FormRecordRow>;
export const FormRecordPage = PageResult(FormRecordRow);
export type FormRecordPage = Static<typeof FormRecordPage>;

/** Filterable properties of the record list; the instance only by EQUAL (each one named is checked). */
export const FORM_RECORD_FILTERS = ['instId', 'procInstId', 'userName', 'nodeId', 'createTime'] as const;

export const FORM_RECORD_CALLS = {
  /** Saves the writable fields of the caller's task; answers the new form data version. */
  save: call({
    method: 'POST',
    path: '/runtime/task/v1/saveFormData',
    body: SaveFormDataBody,
    answer: Type.Object({ formDataVersion: Type.Integer() }),
  }),
  /** The records of the instances named (querys instId EQUAL, each readable); without one, the caller's own (an admin's: all). */
  list: call({ method: 'POST', path: '/runtime/boDataModifyRecord/v1/listJson', body: QueryBody, answer: FormRecordPage }),
  /** Refused to everyone (403, nothing deleted): the records are an audit trail (issue 29 item 12). */
  remove: call({ method: 'DELETE', path: '/runtime/boDataModifyRecord/v1/remove', query: IdsQuery, answer: Type.Integer() }),
};
