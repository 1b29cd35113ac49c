import type { Database } from '../../db/database.js';
import type { MenuRouteData } from '../../../../contract/portal.js';

/** [zh-CN, en-US, id] */
export type Names = [string, string, string];
interface SeedMenu {
  alias: string;
  names: Names;
  path: string;
  component?: string;
  icon: string;
  routeData?: MenuRouteData;
  roles?: string[];
  children?: SeedMenu[];
}

export const FRONT_MENU = 'front_menu';
export const menuId = (alias: string) => `menu_front_${alias}`;

/** The front menu's names by alias, [zh-CN, en-US, id]: the tree below says where each item goes and what it opens. */
const FRONT_MENU_NAMES = {
  home: ['首页', 'Home', 'Beranda'],
  matter: ['事项办理', 'Matters', 'Urusan'],
  myTask: ['我的待办', 'My tasks', 'Tugas saya'],
  startProcess: ['发起流程', 'Start a process', 'Mulai proses'],
  myRequest: ['我的申请', 'My requests', 'Permohonan saya'],
  circulate: ['传阅事项', 'Circulated items', 'Item edaran'],
  personal: ['个人办公', 'Personal office', 'Kantor pribadi'],
  message: ['站内消息', 'Messages', 'Pesan'],
  mail: ['邮件', 'Mail', 'Surel'],
  agent: ['我的代理', 'My agents', 'Agen saya'],
  secretary: ['我的秘书', 'My secretaries', 'Sekretaris saya'],
  approvalItem: ['常用意见', 'Common opinions', 'Pendapat umum'],
  commonFlows: ['常用流程', 'Common flows', 'Alur umum'],
  groups: ['我的群组', 'Groups', 'Grup'],
  notifySettings: ['通知设置', 'Notification settings', 'Pengaturan notifikasi'],
  documents: ['知识文档', 'Documents', 'Dokumen'],
  contacts: ['通讯录', 'Contacts', 'Kontak'],
  board: ['数据看板', 'Dashboard', 'Dasbor'],
  myDashboard: ['我的仪表盘', 'My dashboard', 'Dasbor saya'],
  largeScreen: ['数据大屏', 'Large screen', 'Layar besar'],
  report: ['报表中心', 'Reports', 'Pusat laporan'],
  monthly: ['月度报表', 'Monthly report', 'Laporan bulanan'],
  queryReport: ['查询报表', 'Query report', 'Laporan kueri'],
  flowAdmin: ['流程管理', 'Process administration', 'Administrasi proses'],
  flowDef: ['流程定义', 'Process definitions', 'Definisi proses'],
  instances: ['流程监控', 'Process monitor', 'Pemantauan proses'],
  seals: ['印章管理', 'Seals', 'Stempel'],
  authorization: ['授权中心', 'Authorisation centre', 'Pusat otorisasi'],
  printTemplates: ['打印模板', 'Print templates', 'Templat cetak'],
  exceptions: ['任务异常', 'Task exceptions', 'Pengecualian tugas'],
  instanceExport: ['实例导出', 'Instance export', 'Ekspor instans'],
  taskAdmin: ['任务改派', 'Task reassignment', 'Pengalihan tugas'],
  opinionCorrection: ['意见修正', 'Opinion correction', 'Koreksi pendapat'],
  formRecords: ['表单修改记录', 'Form-change history', 'Riwayat perubahan formulir'],
  analytics: ['流程分析', 'Process analytics', 'Analitik proses'],
  portalAdmin: ['门户管理', 'Portal administration', 'Administrasi portal'],
  newsAdmin: ['新闻公告', 'News and announcements', 'Berita dan pengumuman'],
  sysAdmin: ['系统管理', 'System administration', 'Administrasi sistem'],
  companySetup: ['公司设置', 'Company setup', 'Pengaturan perusahaan'],
  userAdmin: ['用户管理', 'Users', 'Pengguna'],
  orgAdmin: ['组织管理', 'Organisation', 'Organisasi'],
  postAdmin: ['岗位与职务', 'Posts and jobs', 'Posisi dan jabatan'],
  roleAdmin: ['角色与菜单', 'Roles and menus', 'Peran dan menu'],
  auditLog: ['审计日志', 'Audit log', 'Log audit'],
  handbook: ['使用手册', 'Handbook', 'Buku panduan'],
  settings: ['个人设置', 'Settings', 'Pengaturan'],
} satisfies Record<string, Names>;
type FrontAlias = keyof typeof FRONT_MENU_NAMES;

