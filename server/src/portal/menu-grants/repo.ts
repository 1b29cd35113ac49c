import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The SQL of menu grants: items with their role codes, a role's grants, an item's route data. */

export async function loadItems(db: Database, menuAlias: string) {
  const rows = await db
    .selectFrom('sys_menu as m')
    .select([
      'm.id',
      'm.parent_id as parentId',
      'm.alias',
      'm.name_zh_cn',
      'm.name_en_us',
      'm.name_id',
      'm.path',
      'm.component',
      'm.sort',
      'm.route_data as routeData',
      'm.version',
      sql<string[]>`coalesce((select array_agg(r.role_code order by r.role_code) from sys_menu_role r where r.menu_id = m.id), '{}')`.as(
        'roles',
      ),
    ])
    .where('m.menu_alias', '=', menuAlias)
    .where('m.enabled', '=', true)
    .orderBy('m.sort')
    .orderBy('m.alias')
    .execute();
  return rows;
}
export type ItemRow = Awaited<ReturnType<typeof loadItems>>[number];

/** Two admins changing one role's grants are put one after the other (the lock ends with the transaction). */
export async function lockRoleGrants(db: Database, roleCode: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${'menu-grants:' + roleCode}))`.execute(db);
}

export async function grantsOf(db: Database, menuAlias: string, roleCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_menu_role as r')
    .innerJoin('sys_menu as m', 'm.id', 'r.menu_id')
    .select('r.menu_id')
    .where('r.role_code', '=', roleCode)
    .where('m.menu_alias', '=', menuAlias)
    .execute();
  return rows.map((r) => r.menu_id).sort();
}

export async function changeGrants(db: Database, roleCode: string, add: string[], remove: string[]) {
  if (remove.length) await db.deleteFrom('sys_menu_role').where('role_code', '=', roleCode).where('menu_id', 'in', remove).execute();
  if (add.length) {
    await db
      .insertInto('sys_menu_role')
      .values(add.map((menu_id) => ({ menu_id, role_code: roleCode })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export const lockItem = (db: Database, id: string) =>
  db
    .selectFrom('sys_menu')
    .select(['id', 'alias', 'name_zh_cn', 'route_data', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function setRouteData(db: Database, id: string, routeData: Record<string, unknown> | null) {
  await db
    .updateTable('sys_menu')
    .set((eb) => ({
      route_data: routeData && Object.keys(routeData).length ? JSON.stringify(routeData) : null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}
export async function clearRoles(db: Database, id: string) {
  await db.deleteFrom('sys_menu_role').where('menu_id', '=', id).execute();
}
export const roleExists = async (db: Database, code: string) =>
  !!(await db.selectFrom('uc_role').select('id').where('code', '=', code).executeTakeFirst());

/** Gives an item roles (kept where it has them). */
export async function addRoles(db: Database, menuId: string, roles: readonly string[]) {
  if (!roles.length) return;
  await db
    .insertInto('sys_menu_role')
    .values(roles.map((role_code) => ({ menu_id: menuId, role_code })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
