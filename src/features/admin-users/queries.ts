import { queryOptions } from '@tanstack/react-query';
import {
  confirmUserImport,
  getAdminUser,
  listAdminUsers,
  resetUserPassword,
  saveAdminUser,
  setAdminUserStatus,
  unlockAdminUser,
  type AdminUserQuery,
  type AdminUserSave,
  type AdminUserStatusChange,
} from '@/api/adminUsers';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import type { Paging } from '@/shared/ui/PagedTable';

export const adminUserKeys = {
  all: ['adminUsers'] as const,
  list: (filter: AdminUserFilter, paging: Paging) => [...adminUserKeys.all, 'list', { ...filter, ...paging }] as const,
  item: (id: string) => [...adminUserKeys.all, 'item', { id }] as const,
};

export interface AdminUserFilter {
  text: string;
  status: AdminUserQuery['status'] | '';
  orgId: string;
  sort: NonNullable<AdminUserQuery['sort']>;
  order: 'asc' | 'desc';
}

/** The list's filter as the list and the export send it. */
export const queryOf = (filter: AdminUserFilter): AdminUserQuery => ({
  ...(filter.text.trim() ? { text: filter.text.trim() } : {}),
  ...(filter.status !== '' && filter.status !== undefined ? { status: filter.status } : {}),
  ...(filter.orgId ? { orgId: filter.orgId } : {}),
  sort: filter.sort,
  order: filter.order,
});

export const adminUserQueries = {
  list: (filter: AdminUserFilter, paging: Paging) =>
    queryOptions({
      queryKey: adminUserKeys.list(filter, paging),
      queryFn: () => listAdminUsers({ ...queryOf(filter), pageBean: { page: paging.page, pageSize: paging.pageSize } }),
    }),
  // read afresh each time the dialog opens: the version it carries is what the save names
  item: (id: string) => queryOptions({ queryKey: adminUserKeys.item(id), queryFn: () => getAdminUser(id), staleTime: 0, gcTime: 0 }),
};

const REFRESH = [adminUserKeys.all] as const;

export const useSaveAdminUser = (onSaved?: (answer: Awaited<ReturnType<typeof saveAdminUser>>) => void) =>
  useRefreshingMutation((body: AdminUserSave) => saveAdminUser(body), REFRESH, onSaved);

export const useSetUserStatus = (onDone?: () => void) =>
  useRefreshingMutation((body: AdminUserStatusChange) => setAdminUserStatus(body), REFRESH, onDone);

export const useUnlockUser = (onDone?: () => void) => useRefreshingMutation((id: string) => unlockAdminUser(id), REFRESH, onDone);

export const useResetPassword = (onDone?: (answer: { generatedPassword?: string }) => void) =>
  useRefreshingMutation((body: { id: string; password?: string }) => resetUserPassword(body), REFRESH, onDone);

export const useConfirmImport = (onDone?: (answer: { created: number; refused: number }) => void) =>
  useRefreshingMutation((body: { fileId: string; fingerprint: string }) => confirmUserImport(body), REFRESH, onDone);
