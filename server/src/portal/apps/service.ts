import type { QueryBody } from '../../../../contract/common.js';
import type { HomeLayout, LayoutItem, SysApp } from '../../../../contract/portal.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, whereFromQuerys } from '../../db/filters.js';
import type { PageResult } from '../../lib/reply.js';
import { callerRoles } from '../roles-repo.js';
import * as repo from './repo.js';
import type { Caller } from '../../lib/context.js';

/** One page of the apps the caller may open (50 a page by default); `params.menuId` picks the menu. */
export async function pageApps(db: Database, c: Caller, body: QueryBody): Promise<PageResult<SysApp>> {
  const { user, lang } = c;
  const { page, pageSize, offset } = pageOf(body, 50);
  const menuId = body.params?.menuId;
  const result = await repo.queryApps(db, {
    roles: await callerRoles(db, user),
    lang,
    menuId: typeof menuId === 'string' && menuId ? menuId : undefined,
    where: whereFromQuerys(repo.appFilters, body.querys),
    limit: pageSize,
    offset,
  });
  return { ...result, page, pageSize };
}

/** Every app the caller may open, without paging. */
export async function authorisedApps(db: Database, c: Caller, body: QueryBody): Promise<SysApp[]> {
  const { user, lang } = c;
  const { rows } = await repo.queryApps(db, {
    roles: await callerRoles(db, user),
    lang,
    where: whereFromQuerys(repo.appFilters, body.querys),
  });
  return rows;
}

/** The default home layout. */
export async function homeLayout(db: Database): Promise<HomeLayout> {
  const layout = await repo.defaultLayout(db);
  if (!layout) throw notFound('portal.layoutNotFound');
  return { id: layout.id, alias: layout.alias, name: layout.name, items: layout.items as LayoutItem[] };
}
