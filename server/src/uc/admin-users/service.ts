import crypto from 'node:crypto';
import type { AdminUserEdit, AdminUserQuery, AdminUserRow, AdminUserSave, AdminUserSaved } from '../../../../contract/uc-admin-users.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { paging } from '../../db/paging.js';
import { CAPTCHA_AFTER_FAILURES, hashPassword, wrongGuessesOf } from '../../identity/index.js';
import type { AppDeps, Caller } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { PageResult } from '../../lib/reply.js';
import { defaultStrategy } from '../password.js';
import { checkPhoto, checkPlaces, isUniqueViolation } from './checks.js';
import * as repo from './repo.js';
import { orgIdsOf, pageUsers } from './repo-list.js';
import { ACCOUNT, auditView, checkPassword, clean, EMAIL, generatePassword, MOBILE, requireAdmin, searchPinyin } from './rules.js';

/** The administrators' users: the list, one user for the dialog, the pickers' options, create and edit. */

export async function listUsers(deps: AppDeps, c: Caller, q: AdminUserQuery): Promise<PageResult<AdminUserRow>> {
  requireAdmin(c);
  const p = paging({ pageBean: q.pageBean });
  const orgIds = q.orgId ? await orgIdsOf(deps.db, q.orgId, q.includeChildren !== false) : undefined;
  const { rows, total } = await pageUsers(deps.db, q, orgIds, p);
  const guesses = await wrongGuessesOf(
    deps.db,
    rows.map((r) => r.account),
  );
  return {
    rows: rows.map((r) => {
      const wrong = guesses.get(r.account) ?? 0;
      return { ...r, createdAt: r.createdAt.toISOString(), wrongGuesses: wrong, locked: wrong >= CAPTCHA_AFTER_FAILURES };
    }),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function getUser(deps: AppDeps, c: Caller, id: string): Promise<AdminUserEdit> {
  requireAdmin(c);
  const u = await repo.findUserForEdit(deps.db, id);
  if (!u) throw notFound('uc.userNotFound');
  const main = u.posts.find((p) => p.is_main)?.post_id ?? null;
  const scopes = new Set(u.roles.filter((r) => r.enabled).map((r) => r.data_scope));
  if (u.isAdmin) scopes.add('all');
  return {
    id: u.id,
    account: u.account,
    fullname: u.fullname,
    email: u.email,
    mobile: u.mobile,
    sex: u.sex,
    employeeNo: u.employeeNo,
    photo: u.photo,
    status: u.status,
    isAdmin: u.isAdmin,
    mainOrgId: u.mainOrgId,
    mainOrgName: u.mainOrgName,
    mainPostId: main,
    postIds: u.posts.filter((p) => !p.is_main).map((p) => p.post_id),
    roleIds: u.roles.map((r) => r.id),
    leader: !!u.leader,
    dataScopes: [...scopes].sort(),
    version: u.version,
  };
}

/** The checked fields of a save. */
function fieldsOf(body: AdminUserSave) {
  const account = body.account.trim();
  if (!ACCOUNT.test(account)) throw badRequest('adminUsers.badAccount');
  const fullname = body.fullname.trim();
  if (!fullname) throw badRequest('adminUsers.nameRequired');
  const email = clean(body.email);
  if (email && !EMAIL.test(email)) throw badRequest('adminUsers.badEmail', { value: email });
  const mobile = clean(body.mobile);
  if (mobile && !MOBILE.test(mobile)) throw badRequest('adminUsers.badMobile', { value: mobile });
  const sex = clean(body.sex);
  return { account, fullname, email, mobile, sex, employee_no: clean(body.employeeNo), photo: clean(body.photo), is_admin: !!body.isAdmin };
}

/**
 * Creates a user or changes one. A change names the version it read: another administrator's change since refuses it
 * (409) and nothing is written. An administrator cannot take away their own admin right. One audit entry, in the
 * same transaction, without passwords.
 */
export async function saveUser(deps: AppDeps, c: Caller, actor: AuditActor, body: AdminUserSave): Promise<AdminUserSaved> {
  requireAdmin(c);
  const values = fieldsOf(body);
  const places = await checkPlaces(deps.db, body);
  if (body.id) return updateUser(deps, c, actor, body.id, body.version, values, places, !!body.leader);
  const strategy = await defaultStrategy(deps.db);
  let generatedPassword: string | undefined;
  const password = body.password || (generatedPassword = await generatePassword(strategy, values));
  if (body.password) await checkPassword(strategy, password, values);
  if (values.photo) await checkPhoto(deps.db, c, values.photo);
  if (await repo.accountTaken(deps.db, values.account)) throw conflict('adminUsers.accountTaken', { account: values.account });
  const id = crypto.randomUUID();
  const hash = await hashPassword(password);
  const status = body.status ?? 1;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.insertUsers(trx, [{ ...values, id, status, password_hash: hash, pinyin: searchPinyin(values.fullname) }]);
      await repo.insertPlaces(trx, [{ userId: id, ...places.places }], places.postOrgs);
      if (body.leader) await repo.setLeader(trx, places.places.mainOrgId, id, true);
      await recordAudit(trx, deps.config, actor, {
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        targetName: values.fullname,
        after: { ...auditView({ ...values, status }), ...places.places, leader: !!body.leader },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('adminUsers.accountTaken', { account: values.account });
    throw err;
  }
  return { id, version: 1, ...(generatedPassword ? { generatedPassword } : {}) };
}

async function updateUser(
  deps: AppDeps,
  c: Caller,
  actor: AuditActor,
  id: string,
  version: number | undefined,
  values: ReturnType<typeof fieldsOf>,
  places: Awaited<ReturnType<typeof checkPlaces>>,
  leader: boolean,
): Promise<AdminUserSaved> {
  if (!version) throw badRequest('adminUsers.versionRequired');
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const before = await repo.lockUser(trx, id);
      if (!before) throw notFound('uc.userNotFound');
      if (before.version !== version) throw conflict('adminUsers.changedMeanwhile', { name: before.fullname });
      if (id === c.user.id && before.is_admin && !values.is_admin) throw badRequest('adminUsers.ownAdminRight');
      if (values.account.toLowerCase() !== before.account.toLowerCase() && (await repo.accountTaken(trx, values.account, id)))
        throw conflict('adminUsers.accountTaken', { account: values.account });
      if (values.photo && values.photo !== before.photo) await checkPhoto(trx, c, values.photo);
      const next = await repo.updateUser(trx, id, { ...values, pinyin: searchPinyin(values.fullname) });
      await repo.replacePlaces(trx, id, places.places, places.postOrgs);
      await repo.setLeader(trx, places.places.mainOrgId, id, leader);
      await recordAudit(trx, deps.config, actor, {
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        targetName: values.fullname,
        before: auditView(before),
        after: { ...auditView({ ...values, status: before.status }), ...places.places, leader },
      });
      return { id, version: next };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('adminUsers.accountTaken', { account: values.account });
    throw err;
  }
}
