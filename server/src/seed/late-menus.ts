import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { addFrontMenuItem } from '../portal/menus/seed-menu.js';

type Batch = { key: string; items: [parent: string | null, alias: string][] };

/**
 * Menu items of screens added after a database's menu was seeded, by the issue that brought them; each batch once
 * per database (its own app_meta key). A new database gets them from FRONT_MENU_TREE itself (the inserts do nothing).
 */
const BATCHES: Batch[] = [
  {
    // issue 15: the process administration screens and the user's common flows
    key: 'flow_admin_menu_seed',
    items: [
      ['flowAdmin', 'exceptions'],
      ['flowAdmin', 'instanceExport'],
      ['flowAdmin', 'taskAdmin'],
      ['flowAdmin', 'opinionCorrection'],
      ['flowAdmin', 'formRecords'],
      ['personal', 'commonFlows'],
    ],
  },
  {
    // issue 16: mail, groups and the notification settings
    key: 'communication_menu_seed',
    items: [
      ['personal', 'mail'],
      ['personal', 'groups'],
      ['personal', 'notifySettings'],
    ],
  },
  {
    // issue 17: process analytics and the large screen
    key: 'analytics_menu_seed',
    items: [
      ['flowAdmin', 'analytics'],
      [null, 'largeScreen'],
    ],
  },
  {
    // issue 17: the user's dashboards
    key: 'dashboards_menu_seed',
    items: [[null, 'myDashboard']],
  },
  {
    // issue 29 item 21: the administrators' news editor
    key: 'news_admin_menu_seed',
    items: [
      [null, 'portalAdmin'],
      ['portalAdmin', 'newsAdmin'],
    ],
  },
  {
    // issue 30: the company's administration
    key: 'sys_admin_menu_seed',
    items: [
      [null, 'sysAdmin'],
      ['sysAdmin', 'userAdmin'],
      ['sysAdmin', 'orgAdmin'],
      ['sysAdmin', 'postAdmin'],
      ['sysAdmin', 'roleAdmin'],
      ['sysAdmin', 'auditLog'],
    ],
  },
  {
    // issue 30: the company setup page in every company (the languages offered); an empty company has it already
    key: 'company_setup_menu_seed',
    items: [['sysAdmin', 'companySetup']],
  },
];

/**
 * Names corrected after a database's menu was seeded: [alias, language column, old name, new name]. Only the old
 * seeded name is replaced, so a name an administrator chose stays.
 */
const RENAMES: [alias: string, column: 'name_id', from: string, to: string][] = [
  // issue 29: Indonesian names mail one way, surel (it was "Surat" here and "Surel" elsewhere)
  ['mail', 'name_id', 'Surat', 'Surel'],
];

export async function seedLateMenus(db: Database): Promise<void> {
  for (const [alias, column, from, to] of RENAMES)
    await db.updateTable('sys_menu').set(column, to).where('alias', '=', alias).where(column, '=', from).execute();
  for (const batch of BATCHES) {
    const done = await sql<{ value: string }>`select value from app_meta where key = ${batch.key}`.execute(db);
    if (done.rows.length) continue;
    for (const [parent, alias] of batch.items) await addFrontMenuItem(db, parent, alias);
    await sql`insert into app_meta (key, value) values (${batch.key}, ${new Date().toISOString()})`.execute(db);
  }
}
