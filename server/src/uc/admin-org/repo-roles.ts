import { sql } from 'kysely';
import type { DataScope } from '../../../../contract/uc-admin-org.js';
import type { Database } from '../../db/database.js';
import { selectPage, type PageQuery } from '../../db/filtered-page.js';

/** The SQL of roles and their members. */

const members = sql<string>`(select count(*) from uc_user_role ur where ur.role_id = r.id)`;
const roleFrom = (db: Database) => db.selectFrom('uc_role as r');
const roleColumns = (q: ReturnType<typeof roleFrom>) =>
  q.select(['r.id', 'r.code', 'r.name', 'r.enabled', 'r.data_scope as dataScope', 'r.description', members.as('members'), 'r.version']);
const toRole = <R extends { members: string | number; dataScope: string }>(
  r: R,
): Omit<R, 'members' | 'dataScope'> & { members: number; dataScope: DataScope } => ({
  ...r,
  members: Number(r.members),
  dataScope: r.dataScope as DataScope,
});

export const findRolePage = (db: Database, q: PageQuery) =>
  selectPage(roleFrom(db), q, roleColumns, (query) => query.orderBy('r.code'), toRole);
export async function findRole(db: Database, id: string) {
  const row = await roleColumns(roleFrom(db)).where('r.id', '=', id).executeTakeFirst();
  return row && toRole(row);
}
export const lockRole = (db: Database, id: string) =>
  db
    .selectFrom('uc_role')
    .select(['id', 'code', 'name', 'enabled', 'data_scope as dataScope', 'description', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

interface RoleValues {
  id: string;
  code: string;
  name: string;
  enabled: boolean;
  dataScope: string;
  description: string | null;
}
export async function insertRole(db: Database, r: RoleValues) {
  await db
    .insertInto('uc_role')
    .values({ id: r.id, code: r.code, name: r.name, enabled: r.enabled, data_scope: r.dataScope, description: r.description })
    .execute();
}
export async function updateRole(db: Database, r: RoleValues) {
  await db
    .updateTable('uc_role')
    .set((eb) => ({
      name: r.name,
      enabled: r.enabled,
      data_scope: r.dataScope,
      description: r.description,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', r.id)
    .execute();
}
export async function memberCount(db: Database, roleId: string): Promise<number> {
  const r = await db
    .selectFrom('uc_user_role')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
export async function deleteRole(db: Database, id: string, code: string) {
  await db.deleteFrom('sys_menu_role').where('role_code', '=', code).execute();
  return Number((await db.deleteFrom('uc_role').where('id', '=', id).executeTakeFirst()).numDeletedRows);
}
export async function bumpRole(db: Database, id: string) {
  await db
    .updateTable('uc_role')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function findMembers(db: Database, roleId: string, pattern: string, limit: number, offset: number) {
  let q = db.selectFrom('uc_user_role as ur').innerJoin('uc_user as u', 'u.id', 'ur.user_id').where('ur.role_id', '=', roleId);
  if (pattern) {
    const like = `%${pattern.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('u.fullname', 'ilike', like), eb('u.account', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    q
      .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_main', '=', true))
      .leftJoin('uc_org as o', 'o.id', 'uo.org_id')
      .select(['u.id as userId', 'u.fullname', 'u.account', 'o.name as orgName'])
      .orderBy('u.fullname')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export async function changeMembers(db: Database, roleId: string, add: string[], remove: string[]) {
  if (remove.length) await db.deleteFrom('uc_user_role').where('role_id', '=', roleId).where('user_id', 'in', remove).execute();
  if (add.length) {
    await sql`
      insert into uc_user_role (user_id, role_id) select u.id, ${roleId} from uc_user u where u.id in (${sql.join(add)})
      on conflict do nothing
    `.execute(db);
  }
}
