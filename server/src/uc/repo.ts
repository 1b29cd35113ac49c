import { sql } from 'kysely';
import type { PwdStrategy, UserDetail, UserRow } from '../../../contract/uc.js';
import type { Database } from '../db/database.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';

export type { UserDetail, UserRow };

/** The user rows query: uc_user as u, its main organisation as o and main post as p. */
function userRowsQuery(db: Database) {
  return db
    .selectFrom('uc_user as u')
    .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_main', '=', true))
    .leftJoin('uc_org as o', 'o.id', 'uo.org_id')
    .leftJoin('uc_user_post as up', (j) => j.onRef('up.user_id', '=', 'u.id').on('up.is_main', '=', true))
    .leftJoin('uc_post as p', 'p.id', 'up.post_id');
}

const userRowColumns = [
  'u.id',
  'u.id as userId',
  'u.account',
  'u.fullname',
  'u.email',
  'u.mobile',
  'u.sex',
  'u.photo',
  'u.status',
  'u.employee_no as employeeNo',
  'o.id as orgId',
  'o.name as orgName',
  'o.path_name as orgPathName',
  'p.id as postId',
  'p.name as postName',
] as const;

export const findUserRows = (db: Database, q: PageQuery): Promise<{ rows: UserRow[]; total: number }> =>
  selectPage(
    userRowsQuery(db),
    q,
    (query) => query.select([...userRowColumns]),
    (query) => query.orderBy('u.account'),
    (r) => r as UserRow,
  );

export async function findUserId(db: Database, accountOrId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('uc_user')
    .select('id')
    .where((eb) => eb.or([eb('account', '=', accountOrId), eb('id', '=', accountOrId)]))
    .executeTakeFirst();
  return row?.id;
}

/** The user's roles that are enabled, by code. */
export function enabledRolesOf(db: Database, userId: string) {
  return db
    .selectFrom('uc_user_role as ur')
    .innerJoin('uc_role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.code', 'r.name', 'r.data_scope'])
    .where('ur.user_id', '=', userId)
    .where('r.enabled', '=', true)
    .orderBy('r.code')
    .execute();
}

export async function loadUserDetail(db: Database, userId: string): Promise<UserDetail | undefined> {
  const u = await db.selectFrom('uc_user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u) return undefined;
  const [orgs, posts, roles] = await Promise.all([
    db
      .selectFrom('uc_user_org as uo')
      .innerJoin('uc_org as o', 'o.id', 'uo.org_id')
      .select([
        'o.id as orgId',
        'o.name as orgName',
        'o.path_name as pathName',
        'uo.is_main as isMain',
        sql<boolean>`o.leader_id = ${userId}`.as('isLeader'),
      ])
      .where('uo.user_id', '=', userId)
      .orderBy('uo.is_main', 'desc')
      .orderBy('o.level')
      .execute(),
    db
      .selectFrom('uc_user_post as up')
      .innerJoin('uc_post as p', 'p.id', 'up.post_id')
      .innerJoin('uc_org as o', 'o.id', 'p.org_id')
      .select([
        'p.id as postId',
        'p.name as postName',
        'o.id as orgId',
        'o.name as orgName',
        sql<string>`o.path_name || '/' || p.name`.as('pathName'),
        'up.is_main as isMain',
        'p.is_leader as isLeader',
      ])
      .where('up.user_id', '=', userId)
      .orderBy('up.is_main', 'desc')
      .orderBy('p.name')
      .execute(),
    enabledRolesOf(db, userId),
  ]);
  const scopes = new Set(roles.map((r) => r.data_scope));
  if (u.is_admin) scopes.add('all');
  return {
    user: {
      id: u.id,
      userId: u.id,
      account: u.account,
      fullname: u.fullname,
      photo: u.photo,
      admin: u.is_admin,
      mobile: u.mobile,
      email: u.email,
      sex: u.sex,
      address: u.address,
      status: u.status,
      employeeNo: u.employee_no,
    },
    orgList: orgs.map((o) => ({ ...o, isLeader: !!o.isLeader })),
    postList: posts,
    role: roles.map(({ id, code, name }) => ({ id, code, name })),
    dataScopes: [...scopes].map((dataScopeCode) => ({ dataScopeCode })),
  };
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The global user search: active users whose name, account or pinyin holds the pattern, exact matches first. */
export function searchActiveUsers(db: Database, pattern: string, page: { offset: number; pageSize: number }) {
  const like = `%${escapeLike(pattern.toLowerCase())}%`;
  return findUserRows(db, {
    where: sql<boolean>`u.status = 1 and (u.fullname ilike ${like} or u.account ilike ${like} or u.pinyin ilike ${like})`,
    order: [sql`(lower(u.account) = ${pattern.toLowerCase()} or u.fullname = ${pattern}) desc`],
    limit: page.pageSize,
    offset: page.offset,
  });
}

export async function findUserRowByAccount(db: Database, account: string): Promise<UserRow | undefined> {
  const row = await userRowsQuery(db)
    .select([...userRowColumns])
    .where('u.account', '=', account)
    .executeTakeFirst();
  return row as UserRow | undefined;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('uc_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function updatePassword(db: Database, userId: string, hash: string): Promise<void> {
  await db.updateTable('uc_user').set({ password_hash: hash, password_changed_at: new Date() }).where('id', '=', userId).execute();
}

/** The default password strategy row, when there is one. */
export async function findDefaultStrategy(db: Database): Promise<PwdStrategy | undefined> {
  const row = await db.selectFrom('uc_pwd_strategy').selectAll().where('is_default', '=', true).executeTakeFirst();
  return (
    row && {
      id: row.id,
      minLength: row.min_length,
      requireLetter: row.require_letter,
      requireDigit: row.require_digit,
      requireUpper: row.require_upper,
      requireSpecial: row.require_special,
      forbidAccount: row.forbid_account,
      forbidCommon: row.forbid_common,
      expireDays: row.expire_days,
    }
  );
}
