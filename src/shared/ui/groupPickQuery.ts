import { queryOptions } from '@tanstack/react-query';
import { getGroupUsers, queryGroups } from '@/api/groups';

/** The groups a picker offers (the caller's own, then the shared ones), and a group's active members in its order. */

const silent = { silent: true };
// a person has tens of groups, not hundreds
const PICK_GROUPS = { pageBean: { page: 1, pageSize: 200 } };

export const groupPickKeys = {
  all: ['uc', 'groups'] as const,
  list: () => [...groupPickKeys.all, 'pick'] as const,
  members: (groupId: string, activeOnly: boolean) => [...groupPickKeys.all, 'members', { groupId, activeOnly }] as const,
};

export const groupPickQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: groupPickKeys.list(),
    queryFn: async () => (await queryGroups(PICK_GROUPS, silent)).rows,
    enabled,
    staleTime: 30_000,
  });

/** A group's members; `activeOnly` for expanding a group into people (deactivated members left out). */
export const groupMembersQuery = (groupId: string | null, activeOnly: boolean) =>
  queryOptions({
    queryKey: groupPickKeys.members(groupId ?? '', activeOnly),
    queryFn: () => getGroupUsers(groupId!, activeOnly, silent),
    enabled: groupId !== null,
  });
