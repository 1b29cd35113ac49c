import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { seedModule } from '../portal/seed-content.js';
import { FRONT_MENU, frontMenuItem, menuId } from '../portal/menus/seed-menu.js';

/**
 * A database seeded before the report centre was built on approval data still has the sales
 * module, whose items led nowhere: once (its own app_meta key), the module, the two report menu
 * items and the home tile are brought to today's seed. Nothing else of the menu is touched.
 */
export async function upgradeReportCentre(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'report_centre_seed'`.execute(db);
  if (done.rows.length) return;
  const old = await db.selectFrom('sys_module').select('id').where('id', '=', 'mod_sales_report').executeTakeFirst();
  if (old) {
    await db.deleteFrom('sys_module_item').where('module_id', '=', 'mod_sales_report').execute();
    await db.deleteFrom('sys_module').where('id', '=', 'mod_sales_report').execute();
    await seedModule(db);
    for (const item of frontMenuItem('report').children ?? []) {
      await db
        .updateTable('sys_menu')
        .set({ path: item.path, component: item.component ?? null, route_data: item.routeData ? JSON.stringify(item.routeData) : null })
        .where('id', '=', menuId(item.alias))
        .where('menu_alias', '=', FRONT_MENU)
        .execute();
    }
    await db
      .updateTable('sys_app')
      .set({ name: '审批报表', url: '/sysModulePreview/mod_approval_report/reports', description: '月度申请、请假与费用统计' })
      .where('id', '=', 'app_sales')
      .execute();
  }
  await sql`insert into app_meta (key, value) values ('report_centre_seed', ${new Date().toISOString()})`.execute(db);
}
