import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { QueryBody } from './common.js';
import { IdsQuery, Time } from './workflow.js';

/** Common approval words (spec 02 §7 "Flow model"): the caller's own, and those an admin shares with everyone. */

export const ApprovalItemRow = Type.Object({
  id: Type.String(),
  expression: Type.String(),
  /** true: the caller's own; false: shared by an admin with everyone */
  isPersonal: Type.Boolean(),
  sort: Type.Integer(),
  createTime: Time,
});
export type ApprovalItemRow = Static<typeof ApprovalItemRow>;
export const ApprovalItemPage = Type.Object({
  rows: Type.Array(ApprovalItemRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const ApprovalItemSaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  expression: Type.String({ minLength: 1, maxLength: 500 }),
  sort: Type.Optional(Type.Integer()),
  /** false (shared) only for admins; default true */
  isPersonal: Type.Optional(Type.Boolean()),
});
export type ApprovalItemSaveBody = Static<typeof ApprovalItemSaveBody>;

const ITEM = '/flow/approvalItem/v1';

export const APPROVAL_ITEM_CALLS = {
  /** The id of the saved word. */
  save: call({ method: 'POST', path: `${ITEM}/save`, body: ApprovalItemSaveBody, answer: Type.String() }),
  /** isPersonal=true: the caller's own words and the shared ones; otherwise the shared ones only. */
  list: call({
    method: 'POST',
    path: `${ITEM}/listJson`,
    query: Type.Object({ isPersonal: Type.Optional(Type.Boolean()) }),
    body: QueryBody,
    answer: ApprovalItemPage,
  }),
  remove: call({ method: 'DELETE', path: `${ITEM}/remove`, query: IdsQuery, answer: Type.Integer() }),
};