/** A menu item that opens a page (`component`; none for an embedded or external page). */
const page = (alias: FrontAlias, path: string, component: string | null, icon: string, routeData?: MenuRouteData): SeedMenu => ({
  alias,
  names: FRONT_MENU_NAMES[alias],
  path,
  ...(component ? { component } : {}),
  icon,
  ...(routeData ? { routeData } : {}),
});
/** A directory of menu items. */
const group = (alias: FrontAlias, path: string, icon: string, children: SeedMenu[]): SeedMenu => ({
  alias,
  names: FRONT_MENU_NAMES[alias],
  path,
  icon,
  children,
});
const adminOnly = (item: SeedMenu): SeedMenu => ({ ...item, roles: ['admin'] });

/** The tree of docs/menu.md, the contract with the portal's route compiler. */
export const FRONT_MENU_TREE: SeedMenu[] = [
  page('home', '/home', 'dashboard/Home', 'HomeOutlined', { keepAlive: true, affix: true }),
  group('matter', '/matter', 'AuditOutlined', [
    page('myTask', '/matter/myTask', 'tasks/MyTask', 'CheckSquareOutlined', { keepAlive: true }),
    page('startProcess', '/matter/startProcess', 'tasks/StartProcess', 'PlusCircleOutlined', { newTag: true }),
    page('myRequest', '/matter/myRequest', 'tasks/MyRequest', 'FileTextOutlined'),
    page('circulate', '/matter/circulate', 'tasks/Circulated', 'ShareAltOutlined'),
  ]),
  group('personal', '/personal', 'UserOutlined', [
    page('message', '/personal/message', 'messages/MessageList', 'MailOutlined'),
    page('mail', '/personal/mail', 'mail/Mailbox', 'InboxOutlined'),
    page('agent', '/personal/agent', 'agents/AgentList', 'UserSwitchOutlined'),
    page('secretary', '/personal/secretary', 'agents/SecretaryList', 'TeamOutlined'),
    page('approvalItem', '/personal/approvalItem', 'tasks/ApprovalItems', 'CommentOutlined'),
    page('commonFlows', '/personal/commonFlows', 'flow-admin/CommonFlows', 'AppstoreOutlined'),
    page('groups', '/personal/groups', 'groups/GroupList', 'UsergroupAddOutlined'),
    page('notifySettings', '/personal/notifySettings', 'notify/NotifySettings', 'SettingOutlined'),
  ]),
  page('documents', '/documents', 'documents/DocumentList', 'BookOutlined'),
  page('contacts', '/contacts', 'contacts/Contacts', 'ContactsOutlined'),
  page('board', '/board', 'dashboard/Board', 'DashboardOutlined'),
  page('myDashboard', '/dashboards?alias=approval_dashboard', 'dashboard/Dashboards', 'AppstoreOutlined'),
  page('largeScreen', '/largeScreen?alias=approval_screen&__isFull__=true', 'screen/LargeScreen', 'MonitorOutlined', {
    openType: 'tab',
  }),
  group('report', '/report', 'BarChartOutlined', [
    page('monthly', 'report.approval.monthly', null, 'CalendarOutlined', {
      url: '/front/sysModulePreview/mod_approval_report/monthly?__isFull__=true',
    }),
    // a predefined custom query (server/src/forms/queries/repo-reports.ts); the query string becomes the page's templateKey
    page('queryReport', '/report/query?templateKey=monthlyRequests', 'forms/TemplatePreview', 'SearchOutlined'),
  ]),
  adminOnly(
    group('flowAdmin', '/flowAdmin', 'ApartmentOutlined', [
      page('flowDef', '/flowAdmin/flowDef', 'workflow/FlowDefList', 'DeploymentUnitOutlined'),
      page('instances', '/flowAdmin/instances', 'tasks/InstanceMonitor', 'MonitorOutlined'),
      page('seals', '/flowAdmin/seals', 'seals/SealList', 'SafetyCertificateOutlined'),
      page('authorization', '/flowAdmin/authorization', 'authorization/AuthorizationCenter', 'SafetyCertificateOutlined'),
      page('printTemplates', '/flowAdmin/printTemplates', 'print/PrintTemplates', 'PrinterOutlined'),
      // issue 15: screens for the process administrators' calls (server/src/seed/late-menus.ts adds them to older menus)
      page('exceptions', '/flowAdmin/exceptions', 'flow-admin/TaskExceptions', 'AuditOutlined'),
      page('instanceExport', '/flowAdmin/instanceExport', 'flow-admin/InstanceExport', 'FileTextOutlined'),
      page('taskAdmin', '/flowAdmin/taskAdmin', 'flow-admin/TaskReassign', 'UserSwitchOutlined'),
      page('opinionCorrection', '/flowAdmin/opinions', 'flow-admin/OpinionCorrection', 'CommentOutlined'),
      page('formRecords', '/flowAdmin/formRecords', 'flow-admin/FormRecords', 'FolderOutlined'),
      page('analytics', '/flowAdmin/analytics', 'analytics/ProcessAnalytics', 'BarChartOutlined'),
    ]),
  ),
  // issue 29 item 21: the news and announcements of the home page, written by administrators
  adminOnly(
    group('portalAdmin', '/portalAdmin', 'AppstoreOutlined', [
      page('newsAdmin', '/portalAdmin/news', 'dashboard/NewsAdmin', 'FileTextOutlined'),
    ]),
  ),
  // issue 30: the company's administration of people, organisation, roles and menus, and its audit log; the company
  // setup first (the first run of an empty company, then the languages offered in any company)
  adminOnly(
    group('sysAdmin', '/sysAdmin', 'ControlOutlined', [
      page('companySetup', '/sysAdmin/setup', 'setup/CompanySetup', 'SettingOutlined'),
      page('userAdmin', '/sysAdmin/users', 'admin-users/UserAdmin', 'TeamOutlined'),
      page('orgAdmin', '/sysAdmin/org', 'admin-org/OrgAdmin', 'ApartmentOutlined'),
      page('postAdmin', '/sysAdmin/posts', 'admin-org/PostAdmin', 'IdcardOutlined'),
      page('roleAdmin', '/sysAdmin/roles', 'admin-org/RoleAdmin', 'SafetyOutlined'),
      page('auditLog', '/sysAdmin/audit', 'admin-audit/AuditLog', 'FileProtectOutlined'),
    ]),
  ),
  page('handbook', '/handbook', null, 'QuestionCircleOutlined', {
    openType: 'external',
    url: '/portal/handbook/',
  }),
  page('settings', '/settings', 'contacts/Profile', 'SettingOutlined'),
];

