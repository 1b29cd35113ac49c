import type { Database } from '../../db/database.js';
import type { MenuRouteData } from '../../../../contract/portal.js';

/** [zh-CN, en-US, id] */
type Names = [string, string, string];
interface SeedMenu {
  alias: string;
  names: Names;
  path: string;
  component?: string;
  icon?: string;
  routeData?: MenuRouteData;
  roles?: string[];
  children?: SeedMenu[];
}

export const FRONT_MENU = 'front_menu';
export const menuId = (alias: string) => `menu_front_${alias}`;

/** The tree of docs/menu.md, the contract with the portal's route compiler. */
export const FRONT_MENU_TREE: SeedMenu[] = [
  {
    alias: 'home',
    names: ['首页', 'Home', 'Beranda'],
    path: '/home',
    component: 'dashboard/Home',
    icon: 'HomeOutlined',
    routeData: { keepAlive: true, affix: true },
  },
  {
    alias: 'matter',
    names: ['事项办理', 'Matters', 'Urusan'],
    path: '/matter',
    icon: 'AuditOutlined',
    children: [
      {
        alias: 'myTask',
        names: ['我的待办', 'My tasks', 'Tugas saya'],
        path: '/matter/myTask',
        component: 'tasks/MyTask',
        icon: 'CheckSquareOutlined',
        routeData: { keepAlive: true },
      },
      {
        alias: 'startProcess',
        names: ['发起流程', 'Start a process', 'Mulai proses'],
        path: '/matter/startProcess',
        component: 'tasks/StartProcess',
        icon: 'PlusCircleOutlined',
        routeData: { newTag: true },
      },
      {
        alias: 'myRequest',
        names: ['我的申请', 'My requests', 'Permohonan saya'],
        path: '/matter/myRequest',
        component: 'tasks/MyRequest',
        icon: 'FileTextOutlined',
      },
      {
        alias: 'circulate',
        names: ['传阅事项', 'Circulated items', 'Item edaran'],
        path: '/matter/circulate',
        component: 'tasks/Circulated',
        icon: 'ShareAltOutlined',
      },
    ],
  },
  {
    alias: 'personal',
    names: ['个人办公', 'Personal office', 'Kantor pribadi'],
    path: '/personal',
    icon: 'UserOutlined',
    children: [
      {
        alias: 'message',
        names: ['站内消息', 'Messages', 'Pesan'],
        path: '/personal/message',
        component: 'messages/MessageList',
        icon: 'MailOutlined',
      },
      {
        alias: 'agent',
        names: ['我的代理', 'My agents', 'Agen saya'],
        path: '/personal/agent',
        component: 'agents/AgentList',
        icon: 'UserSwitchOutlined',
      },
      {
        alias: 'secretary',
        names: ['我的秘书', 'My secretaries', 'Sekretaris saya'],
        path: '/personal/secretary',
        component: 'agents/SecretaryList',
        icon: 'TeamOutlined',
      },
      {
        alias: 'approvalItem',
        names: ['常用意见', 'Common opinions', 'Pendapat umum'],
        path: '/personal/approvalItem',
        component: 'tasks/ApprovalItems',
        icon: 'CommentOutlined',
      },
    ],
  },
  {
    alias: 'documents',
    names: ['知识文档', 'Documents', 'Dokumen'],
    path: '/documents',
    component: 'documents/DocumentList',
    icon: 'BookOutlined',
  },
  {
    alias: 'contacts',
    names: ['通讯录', 'Contacts', 'Kontak'],
    path: '/contacts',
    component: 'contacts/Contacts',
    icon: 'ContactsOutlined',
  },
  { alias: 'board', names: ['数据看板', 'Dashboard', 'Dasbor'], path: '/board', component: 'dashboard/Board', icon: 'DashboardOutlined' },
  {
    alias: 'report',
    names: ['报表中心', 'Reports', 'Pusat laporan'],
    path: '/report',
    icon: 'BarChartOutlined',
    children: [
      {
        alias: 'monthly',
        names: ['月度报表', 'Monthly report', 'Laporan bulanan'],
        path: 'report.approval.monthly',
        icon: 'CalendarOutlined',
        routeData: { url: '/front/sysModulePreview/mod_approval_report/monthly?__isFull__=true' },
      },
      // a predefined custom query (server/src/forms/queries/repo-reports.ts); the query string becomes the page's templateKey
      {
        alias: 'queryReport',
        names: ['查询报表', 'Query report', 'Laporan kueri'],
        path: '/report/query?templateKey=monthlyRequests',
        component: 'forms/TemplatePreview',
        icon: 'SearchOutlined',
      },
    ],
  },
  {
    alias: 'flowAdmin',
    names: ['流程管理', 'Process administration', 'Administrasi proses'],
    path: '/flowAdmin',
    icon: 'ApartmentOutlined',
    roles: ['admin'],
    children: [
      {
        alias: 'flowDef',
        names: ['流程定义', 'Process definitions', 'Definisi proses'],
        path: '/flowAdmin/flowDef',
        component: 'workflow/FlowDefList',
        icon: 'DeploymentUnitOutlined',
      },
      {
        alias: 'instances',
        names: ['流程监控', 'Process monitor', 'Pemantauan proses'],
        path: '/flowAdmin/instances',
        component: 'tasks/InstanceMonitor',
        icon: 'MonitorOutlined',
      },
    ],
  },
  {
    alias: 'handbook',
    names: ['使用手册', 'Handbook', 'Buku panduan'],
    path: '/handbook',
    icon: 'QuestionCircleOutlined',
    routeData: { openType: 'external', url: '/portal/handbook/' },
  },
  {
    alias: 'settings',
    names: ['个人设置', 'Settings', 'Pengaturan'],
    path: '/settings',
    component: 'contacts/Profile',
    icon: 'SettingOutlined',
  },
];

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
        icon: item.icon ?? null,
        sort,
        route_data: item.routeData ? JSON.stringify(item.routeData) : null,
      })),
    )
    .execute();
  const roles = rows.flatMap(({ id, item }) => (item.roles ?? []).map((role_code) => ({ menu_id: id, role_code })));
  if (roles.length) await db.insertInto('sys_menu_role').values(roles).execute();
}
