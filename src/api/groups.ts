import type { QueryBody } from '@contract/common';
import { GROUP_CALLS as G, type GroupRow, type GroupSaveBody, type GroupSwapBody, type GroupUser } from '@contract/groups';
import { send } from './call';
import type { RequestOptions } from './http';

export type { GroupRow, GroupSaveBody, GroupSwapBody, GroupUser };

/** Groups of the user centre (spec 02 §7 "Groups"): the caller's own and the shared ones, and their ordered members. */

export const queryGroups = (body: QueryBody, opts?: RequestOptions) => send(G.query, { body }, opts).then((a) => a.value);
export const saveGroup = (body: GroupSaveBody) => send(G.save, { body }).then((a) => a.value);
export const removeGroups = (ids: string[]) => send(G.remove, { query: { ids: ids.join(',') } }).then((a) => a.value);

/** A group's members in order; activeOnly: those who can act (what a picker adds). */
export const getGroupUsers = (groupId: string, activeOnly = false, opts?: RequestOptions) =>
  send(G.members, { query: activeOnly ? { groupId, activeOnly } : { groupId } }, opts).then((a) => a.value);
export const addGroupUsers = (groupId: string, userIds: string[]) =>
  send(G.addMembers, { body: { groupId, userIds } }).then((a) => a.value);
export const removeGroupUsers = (ids: string[]) => send(G.removeMembers, { query: { ids: ids.join(',') } }).then((a) => a.value);
export const swapGroupUsers = (body: GroupSwapBody) => send(G.swap, { body }).then((a) => a.value);
