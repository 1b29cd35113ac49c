import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { addFrontMenuItem } from '../portal/menus/seed-menu.js';

/** The process administration screens of issue 15 and the user's common flows, by parent. */
const ITEMS: [parent: string, alias: string][] = [
  ['flowAdmin', 'exceptions'],
  ['flowAdmin', 'instanceExport'],
  ['flowAdmin', 'taskAdmin'],
  ['flowAdmin', 'opinionCorrection'],
  ['flowAdmin', 'formRecords'],
  ['personal', 'commonFlows'],
];

/** Once per database (its own app_meta key): the menu items of these screens in a menu seeded before they existed. */
export async function seedFlowAdminMenus(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'flow_admin_menu_seed'`.execute(db);
  if (done.rows.length) return;
  for (const [parent, alias] of ITEMS) await addFrontMenuItem(db, parent, alias);
  await sql`insert into app_meta (key, value) values ('flow_admin_menu_seed', ${new Date().toISOString()})`.execute(db);
}
