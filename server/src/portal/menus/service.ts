import type { MenuItem, SysModule } from '../../../../contract/portal.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/i18n.js';
import { callerRoles } from '../roles-repo.js';
import * as repo from './repo.js';
import { buildMenuTree } from './tree.js';

/** The caller's menu tree: the items their roles allow, named in their language. */
export async function menuOf(db: Database, user: CurrentUser, lang: Lang, menuAlias: string): Promise<MenuItem[]> {
  const [rows, roles] = await Promise.all([repo.loadMenuRows(db, menuAlias), callerRoles(db, user)]);
  return buildMenuTree(rows, roles, lang);
}

/** A system module with its items in menu order. */
export async function moduleOf(db: Database, id: string): Promise<SysModule> {
  const module = await repo.findModule(db, id);
  if (!module) throw notFound('portal.moduleNotFound');
  const items = await repo.moduleItems(db, module.id);
  return {
    id: module.id,
    name: module.name,
    description: module.description,
    items: items.map((i) => ({ type: i.type, name: i.name, code: i.code, url: i.url, columnName: i.column_name })),
  };
}
