import type { Database } from '../../db/database.js';
import type { MenuRouteData } from '../../../../contract/portal.js';
import type { MenuRow } from './tree.js';

/** All enabled items of one menu alias with their role codes. */
export async function loadMenuRows(db: Database, menuAlias: string): Promise<MenuRow[]> {
  const rows = await db
    .selectFrom('sys_menu as m')
    .leftJoin('sys_menu_role as mr', 'mr.menu_id', 'm.id')
    .select([
      'm.id',
      'm.parent_id',
      'm.alias',
      'm.name_zh_cn',
      'm.name_en_us',
      'm.name_id',
      'm.path',
      'm.component',
      'm.icon',
      'm.sort',
      'm.route_data',
      'mr.role_code',
    ])
    .where('m.menu_alias', '=', menuAlias)
    .where('m.enabled', '=', true)
    .execute();
  const byId = new Map<string, MenuRow>();
  for (const r of rows) {
    let row = byId.get(r.id);
    if (!row) {
      row = {
        id: r.id,
        parentId: r.parent_id,
        alias: r.alias,
        names: { 'zh-CN': r.name_zh_cn, 'en-US': r.name_en_us, id: r.name_id },
        path: r.path,
        component: r.component,
        icon: r.icon,
        sort: r.sort,
        routeData: (r.route_data as MenuRouteData | null) ?? null,
        roles: [],
      };
      byId.set(r.id, row);
    }
    if (r.role_code) row.roles.push(r.role_code);
  }
  return [...byId.values()];
}

export function findModule(db: Database, id: string) {
  return db.selectFrom('sys_module').selectAll().where('id', '=', id).executeTakeFirst();
}

export function moduleItems(db: Database, moduleId: string) {
  return db
    .selectFrom('sys_module_item')
    .select(['type', 'name', 'code', 'url', 'column_name', 'name_i18n', 'column_i18n'])
    .where('module_id', '=', moduleId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
