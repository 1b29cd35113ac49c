import type { RoleMembersChange, RoleMembersQuery, RoleSave, Versioned } from '../../../../contract/uc-admin-org.js';
import type { Database } from '../../db/database.js';
import { columns } from '../../db/filter-columns.js';
import type { AllowList } from '../../db/filters.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Caller } from '../../lib/context.js';
import { checkQueryBody, pagedList } from '../query-body.js';
import { adminWrite, checkVersion, requireAdmin, uniqueCode, type AdminCtx } from './common.js';
import { existingUsers } from './repo-org.js';
import * as repo from './repo-roles.js';
import { newId } from './service-org.js';

/** Roles (code, name, enabled, data scope) and their members. The built-in `admin` role is never removed or disabled. */

const ROLE_FILTERS: AllowList = {
  ...columns('r', ['id', 'code', 'name', 'data_scope']),
  ...columns('r', ['enabled'], { kind: 'bool' }),
};
export const ADMIN_ROLE = 'admin';

export function roles(db: Database, c: Caller, body: unknown) {
  requireAdmin(c);
  return pagedList(db, checkQueryBody(body ?? {}), ROLE_FILTERS, repo.findRolePage);
}

export function saveRole(ctx: AdminCtx, body: RoleSave) {
  return adminWrite(ctx, async (trx) => {
    const values = { name: body.name.trim(), enabled: body.enabled, dataScope: body.dataScope, description: body.description ?? null };
    if (!body.id) {
      const id = newId('role');
      await uniqueCode(body.code, () => repo.insertRole(trx, { id, code: body.code, ...values }));
      const after = await repo.findRole(trx, id);
      return { audit: { action: 'role.create', targetType: 'role', targetId: id, targetName: values.name, after }, result: after! };
    }
    const before = checkVersion(await repo.lockRole(trx, body.id), body.version ?? 0, 'role');
    if (body.code !== before.code) throw badRequest('uc.admin.roleCodeFixed', { code: before.code });
    if (before.code === ADMIN_ROLE && !values.enabled) throw badRequest('uc.admin.adminRoleKept');
    await repo.updateRole(trx, { id: before.id, code: before.code, ...values });
    const after = await repo.findRole(trx, before.id);
    return {
      audit: { action: 'role.update', targetType: 'role', targetId: before.id, targetName: values.name, before, after },
      result: after!,
    };
  });
}

/** A role still held by people is not removed (take them out first); its menu grants go with it. */
export function removeRole(ctx: AdminCtx, body: Versioned) {
  return adminWrite(ctx, async (trx) => {
    const before = checkVersion(await repo.lockRole(trx, body.id), body.version, 'role');
    if (before.code === ADMIN_ROLE) throw badRequest('uc.admin.adminRoleKept');
    const members = await repo.memberCount(trx, before.id);
    if (members) throw badRequest('uc.admin.roleInUse', { name: before.name, count: members });
    const n = await repo.deleteRole(trx, before.id, before.code);
    return { audit: { action: 'role.remove', targetType: 'role', targetId: before.id, targetName: before.name, before }, result: n };
  });
}

export async function members(db: Database, c: Caller, q: RoleMembersQuery) {
  requireAdmin(c);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const found = await repo.findMembers(db, q.roleId, (q.pattern ?? '').trim(), pageSize, (page - 1) * pageSize);
  return { ...found, page, pageSize };
}

/** Adds and takes away members; the role row is locked, so two admins' changes apply one after the other. */
export function changeMembers(ctx: AdminCtx, body: RoleMembersChange) {
  return adminWrite(ctx, async (trx) => {
    const role = await repo.lockRole(trx, body.roleId);
    if (!role) throw notFound('uc.admin.roleNotFound');
    const known = await existingUsers(trx, body.add);
    const unknown = body.add.find((id) => !known.has(id));
    if (unknown) throw badRequest('uc.admin.userNotFound', { id: unknown });
    if (role.code === ADMIN_ROLE && body.remove.includes(ctx.caller.user.id)) throw badRequest('uc.admin.notYourself');
    await repo.changeMembers(trx, role.id, body.add, body.remove);
    await repo.bumpRole(trx, role.id);
    const count = await repo.memberCount(trx, role.id);
    return {
      audit: {
        action: 'role.members',
        targetType: 'role',
        targetId: role.id,
        targetName: role.name,
        after: { added: body.add, removed: body.remove },
      },
      result: count,
    };
  });
}
