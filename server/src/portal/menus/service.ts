import type { MenuItem, SysModule } from '../../../../contract/portal.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/i18n.js';
import { callerRoles } from '../roles-repo.js';
import * as repo from './repo.js';
import { buildMenuTree } from './tree.js';
import type { Caller } from '../../lib/context.js';

/** The caller's menu tree: the items their roles allow, named in their language. */
export async function menuOf(db: Database, c: Caller, menuAlias: string): Promise<MenuItem[]> {
  const { user, lang } = c;
  const [rows, roles] = await Promise.all([repo.loadMenuRows(db, menuAlias), callerRoles(db, user)]);
  return buildMenuTree(rows, roles, lang);
}

/** A system module with its items in menu order, its texts in the caller's language. */
export async function moduleOf(db: Database, id: string, lang: Lang): Promise<SysModule> {
  const module = await repo.findModule(db, id);
  if (!module) throw notFound('portal.moduleNotFound');
  const items = await repo.moduleItems(db, module.id);
  return {
    id: module.id,
    name: textIn(module.name_i18n, lang, module.name),
    description: module.description_i18n ? textIn(module.description_i18n, lang, module.description ?? '') : module.description,
    items: items.map((i) => ({
      type: i.type,
      name: textIn(i.name_i18n, lang, i.name),
      code: i.code,
      url: i.url,
      columnName: i.column_i18n ? textIn(i.column_i18n, lang, i.column_name ?? '') : i.column_name,
    })),
  };
}

/** A stored text in a language: that language, else Chinese, else the plain column. */
function textIn(texts: Partial<Record<Lang, string>> | null, lang: Lang, plain: string): string {
  return texts?.[lang] || texts?.['zh-CN'] || plain;
}
