/** One item of the front menu tree (docs/menu.md): the contract with GET getCurrentUserMenu. */
export interface MenuRouteData {
  keepAlive?: boolean;
  activeMenu?: string;
  newTag?: boolean;
  badge?: number | string;
  openType?: 'current' | 'tab' | 'external';
  url?: string;
  hidden?: boolean;
  affix?: boolean;
  /** layout kind for the page; the main layout when absent */
  layout?: LayoutKind;
}

export interface MenuItem {
  id: string;
  parentId: string | null;
  alias: string;
  name: string;
  path: string;
  component?: string | null;
  icon?: string | null;
  sort: number;
  routeData?: MenuRouteData | null;
  children?: MenuItem[] | null;
}

/**
 * Layout kinds of spec 01 §2. `main` frames a page with top bar, side menu and tabs; `empty` shows
 * the page alone (full screen); the others are content layouts inside the main frame.
 */
export type LayoutKind = 'main' | 'empty' | 'dataDashboard' | 'templatePreview' | 'querySqlPreview' | 'home' | 'onlineMenu' | 'multilevel';

export interface Crumb {
  title: string;
  titleKey?: string;
  path?: string;
}

export interface RouteMeta {
  /** label from the menu (already in the user's language) */
  title: string;
  /** or a key in locales/<lang>/shell.json for fixed routes */
  titleKey?: string;
  icon?: string;
  /** the query string of a menu path, moved here (spec 01 §2) */
  query?: Record<string, string>;
  keepAlive?: boolean;
  /** the side-menu item to highlight while this route is open */
  activeMenu?: string;
  affix?: boolean;
  hidden?: boolean;
  newTag?: boolean;
  badge?: number | string;
  /** embedded page address (online menu) */
  url?: string;
  layout: LayoutKind;
  /** route data given to the page as properties (the query string for /external/approvalForm) */
  queryAsProps?: boolean;
  /** directories above this route, for the breadcrumb */
  parents?: Crumb[];
}

/** A compiled route: what the router and the tabs need; `component` is a page registry key. */
export interface CompiledRoute {
  path: string;
  /** stable name: the menu alias, or the fixed route's name */
  name: string;
  kind: 'page' | 'embedded' | 'directory' | 'redirect';
  component?: string;
  /** for `redirect` routes */
  redirect?: string;
  meta: RouteMeta;
  /** only the fixed /fullMatter route nests children */
  children?: CompiledRoute[];
}

/** The side menu, derived from the same tree, with every item's path resolved to an app path. */
export interface MenuNode {
  key: string;
  alias: string;
  title: string;
  icon?: string;
  /** app path to navigate to (with the menu path's query string), or the external address */
  to?: string;
  /** a directory's own overview route, if it has one */
  path?: string;
  openType: 'current' | 'tab' | 'external';
  newTag?: boolean;
  badge?: number | string;
  children?: MenuNode[];
}

export interface CompiledMenu {
  routes: CompiledRoute[];
  menu: MenuNode[];
  /** menu paths dropped because an earlier item had the same path */
  duplicates: string[];
}
