import { sql } from 'kysely';
import { dropLeader, makeFirstLeader } from '../repo-leaders.js';
import type { Database } from '../../db/database.js';

/** The SQL of one user's administration: reading for the dialog, the row lock, writes of the user and its places. */

export async function findUserForEdit(db: Database, id: string) {
  const u = await db
    .selectFrom('uc_user as u')
    .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_main', '=', true))
    .leftJoin('uc_org as o', 'o.id', 'uo.org_id')
    .select([
      'u.id',
      'u.account',
      'u.fullname',
      'u.email',
      'u.mobile',
      'u.sex',
      'u.employee_no as employeeNo',
      'u.photo',
      'u.status',
      'u.is_admin as isAdmin',
      'u.version',
      'o.id as mainOrgId',
      'o.name as mainOrgName',
      sql<boolean>`coalesce(o.leader_id = u.id, false)`.as('leader'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!u) return undefined;
  const [posts, roles] = await Promise.all([
    db.selectFrom('uc_user_post').select(['post_id', 'is_main']).where('user_id', '=', id).orderBy('post_id').execute(),
    db
      .selectFrom('uc_user_role as ur')
      .innerJoin('uc_role as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.data_scope', 'r.enabled'])
      .where('ur.user_id', '=', id)
      .orderBy('r.code')
      .execute(),
  ]);
  return { ...u, posts, roles };
}

/** The user's row, locked until the transaction ends (two administrators at once wait here, then see the version). */
export const lockUser = (trx: Database, id: string) =>
  trx
    .selectFrom('uc_user')
    .select(['id', 'account', 'fullname', 'email', 'mobile', 'sex', 'employee_no', 'photo', 'status', 'is_admin', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

export async function accountTaken(db: Database, account: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('uc_user')
    .select('id')
    .where(sql<boolean>`lower(account) = ${account.toLowerCase()}`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export interface UserValues {
  account: string;
  fullname: string;
  email: string | null;
  mobile: string | null;
  sex: string | null;
  employee_no: string | null;
  photo: string | null;
  is_admin: boolean;
}

export async function insertUsers(
  trx: Database,
  rows: (UserValues & { id: string; status: number; password_hash: string; pinyin: string })[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('uc_user')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Writes the user's fields and moves its version on; answers the new version. */
export async function updateUser(
  trx: Database,
  id: string,
  values: Partial<UserValues> & { status?: number; pinyin?: string },
): Promise<number> {
  const row = await trx
    .updateTable('uc_user')
    .set({ ...values, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function setPasswordHash(trx: Database, id: string, hash: string): Promise<number> {
  const row = await trx
    .updateTable('uc_user')
    .set({ password_hash: hash, password_changed_at: new Date(), version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export interface Places {
  mainOrgId: string;
  mainPostId: string | null;
  postIds: string[];
  roleIds: string[];
}

/** Replaces the user's organisations (the main one and those of its posts), posts and roles. */
export async function replacePlaces(trx: Database, userId: string, places: Places, postOrgs: Map<string, string>): Promise<void> {
  await trx.deleteFrom('uc_user_org').where('user_id', '=', userId).execute();
  await trx.deleteFrom('uc_user_post').where('user_id', '=', userId).execute();
  await trx.deleteFrom('uc_user_role').where('user_id', '=', userId).execute();
  await insertPlaces(trx, [{ userId, ...places }], postOrgs);
}

/** The places of new users (import) or of one user whose places were just removed. */
export async function insertPlaces(trx: Database, users: (Places & { userId: string })[], postOrgs: Map<string, string>): Promise<void> {
  const orgs: { user_id: string; org_id: string; is_main: boolean }[] = [];
  const posts: { user_id: string; post_id: string; is_main: boolean }[] = [];
  const roles: { user_id: string; role_id: string }[] = [];
  for (const u of users) {
    const orgIds = new Set([u.mainOrgId]);
    orgs.push({ user_id: u.userId, org_id: u.mainOrgId, is_main: true });
    const postIds = [...new Set([...(u.mainPostId ? [u.mainPostId] : []), ...u.postIds])];
    for (const postId of postIds) {
      posts.push({ user_id: u.userId, post_id: postId, is_main: postId === u.mainPostId });
      const orgId = postOrgs.get(postId);
      if (orgId && !orgIds.has(orgId)) {
        orgIds.add(orgId);
        orgs.push({ user_id: u.userId, org_id: orgId, is_main: false });
      }
    }
    for (const roleId of new Set(u.roleIds)) roles.push({ user_id: u.userId, role_id: roleId });
  }
  for (let i = 0; i < orgs.length; i += 2000)
    await trx
      .insertInto('uc_user_org')
      .values(orgs.slice(i, i + 2000))
      .execute();
  for (let i = 0; i < posts.length; i += 2000)
    await trx
      .insertInto('uc_user_post')
      .values(posts.slice(i, i + 2000))
      .execute();
  for (let i = 0; i < roles.length; i += 2000)
    await trx
      .insertInto('uc_user_role')
      .values(roles.slice(i, i + 2000))
      .execute();
}

/** Makes the user the organisation's first leader, or stops them leading it (other leaders stay). */
export async function setLeader(trx: Database, orgId: string, userId: string, leader: boolean): Promise<void> {
  if (leader) await makeFirstLeader(trx, orgId, userId);
  else await dropLeader(trx, userId, orgId);
}

export const orgsByIds = (db: Database, ids: string[]) =>
  ids.length ? db.selectFrom('uc_org').select(['id', 'code', 'name', 'path_name']).where('id', 'in', ids).execute() : Promise.resolve([]);
export const postsByIds = (db: Database, ids: string[]) =>
  ids.length ? db.selectFrom('uc_post').select(['id', 'code', 'name', 'org_id']).where('id', 'in', ids).execute() : Promise.resolve([]);
export const rolesByIds = (db: Database, ids: string[]) =>
  ids.length ? db.selectFrom('uc_role').select(['id', 'code', 'name']).where('id', 'in', ids).execute() : Promise.resolve([]);

/** What an import resolves names against: every organisation, post and role by code (and organisations by path). */
export async function importLookups(db: Database) {
  const [orgs, posts, roles] = await Promise.all([
    db.selectFrom('uc_org').select(['id', 'code', 'path_name']).execute(),
    db.selectFrom('uc_post').select(['id', 'code', 'org_id']).execute(),
    db.selectFrom('uc_role').select(['id', 'code']).execute(),
  ]);
  return { orgs, posts, roles };
}

/** Which of these accounts exist (compared case-insensitively), as lower-case. */
export async function existingAccounts(db: Database, accounts: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < accounts.length; i += 5000) {
    const part = accounts.slice(i, i + 5000).map((a) => a.toLowerCase());
    if (!part.length) continue;
    const rows = await db
      .selectFrom('uc_user')
      .select(sql<string>`lower(account)`.as('a'))
      .where(sql<boolean>`lower(account) = any(${part})`)
      .execute();
    for (const r of rows) found.add(r.a);
  }
  return found;
}

/** Imports one at a time (till the transaction ends): two at once would each take the other's accounts as free. */
export async function lockImports(trx: Database): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('uc-user-import'))`.execute(trx);
}
