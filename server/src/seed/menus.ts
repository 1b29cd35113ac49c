import type { Database } from '../db/database.js';
import { FRONT_MENU, FRONT_MENU_TREE, seedMenuTree } from '../portal/menus/seed-menu.js';
import { seedPortalContent } from '../portal/seed-content.js';
import { seedMessages } from '../messages/seed.js';
import { seedDocuments } from '../search/seed.js';

/**
 * The portal's demo data: the front menu of docs/menu.md, a system module, home apps and layout,
 * short links, signature tags, news, inner messages, download events and 40+ documents.
 * Runs after the organisation seed; demo users are found by account.
 */
export async function seedMenus(db: Database): Promise<void> {
  const users = await db.selectFrom('uc_user').select(['id', 'account', 'fullname']).execute();
  const ids = new Map(users.map((u) => [u.account, u.id]));
  const names = new Map(users.map((u) => [u.account, u.fullname]));
  await seedMenuTree(db, FRONT_MENU, FRONT_MENU_TREE);
  await seedPortalContent(db, ids);
  await seedMessages(db, ids, names);
  await seedDocuments(db, ids, names);
}