/** An item of the front menu (top level or a child) by alias. */
export function frontMenuItem(alias: string): SeedMenu {
  const found = FRONT_MENU_TREE.flatMap((i) => [i, ...(i.children ?? [])]).find((i) => i.alias === alias);
  if (!found) throw new Error(`no front menu item ${alias}`);
  return found;
}

/** The sys_menu row of one seeded item. */
const menuRow = (menuAlias: string, id: string, parentId: string | null, item: SeedMenu, sort: number) => ({
  id,
  menu_alias: menuAlias,
  parent_id: parentId,
  alias: item.alias,
  name_zh_cn: item.names[0],
  name_en_us: item.names[1],
  name_id: item.names[2],
  path: item.path,
  component: item.component ?? null,
  icon: item.icon,
  sort,
  route_data: item.routeData ? JSON.stringify(item.routeData) : null,
});

export async function seedMenuTree(db: Database, menuAlias: string, tree: SeedMenu[]): Promise<void> {
  const rows: { id: string; parentId: string | null; item: SeedMenu; sort: number }[] = [];
  const walk = (items: SeedMenu[], parentId: string | null) =>
    items.forEach((item, i) => {
      rows.push({ id: menuId(item.alias), parentId, item, sort: (i + 1) * 10 });
      if (item.children) walk(item.children, menuId(item.alias));
    });
  walk(tree, null);
  await db
    .insertInto('sys_menu')
    .values(rows.map(({ id, parentId, item, sort }) => menuRow(menuAlias, id, parentId, item, sort)))
    .execute();
  const roles = rows.flatMap(({ id, item }) => (item.roles ?? []).map((role_code) => ({ menu_id: id, role_code })));
  if (roles.length) await db.insertInto('sys_menu_role').values(roles).execute();
}

/**
 * Adds one item of FRONT_MENU_TREE under its parent (by alias; null for the top level) to a front menu seeded before
 * the item existed; nothing when the parent is missing (an emptied menu) or the item is there. It goes after its
 * siblings, with its route data and roles.
 */
export async function addFrontMenuItem(db: Database, parentAlias: string | null, alias: string): Promise<void> {
  let parentId: string | null = null;
  if (parentAlias !== null) {
    const parent = await db.selectFrom('sys_menu').select('id').where('id', '=', menuId(parentAlias)).executeTakeFirst();
    if (!parent) return;
    parentId = parent.id;
  } else {
    const any = await db.selectFrom('sys_menu').select('id').where('menu_alias', '=', FRONT_MENU).executeTakeFirst();
    if (!any) return;
  }
  const item = frontMenuItem(alias);
  const siblings = await db
    .selectFrom('sys_menu')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('menu_alias', '=', FRONT_MENU)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .executeTakeFirst();
  const added = await db
    .insertInto('sys_menu')
    .values(menuRow(FRONT_MENU, menuId(item.alias), parentId, item, Number(siblings?.sort ?? 0) + 10))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  const roles = (item.roles ?? []).map((role_code) => ({ menu_id: menuId(item.alias), role_code }));
  if (added && roles.length) await db.insertInto('sys_menu_role').values(roles).execute();
}
