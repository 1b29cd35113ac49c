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

/** A menu item that opens a page (`component`; none for an embedded or external page). */
const page = (alias: string, names: Names, path: string, component: string | null, icon: string, routeData?: MenuRouteData): SeedMenu => ({
  alias,
  names,
  path,
  ...(component ? { component } : {}),
  icon,
  ...(routeData ? { routeData } : {}),
});
/** A directory of menu items. */
const group = (alias: string, names: Names, path: string, icon: string, children: SeedMenu[]): SeedMenu => ({
  alias,
  names,
  path,
  icon,
  children,
});
const adminOnly = (item: SeedMenu): SeedMenu => ({ ...item, roles: ['admin'] });

/** The tree of docs/menu.md, the contract with the portal's route compiler. */
export const FRONT_MENU_TREE: SeedMenu[] = [
  page('home', ['首页', 'Home', 'Beranda'], '/home', 'dashboard/Home', 'HomeOutlined', { keepAlive: true, affix: true }),
  group('matter', ['事项办理', 'Matters', 'Urusan'], '/matter', 'AuditOutlined', [
    page('myTask', ['我的待办', 'My tasks', 'Tugas saya'], '/matter/myTask', 'tasks/MyTask', 'CheckSquareOutlined', { keepAlive: true }),
    page(
      'startProcess',
      ['发起流程', 'Start a process', 'Mulai proses'],
      '/matter/startProcess',
      'tasks/StartProcess',
      'PlusCircleOutlined',
      { newTag: true },
    ),
    page('myRequest', ['我的申请', 'My requests', 'Permohonan saya'], '/matter/myRequest', 'tasks/MyRequest', 'FileTextOutlined'),
    page('circulate', ['传阅事项', 'Circulated items', 'Item edaran'], '/matter/circulate', 'tasks/Circulated', 'ShareAltOutlined'),
  ]),
  group('personal', ['个人办公', 'Personal office', 'Kantor pribadi'], '/personal', 'UserOutlined', [
    page('message', ['站内消息', 'Messages', 'Pesan'], '/personal/message', 'messages/MessageList', 'MailOutlined'),
    page('mail', ['邮件', 'Mail', 'Surel'], '/personal/mail', 'mail/Mailbox', 'InboxOutlined'),
    page('agent', ['我的代理', 'My agents', 'Agen saya'], '/personal/agent', 'agents/AgentList', 'UserSwitchOutlined'),
    page('secretary', ['我的秘书', 'My secretaries', 'Sekretaris saya'], '/personal/secretary', 'agents/SecretaryList', 'TeamOutlined'),
    page(
      'approvalItem',
      ['常用意见', 'Common opinions', 'Pendapat umum'],
      '/personal/approvalItem',
      'tasks/ApprovalItems',
      'CommentOutlined',
    ),
    page('commonFlows', ['常用流程', 'Common flows', 'Alur umum'], '/personal/commonFlows', 'flow-admin/CommonFlows', 'AppstoreOutlined'),
    page('groups', ['我的群组', 'Groups', 'Grup'], '/personal/groups', 'groups/GroupList', 'UsergroupAddOutlined'),
    page(
      'notifySettings',
      ['通知设置', 'Notification settings', 'Pengaturan notifikasi'],
      '/personal/notifySettings',
      'notify/NotifySettings',
      'SettingOutlined',
    ),
  ]),
  page('documents', ['知识文档', 'Documents', 'Dokumen'], '/documents', 'documents/DocumentList', 'BookOutlined'),
  page('contacts', ['通讯录', 'Contacts', 'Kontak'], '/contacts', 'contacts/Contacts', 'ContactsOutlined'),
  page('board', ['数据看板', 'Dashboard', 'Dasbor'], '/board', 'dashboard/Board', 'DashboardOutlined'),
  page(
    'myDashboard',
    ['我的仪表盘', 'My dashboard', 'Dasbor saya'],
    '/dashboards?alias=approval_dashboard',
    'dashboard/Dashboards',
    'AppstoreOutlined',
  ),
  page(
    'largeScreen',
    ['数据大屏', 'Large screen', 'Layar besar'],
    '/largeScreen?alias=approval_screen&__isFull__=true',
    'screen/LargeScreen',
    'MonitorOutlined',
    {
      openType: 'tab',
    },
  ),
  group('report', ['报表中心', 'Reports', 'Pusat laporan'], '/report', 'BarChartOutlined', [
    page('monthly', ['月度报表', 'Monthly report', 'Laporan bulanan'], 'report.approval.monthly', null, 'CalendarOutlined', {
      url: '/front/sysModulePreview/mod_approval_report/monthly?__isFull__=true',
    }),
    // a predefined custom query (server/src/forms/queries/repo-reports.ts); the query string becomes the page's templateKey
    page(
      'queryReport',
      ['查询报表', 'Query report', 'Laporan kueri'],
      '/report/query?templateKey=monthlyRequests',
      'forms/TemplatePreview',
      'SearchOutlined',
    ),
  ]),
  adminOnly(
    group('flowAdmin', ['流程管理', 'Process administration', 'Administrasi proses'], '/flowAdmin', 'ApartmentOutlined', [
      page(
        'flowDef',
        ['流程定义', 'Process definitions', 'Definisi proses'],
        '/flowAdmin/flowDef',
        'workflow/FlowDefList',
        'DeploymentUnitOutlined',
      ),
      page(
        'instances',
        ['流程监控', 'Process monitor', 'Pemantauan proses'],
        '/flowAdmin/instances',
        'tasks/InstanceMonitor',
        'MonitorOutlined',
      ),
      page('seals', ['印章管理', 'Seals', 'Stempel'], '/flowAdmin/seals', 'seals/SealList', 'SafetyCertificateOutlined'),
      page(
        'authorization',
        ['授权中心', 'Authorisation centre', 'Pusat otorisasi'],
        '/flowAdmin/authorization',
        'authorization/AuthorizationCenter',
        'SafetyCertificateOutlined',
      ),
      page(
        'printTemplates',
        ['打印模板', 'Print templates', 'Templat cetak'],
        '/flowAdmin/printTemplates',
        'print/PrintTemplates',
        'PrinterOutlined',
      ),
      // issue 15: screens for the process administrators' calls (server/src/seed/late-menus.ts adds them to older menus)
      page(
        'exceptions',
        ['任务异常', 'Task exceptions', 'Pengecualian tugas'],
        '/flowAdmin/exceptions',
        'flow-admin/TaskExceptions',
        'AuditOutlined',
      ),
      page(
        'instanceExport',
        ['实例导出', 'Instance export', 'Ekspor instans'],
        '/flowAdmin/instanceExport',
        'flow-admin/InstanceExport',
        'FileTextOutlined',
      ),
      page(
        'taskAdmin',
        ['任务改派', 'Task reassignment', 'Pengalihan tugas'],
        '/flowAdmin/taskAdmin',
        'flow-admin/TaskReassign',
        'UserSwitchOutlined',
      ),
      page(
        'opinionCorrection',
        ['意见修正', 'Opinion correction', 'Koreksi pendapat'],
        '/flowAdmin/opinions',
        'flow-admin/OpinionCorrection',
        'CommentOutlined',
      ),
      page(
        'formRecords',
        ['表单修改记录', 'Form-change history', 'Riwayat perubahan formulir'],
        '/flowAdmin/formRecords',
        'flow-admin/FormRecords',
        'FolderOutlined',
      ),
      page(
        'analytics',
        ['流程分析', 'Process analytics', 'Analitik proses'],
        '/flowAdmin/analytics',
        'analytics/ProcessAnalytics',
        'BarChartOutlined',
      ),
    ]),
  ),
  page('handbook', ['使用手册', 'Handbook', 'Buku panduan'], '/handbook', null, 'QuestionCircleOutlined', {
    openType: 'external',
    url: '/portal/handbook/',
  }),
  page('settings', ['个人设置', 'Settings', 'Pengaturan'], '/settings', 'contacts/Profile', 'SettingOutlined'),
];

/** An item of the front menu (top level or a child) by alias. */
export function frontMenuItem(alias: string): SeedMenu {
  const found = FRONT_MENU_TREE.flatMap((i) => [i, ...(i.children ?? [])]).find((i) => i.alias === alias);
  if (!found) throw new Error(`no front menu item ${alias}`);
  return found;
}

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
    .values(
      rows.map(({ id, parentId, item, sort }) => ({
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
      })),
    )
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
    .values({
      id: menuId(item.alias),
      menu_alias: FRONT_MENU,
      parent_id: parentId,
      alias: item.alias,
      name_zh_cn: item.names[0],
      name_en_us: item.names[1],
      name_id: item.names[2],
      path: item.path,
      component: item.component ?? null,
      icon: item.icon,
      sort: Number(siblings?.sort ?? 0) + 10,
      route_data: item.routeData ? JSON.stringify(item.routeData) : null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  const roles = (item.roles ?? []).map((role_code) => ({ menu_id: menuId(item.alias), role_code }));
  if (added && roles.length) await db.insertInto('sys_menu_role').values(roles).execute();
}
