import { ADMIN_MENU_ALIAS, type GrantItem, type MenuItemSave, type RoleGrantsSave } from '../../../../contract/portal-menu-grants.js';
import type { MenuRouteData } from '../../../../contract/portal.js';
import { recordAudit, type AuditActor, type AuditChange } from '../../audit/index.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import * as repo from './repo.js';

/**
 * Which roles see which menu items. An item with no roles is seen by everyone; the System administration group is
 * `admin` only and `admin` keeps it. The menu call reads sys_menu_role on every load (nothing cached on the server),
 * so a change reaches the affected users on their next menu load.
 */

export interface GrantCtx {
  db: Database;
  config: Pick<ServerConfig, 'auditKey' | 'dataDir'>;
  caller: Caller;
  actor: AuditActor;
}
const ADMIN_ROLE = 'admin';
export const FRONT_MENU = 'front_menu';

function requireAdmin(c: Caller): void {
  if (!c.user.isAdmin) throw forbidden('portal.menuGrants.adminOnly');
}

async function write<R>(ctx: GrantCtx, work: (trx: Database) => Promise<{ audit: AuditChange; result: R }>): Promise<R> {
  requireAdmin(ctx.caller);
  return ctx.db.transaction().execute(async (trx) => {
    const { audit, result } = await work(trx);
    await recordAudit(trx, ctx.config, ctx.actor, audit);
    return result;
  });
}

/** The items of a menu, each with its roles and whether it is (in) the System administration group. */
async function itemsOf(db: Database, menuAlias: string): Promise<GrantItem[]> {
  const rows = await repo.loadItems(db, menuAlias);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inAdminGroup = (id: string | null, seen = new Set<string>()): boolean => {
    for (let cur = id ? byId.get(id) : undefined; cur && !seen.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      if (cur.alias === ADMIN_MENU_ALIAS) return true;
      seen.add(cur.id);
    }
    return false;
  };
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    alias: r.alias,
    names: { 'zh-CN': r.name_zh_cn, 'en-US': r.name_en_us, id: r.name_id },
    path: r.path,
    component: r.component,
    sort: r.sort,
    routeData: (r.routeData as MenuRouteData | null) ?? null,
    roles: r.roles,
    adminGroup: inAdminGroup(r.id),
    version: r.version,
  }));
}

