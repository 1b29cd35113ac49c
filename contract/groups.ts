import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable, OptionalKey, PageResult, QueryBody } from './common.js';

/**
 * Groups (spec 02 §7 "Groups"): named, ordered lists of colleagues used wherever people are picked. A group is
 * personal (its owner's: only the owner sees and changes it) or shared (no owner: everyone sees it, admins change it).
 */

/** The most members one group holds, and the most people one saveJson adds. */
export const GROUP_MEMBER_LIMIT = 500;
/** A group's code: letters, digits, dot, dash and underscore. */
export const GROUP_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';

export const GroupRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  /** true: a company group (no owner); false: the caller's own */
  shared: Type.Boolean(),
  ownerId: Nullable(Type.String()),
  memberCount: Type.Integer(),
  /** members who can no longer sign in (left out when the group is expanded into people) */
  inactiveCount: Type.Integer(),
  /** the caller may change it: its owner, or an admin for a shared one */
  canEdit: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type GroupRow = Static<typeof GroupRow>;

export const GroupSaveBody = Type.Object({
  /** none: a new group */
  id: OptionalKey(),
  /** unique among the owner's groups (or the shared ones); made up when left empty */
  code: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  /** only when created, and only by admins: a company group */
  shared: Type.Optional(Type.Boolean()),
});
export type GroupSaveBody = Static<typeof GroupSaveBody>;

/** A member of a group, in the group's order. */
export const GroupUser = Type.Object({
  /** the member row's id (remove and swap name it) */
  id: Type.String(),
  groupId: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  /** the member's main department */
  orgName: Nullable(Type.String()),
  /** false: the user was deactivated (or left) after joining; skipped when the group is expanded */
  active: Type.Boolean(),
  /** 0-based position in the group */
  sort: Type.Integer(),
});
export type GroupUser = Static<typeof GroupUser>;

export const GroupUsersQuery = Type.Object({
  groupId: Key(),
  /** true: only the members who can act (what a picker adds) */
  activeOnly: Type.Optional(Type.Boolean()),
});

export const GroupUsersSaveBody = Type.Object({
  groupId: Key(),
  userIds: Type.Array(Key(), { minItems: 1, maxItems: GROUP_MEMBER_LIMIT }),
});
export type GroupUsersSaveBody = Static<typeof GroupUsersSaveBody>;

/**
 * Reorders one member, in one transaction holding the group's lock, so concurrent reorders never lose or repeat
 * a member: `targetId` swaps the two members' places; `position` (0-based) moves the member there.
 */
export const GroupSwapBody = Type.Object({
  groupId: Key(),
  id: Key(),
  targetId: OptionalKey(),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: GROUP_MEMBER_LIMIT })),
});
export type GroupSwapBody = Static<typeof GroupSwapBody>;

const GroupIdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 8000, description: 'comma separated' }) });

const GROUP = '/uc/ucGroup/v1';
const GROUP_USER = '/uc/ucGroupUser/v1';

export const GROUP_CALLS = {
  /** The caller's groups and the shared ones; querys on name, code, description, shared. */
  query: call({ method: 'POST', path: `${GROUP}/query`, body: QueryBody, answer: PageResult(GroupRow) }),
  save: call({ method: 'POST', path: `${GROUP}/save`, body: GroupSaveBody, answer: GroupRow }),
  /** Answers how many groups went; a group the caller may not change is refused (403). */
  remove: call({ method: 'DELETE', path: `${GROUP}/remove`, query: GroupIdsQuery, answer: Type.Integer() }),
  members: call({ method: 'POST', path: `${GROUP_USER}/getGroupUsers`, query: GroupUsersQuery, answer: Type.Array(GroupUser) }),
  /** Removes member rows (ids of getGroupUsers); answers how many went. */
  removeMembers: call({ method: 'DELETE', path: `${GROUP_USER}/remove`, query: GroupIdsQuery, answer: Type.Integer() }),
  /** Adds people at the end, in the order given; people already in the group are left where they are. */
  addMembers: call({
    method: 'POST',
    path: `${GROUP_USER}/saveJson`,
    body: GroupUsersSaveBody,
    answer: Type.Object({ added: Type.Integer(), members: Type.Array(GroupUser) }),
  }),
  /** Answers the members in their new order. */
  swap: call({ method: 'POST', path: `${GROUP_USER}/swap`, body: GroupSwapBody, answer: Type.Array(GroupUser) }),
};
