import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable } from './common.js';
import { MenuRouteData } from './portal.js';

/**
 * Which roles see which menu items (issue 30 part 1; spec 01 §2 and §6 "feature pages are granted through the
 * server-side menu"). An item with no roles is seen by everyone signed in; an item with roles by holders of one of
 * them (administrators hold `admin`). The System administration group stays `admin` only. Administrators only.
 */

/** The alias of the System administration group: only `admin` may see it, and `admin` may not lose it. */
export const ADMIN_MENU_ALIAS = 'sysAdmin';

export const MenuNames = Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String(), id: Type.String() });
export type MenuNames = Static<typeof MenuNames>;

/** One item of a menu as the grant screen shows it, flat (the portal builds the tree from parentId). */
export const GrantItem = Type.Object({
  id: Type.String(),
  parentId: Nullable(Type.String()),
  alias: Type.String(),
  names: MenuNames,
  path: Type.String(),
  component: Nullable(Type.String()),
  sort: Type.Integer(),
  routeData: Nullable(MenuRouteData),
  /** the role codes that see it; empty: everyone */
  roles: Type.Array(Type.String()),
  /** the System administration group or an item in it */
  adminGroup: Type.Boolean(),
  version: Type.Integer(),
});
export type GrantItem = Static<typeof GrantItem>;

export const GrantsQuery = Type.Object({
  menuAlias: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', default: 'front_menu' }),
});

/**
 * The items a role is granted, as a whole: `before` is the set the screen read (a change by someone else since then
 * is refused, 409). Granting an item also grants the role its parents that have roles (else it could not see it).
 */
export const RoleGrantsSave = Type.Object(
  {
    menuAlias: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    roleCode: Key(),
    menuIds: Type.Array(Key(), { maxItems: 1000 }),
    before: Type.Array(Key(), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type RoleGrantsSave = Static<typeof RoleGrantsSave>;

/** A menu item's New tag, badge and external link; `everyone` true takes all its roles away (seen by everyone). */
export const MenuItemSave = Type.Object(
  {
    id: Key(),
    version: Type.Integer({ minimum: 1 }),
    newTag: Type.Boolean(),
    badge: Nullable(Type.String({ maxLength: 12 })),
    /** an http(s) address or a path of this site opened outside the portal's frame; null: the item's own page */
    url: Nullable(Type.String({ maxLength: 500 })),
    openType: Type.Union([Type.Literal('current'), Type.Literal('tab'), Type.Literal('external')]),
    everyone: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MenuItemSave = Static<typeof MenuItemSave>;

const BASE = '/sys/sysMenu/v1/grants';

export const MENU_GRANT_CALLS = {
  items: call({ method: 'GET', path: `${BASE}/items`, query: GrantsQuery, answer: Type.Array(GrantItem) }),
  saveRoleGrants: call({ method: 'POST', path: `${BASE}/role`, body: RoleGrantsSave, answer: Type.Array(GrantItem) }),
  saveItem: call({ method: 'POST', path: `${BASE}/item`, body: MenuItemSave, answer: GrantItem }),
};
