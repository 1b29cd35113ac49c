import { Type, type Static } from 'typebox';
import { OptionalKey } from './common.js';
import { ownedRowCalls, Time } from './workflow.js';

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
export const ApprovalItemSaveBody = Type.Object({
  id: OptionalKey(),
  expression: Type.String({ minLength: 1, maxLength: 500 }),
  sort: Type.Optional(Type.Integer()),
  /** false (shared) only for admins; default true */
  isPersonal: Type.Optional(Type.Boolean()),
});
export type ApprovalItemSaveBody = Static<typeof ApprovalItemSaveBody>;

const ITEM = '/flow/approvalItem/v1';

/**
 * list: isPersonal=true, the caller's own words and the shared ones; otherwise the shared ones only.
 * save: answers the id of the saved word.
 */
export const APPROVAL_ITEM_CALLS = ownedRowCalls(ITEM, {
  list: 'listJson',
  flag: 'isPersonal',
  remove: 'remove',
  row: ApprovalItemRow,
  save: ApprovalItemSaveBody,
  saved: Type.String(),
});

/** The page the list answers. */
export const ApprovalItemPage = APPROVAL_ITEM_CALLS.list.answer;
