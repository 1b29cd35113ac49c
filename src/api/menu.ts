import type { QueryBody } from '@contract/common';
import { PORTAL_CALLS as P, type HomeLayout, type LayoutItem, type MenuItem, type SysApp, type SysModule } from '@contract/portal';
import { send } from './call';
import type { RequestOptions } from './http';

export type { MenuItem, SysApp, SysModule, HomeLayout, LayoutItem };

/** The caller's menu tree (docs/menu.md), names in the caller's language. */
export function getCurrentUserMenu(menuAlias = 'front_menu') {
  return send(P.menu, { query: { menuAlias } });
}

/** A system module previewed at /sysModulePreview/{id}/{appName}. */
export function getSysModuleJson(id: string) {
  return send(P.module, { query: { id } });
}

/** The applications of a menu: page 1, 50 a page (spec 01 §7). */
export function queryAppsByFilter(menuId: string, body: QueryBody = {}) {
  return send(P.appsByFilter, {
    body: { ...body, pageBean: body.pageBean ?? { page: 1, pageSize: 50 }, params: { ...body.params, menuId } },
  });
}

export function appAuthList(body: QueryBody = {}) {
  return send(P.appAuthList, { body });
}

export function getVueFrontHome(opts?: RequestOptions) {
  return send(P.homeLayout, {}, opts);
}