export async function items(db: Database, c: Caller, menuAlias: string): Promise<GrantItem[]> {
  requireAdmin(c);
  return itemsOf(db, menuAlias);
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/**
 * Sets the items a role sees, as a whole. Granting an item grants the role its parents that have roles too (an item
 * under a parent the role cannot see would stay hidden); parents seen by everyone stay so. When a group is newly
 * granted that way, its other items that had no roles of their own (seen by whoever sees the group) are given the
 * group's roles first: everyone who saw them still does, and the role sees exactly the items it was given. An item
 * given that was seen "as its group" keeps the group's roles beside the role's.
 */
export function saveRoleGrants(ctx: GrantCtx, body: RoleGrantsSave) {
  return write(ctx, async (trx) => {
    const menuAlias = body.menuAlias ?? FRONT_MENU;
    const code = body.roleCode;
    if (code !== ADMIN_ROLE && !(await repo.roleExists(trx, code))) throw notFound('portal.menuGrants.roleNotFound');
    await repo.lockRoleGrants(trx, code);
    const current = await repo.grantsOf(trx, menuAlias, code);
    if (!same(current, body.before)) throw conflict('portal.menuGrants.changed');
    const all = await itemsOf(trx, menuAlias);
    const byId = new Map(all.map((i) => [i.id, i]));
    const wanted = new Set<string>();
    for (const id of body.menuIds) {
      if (!byId.has(id)) throw badRequest('portal.menuGrants.itemNotFound', { id });
      wanted.add(id);
      for (let p = byId.get(byId.get(id)!.parentId ?? ''); p; p = byId.get(p.parentId ?? '')) {
        if (wanted.has(p.id)) break;
        if (p.roles.length) wanted.add(p.id);
      }
    }
    const adminGroup = all.find((i) => i.alias === ADMIN_MENU_ALIAS);
    if (code === ADMIN_ROLE && adminGroup && !wanted.has(adminGroup.id)) throw badRequest('portal.menuGrants.adminLockout');
    if (code !== ADMIN_ROLE && [...wanted].some((id) => byId.get(id)!.adminGroup)) throw badRequest('portal.menuGrants.adminGroupOnly');
    const after = [...wanted].sort();
    // a group newly granted: its items seen "as the group" keep the group's roles, so the role sees only what it is given
    const kept = all.filter((c) => {
      const parent = byId.get(c.parentId ?? '');
      return parent && !current.includes(parent.id) && wanted.has(parent.id) && parent.roles.length && !c.roles.length && !wanted.has(c.id);
    });
    for (const c of kept) await repo.addRoles(trx, c.id, byId.get(c.parentId!)!.roles);
    // an item newly given that was seen "as its group" keeps the group's roles too: nobody loses it
    const inherited = (id: string | null): string[] => {
      for (let p = byId.get(id ?? ''); p; p = byId.get(p.parentId ?? '')) if (p.roles.length) return p.roles;
      return [];
    };
    for (const id of after) {
      const item = byId.get(id)!;
      if (!current.includes(id) && !item.roles.length) await repo.addRoles(trx, id, inherited(item.parentId));
    }
    await repo.changeGrants(
      trx,
      code,
      after.filter((id) => !current.includes(id)),
      current.filter((id) => !wanted.has(id)),
    );
    return {
      audit: {
        action: 'role.menus',
        targetType: 'role',
        targetId: code,
        targetName: code,
        before: current,
        after: kept.length ? { items: after, keptForGroup: kept.map((c) => c.id) } : after,
      },
      result: await itemsOf(trx, menuAlias),
    };
  });
}

/** An external link: an http(s) address or a path of this site. */
const goodUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/[^\s]*$/.test(url);

/** An item's New tag, badge and link; `everyone` takes its roles away. */
export function saveItem(ctx: GrantCtx, body: MenuItemSave) {
  return write(ctx, async (trx) => {
    const row = await repo.lockItem(trx, body.id);
    if (!row) throw notFound('portal.menuGrants.itemNotFound', { id: body.id });
    if (row.version !== body.version) throw conflict('portal.menuGrants.itemChanged');
    const url = body.url?.trim() || null;
    if (url && !goodUrl(url)) throw badRequest('portal.menuGrants.badUrl');
    if (body.openType === 'external' && !url) throw badRequest('portal.menuGrants.urlRequired');
    const before = (row.route_data ?? {}) as MenuRouteData;
    const next: MenuRouteData = { ...before };
    delete next.newTag;
    delete next.badge;
    delete next.url;
    delete next.openType;
    if (body.newTag) next.newTag = true;
    const badge = body.badge?.trim();
    if (badge) next.badge = badge;
    if (url) next.url = url;
    if (body.openType !== 'current') next.openType = body.openType;
    const menuAlias = FRONT_MENU;
    const all = await itemsOf(trx, menuAlias);
    const item = all.find((i) => i.id === row.id);
    if (body.everyone) {
      if (item?.adminGroup) throw badRequest('portal.menuGrants.adminGroupOnly');
      await repo.clearRoles(trx, row.id);
    }
    await repo.setRouteData(trx, row.id, next as Record<string, unknown>);
    const after = (await itemsOf(trx, menuAlias)).find((i) => i.id === row.id)!;
    return {
      audit: {
        action: 'menu.item',
        targetType: 'menu',
        targetId: row.id,
        targetName: row.name_zh_cn,
        before: { routeData: before, roles: item?.roles ?? [] },
        after: { routeData: after.routeData, roles: after.roles },
      },
      result: after,
    };
  });
}
