import { ADMIN_USER_CALLS as A } from '@contract/uc-admin-users';
import type {
  AdminUserEdit,
  AdminUserPasswordReset,
  AdminUserQuery,
  AdminUserRow,
  AdminUserSave,
  AdminUserStatusChange,
  ImportConfirm,
  ImportPreview,
} from '@contract/uc-admin-users';
import type { PageResultOf } from '@contract/common';
import { send } from './call';
import { postDownload } from './flowAdmin';

/** The administrators' users (issue 30). */

export type {
  AdminUserEdit,
  AdminUserQuery,
  AdminUserRow,
  AdminUserSave,
  AdminUserStatusChange,
  ImportPreview,
  ImportRow,
} from '@contract/uc-admin-users';

export async function listAdminUsers(body: AdminUserQuery): Promise<PageResultOf<AdminUserRow>> {
  return (await send(A.list, { body })).value;
}

export async function getAdminUser(id: string): Promise<AdminUserEdit> {
  return (await send(A.get, { query: { id } })).value;
}

export async function saveAdminUser(body: AdminUserSave) {
  return (await send(A.save, { body })).value;
}

export async function resetUserPassword(body: AdminUserPasswordReset) {
  return (await send(A.resetPassword, { body })).value;
}

export async function setAdminUserStatus(body: AdminUserStatusChange) {
  return (await send(A.setStatus, { body })).value;
}

export async function unlockAdminUser(id: string) {
  return (await send(A.unlock, { body: { id } })).value;
}

export async function previewUserImport(fileId: string): Promise<ImportPreview> {
  return (await send(A.importPreview, { body: { fileId } })).value;
}

export async function confirmUserImport(body: ImportConfirm) {
  return (await send(A.importConfirm, { body })).value;
}

export const exportAdminUsers = (body: AdminUserQuery) => postDownload(A.export, body);
