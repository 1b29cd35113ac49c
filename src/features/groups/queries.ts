import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addGroupUsers,
  getGroupUsers,
  queryGroups,
  removeGroups,
  removeGroupUsers,
  saveGroup,
  swapGroupUsers,
  type GroupSaveBody,
  type GroupSwapBody,
  type GroupUser,
} from '@/api/groups';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import { groupPickKeys } from '@/shared/ui/groupPickQuery';
import type { Paging } from '@/shared/ui/PagedTable';

/** Which groups a tab lists: the caller's own or the shared ones. */
export type GroupScope = 'mine' | 'shared';

/** Under the pickers' prefix, so a change here refreshes the group lists every picker shows. */
export const groupKeys = {
  all: groupPickKeys.all,
  lists: () => [...groupPickKeys.all, 'list'] as const,
  list: (scope: GroupScope, paging: Paging) => [...groupKeys.lists(), { scope, ...paging }] as const,
  members: (groupId: string) => [...groupPickKeys.all, 'members', { groupId, activeOnly: false }] as const,
};

export const groupQueries = {
  list: (scope: GroupScope, paging: Paging) =>
    queryOptions({
      queryKey: groupKeys.list(scope, paging),
      queryFn: () => queryGroups({ pageBean: { ...paging, showTotal: true }, querys: [{ property: 'shared', value: scope === 'shared' }] }),
    }),
  members: (groupId: string) => queryOptions({ queryKey: groupKeys.members(groupId), queryFn: () => getGroupUsers(groupId) }),
};

export const useSaveGroup = (onSaved?: () => void) =>
  useRefreshingMutation((body: GroupSaveBody) => saveGroup(body), [groupKeys.all], onSaved);

export const useRemoveGroup = (onRemoved?: (id: string) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeGroups([id]).then(() => id),
    onSuccess: (id) => {
      onRemoved?.(id);
      void client.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
};

/** A change of a group's members: the answer is the new member list, shown at once; the lists' counts are read again. */
function useMembersChange<V>(groupId: string, change: (v: V) => Promise<GroupUser[] | null>, onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (members) => {
      if (members) client.setQueryData(groupKeys.members(groupId), members);
      // the lists' counts and the pickers' member lists
      void client.invalidateQueries({ queryKey: groupKeys.all });
      onDone?.();
    },
  });
}

export const useAddMembers = (groupId: string, onAdded?: () => void) =>
  useMembersChange(groupId, (userIds: string[]) => addGroupUsers(groupId, userIds).then((a) => a.members), onAdded);

export const useRemoveMember = (groupId: string, onRemoved?: () => void) =>
  useMembersChange(groupId, (id: string) => removeGroupUsers([id]).then(() => null), onRemoved);

export const useSwapMembers = (groupId: string) =>
  useMembersChange(groupId, (body: Omit<GroupSwapBody, 'groupId'>) => swapGroupUsers({ ...body, groupId }));
