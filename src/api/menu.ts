import type { QueryBody, PageResultOf } from '@contract/common';
import type { HomeLayout, MenuItem, SysApp, SysModule } from '@contract/portal';
import { get, post } from './http';

export type { MenuItem, SysApp, SysModule, HomeLayout };

/** The caller's menu tree (docs/menu.md), names in the caller's language. */
export function getCurrentUserMenu(menuAlias = 'front_menu') {
  return get<MenuItem[]>('/sys/sysMenu/v1/getCurrentUserMenu', { menuAlias });
}

/** A system module previewed at /sysModulePreview/{id}/{appName}. */
export function getSysModuleJson(id: string) {
  return get<SysModule>('/sys/sysModule/v1/getJson', { id });
}

/** The applications of a menu: page 1, 50 a page (spec 01 §7). */
export function queryAppsByFilter(menuId: string, body: QueryBody = {}) {
  return post<PageResultOf<SysApp>>('/portal/sysApp/v1/queryByFilter', {
    ...body,
    pageBean: body.pageBean ?? { page: 1, pageSize: 50 },
    params: { ...body.params, menuId },
  });
}

export function appAuthList(body: QueryBody = {}) {
  return post<SysApp[]>('/portal/sysApp/v1/authList', body);
}

export function getVueFrontHome() {
  return get<HomeLayout>('/portal/main/v1/vueFrontHome');
}
