import type { Database } from '../db/database.js';
import { sanitizeContent } from '../messages/sanitize.js';
import { frontMenuItem, menuId, type Names } from './menus/seed-menu.js';

/**
 * The approval report module previewed by the monthly report menu item: each item's code is a
 * predefined custom query (server/src/forms/queries/repo-reports.ts) on the approval data the system has.
 */
export async function seedModule(db: Database): Promise<void> {
  await db
    .insertInto('sys_module')
    .values({ id: 'mod_approval_report', name: '审批报表', description: '每月的流程申请、请假与费用报销统计' })
    .execute();
  const items = [
    { type: 'datalist', name: '月度流程申请', code: 'monthlyRequests', url: null, column_name: '流程' },
    { type: 'datalist', name: '请假统计', code: 'leaveStats', url: null, column_name: '人事' },
    { type: 'datalist', name: '部门费用汇总', code: 'expenseByDept', url: null, column_name: '财务' },
    { type: 'chart', name: '月度申请趋势', code: 'monthlyRequests', url: null, column_name: '图表' },
    { type: 'chart', name: '部门费用趋势', code: 'expenseByDept', url: null, column_name: '图表' },
  ] as const;
  await db
    .insertInto('sys_module_item')
    .values(items.map((i, n) => ({ id: `mod_approval_report_${n + 1}`, module_id: 'mod_approval_report', sort: n + 1, ...i })))
    .execute();
}

interface SeedApp {
  id: string;
  icon: string;
  url: string;
  openType: 'current' | 'tab';
  names: Names;
  descriptions: Names;
}

/** A home tile that opens an item of the front menu, with its names, icon and address (an external page opens in a tab). */
function menuTile(id: string, alias: string, descriptions: Names, names?: Names): SeedApp {
  const item = frontMenuItem(alias);
  const openType = item.routeData?.openType === 'external' ? 'tab' : 'current';
  return { id, icon: item.icon, url: item.routeData?.url ?? item.path, openType, names: names ?? item.names, descriptions };
}

const APPS: SeedApp[] = [
  menuTile('app_start', 'startProcess', ['选择流程并填写申请', 'Choose a flow and fill in the request', 'Pilih alur dan isi permohonan']),
  menuTile('app_todo', 'myTask', [
    '处理待我审批的事项',
    'Handle the matters waiting for your approval',
    'Tangani urusan yang menunggu persetujuan Anda',
  ]),
  menuTile('app_request', 'myRequest', ['跟踪我发起的流程', 'Follow the flows you started', 'Ikuti alur yang Anda mulai']),
  menuTile('app_docs', 'documents', ['公司制度与规范', 'Company policies and standards', 'Kebijakan dan standar perusahaan']),
  menuTile('app_contacts', 'contacts', ['查找同事', 'Find a colleague', 'Cari rekan kerja']),
  menuTile('app_board', 'board', ['流程数据一览', 'Flow figures at a glance', 'Ringkasan data alur']),
  {
    id: 'app_reports',
    icon: 'BarChartOutlined',
    url: '/sysModulePreview/mod_approval_report/reports',
    openType: 'current',
    names: ['审批报表', 'Approval reports', 'Laporan persetujuan'],
    descriptions: ['月度申请、请假与费用统计', 'Monthly requests, leave and expense figures', 'Angka permohonan, cuti, dan biaya bulanan'],
  },
  menuTile('app_handbook', 'handbook', ['门户操作指南', 'How to use the portal', 'Panduan penggunaan portal']),
  menuTile(
    'app_monitor',
    'instances',
    ['管理员查看全部流程', 'Administrators see every flow', 'Administrator melihat semua alur'],
    ['流程监控', 'Flow monitor', 'Pemantauan alur'],
  ),
];

const i18nJson = ([zh, en, id]: Names) => JSON.stringify({ 'zh-CN': zh, 'en-US': en, id });

/** Application tiles of the home page (queryByFilter with params.menuId = the home menu item). */
async function seedApps(db: Database): Promise<void> {
  const home = menuId('home');
  await db
    .insertInto('sys_app')
    .values(
      APPS.map((a, i) => ({
        id: a.id,
        name: a.names[0],
        icon: a.icon,
        url: a.url,
        open_type: a.openType,
        description: a.descriptions[0],
        name_i18n: i18nJson(a.names),
        description_i18n: i18nJson(a.descriptions),
        menu_id: home,
        sort: (i + 1) * 10,
      })),
    )
    .execute();
  await db.insertInto('sys_app_role').values({ app_id: 'app_monitor', role_code: 'admin' }).execute();
}

async function seedLayout(db: Database): Promise<void> {
  const items = [
    { type: 'todo', alias: 'home_todo', x: 0, y: 0, width: 16, height: 9, options: { pageSize: 10 } },
    { type: 'apps', alias: 'home_apps', x: 16, y: 0, width: 8, height: 9, options: { menuId: menuId('home'), pageSize: 50 } },
    { type: 'news', alias: 'home_news', x: 0, y: 9, width: 12, height: 8, options: { classifyId: 'news_company' } },
    { type: 'notice', alias: 'home_notice', x: 12, y: 9, width: 12, height: 8, options: { classifyId: 'news_notice' } },
    { type: 'documents', alias: 'home_documents', x: 0, y: 17, width: 24, height: 8, options: { pageSize: 10 } },
  ];
  await db
    .insertInto('portal_layout')
    .values({ id: 'layout_front_home', alias: 'front_home', name: '门户首页', items: JSON.stringify(items), is_default: true })
    .execute();
}

async function seedShortUrls(db: Database): Promise<void> {
  await db
    .insertInto('portal_short_url')
    .values([
      { short_url: 'todo', long_url: '/front/matter/myTask' },
      { short_url: 'docs', long_url: '/front/documents' },
      { short_url: 'help', long_url: '/portal/handbook/' },
    ])
    .execute();
}

async function seedTags(db: Database, adminId: string | undefined): Promise<void> {
  const names: [string, string][] = [
    ['同意', '#52C41A'],
    ['已阅', '#2F54EB'],
    ['请审批', '#FA8C16'],
    ['不同意', '#F5222D'],
  ];
  await db
    .insertInto('sys_tag')
    .values(
      names.map(([name, color], i) => ({
        id: `tag_sig_${i + 1}`,
        type_key: 'signature',
        name,
        color,
        sort: i + 1,
        created_by: adminId ?? null,
      })),
    )
    .execute();
}

async function seedNews(db: Database): Promise<void> {
  await db
    .insertInto('portal_news_classify')
    .values([
      { id: 'news_company', name: '公司新闻', sort: 1 },
      { id: 'news_notice', name: '通知公告', sort: 2 },
    ])
    .execute();
  const news: [string, string, string, string, string, boolean][] = [
    [
      'news_1',
      'news_company',
      '审批门户正式上线',
      '新的审批门户今天上线，支持待办、发起流程和流程图查看。',
      '<p>新的审批门户今天正式上线。</p><ul><li>待办事项集中处理</li><li>流程图实时查看</li><li>支持中文、英文和印尼语</li></ul>',
      true,
    ],
    [
      'news_2',
      'news_company',
      '研发中心年度技术分享会',
      '研发中心将于下月举办年度技术分享会。',
      '<p>研发中心将于下月举办年度技术分享会，欢迎各部门同事报名参加。</p>',
      false,
    ],
    [
      'news_3',
      'news_company',
      '销售部第三季度业绩通报',
      '销售部第三季度完成年度目标的 78%。',
      '<p>销售部第三季度完成年度目标的 <strong>78%</strong>，感谢大家的努力。</p>',
      false,
    ],
    [
      'news_4',
      'news_notice',
      '关于调整报销审批流程的通知',
      '自下月起，5000 元以上的报销需财务经理审批。',
      '<p>自下月起，<strong>5000 元以上</strong>的费用报销需经财务经理审批。</p><p>详情请参阅知识文档中的《费用报销管理办法》。</p>',
      true,
    ],
    [
      'news_5',
      'news_notice',
      '系统维护通知',
      '本周六 22:00 至 24:00 进行系统维护。',
      '<p>本周六 22:00 至 24:00 进行系统维护，期间门户暂停服务。</p>',
      false,
    ],
    [
      'news_6',
      'news_notice',
      '年假申请提醒',
      '请各位同事在年底前提交年假申请。',
      '<p>请各位同事在年底前通过“发起流程”提交年假申请。</p>',
      false,
    ],
  ];
  const base = Date.UTC(2026, 9, 1, 1, 0, 0);
  await db
    .insertInto('portal_news')
    .values(
      news.map(([id, classify_id, title, summary, content, is_top], i) => ({
        id,
        classify_id,
        title,
        summary,
        content: sanitizeContent(content),
        author: '行政部',
        publish_time: new Date(base - i * 3 * 86400000),
        is_top,
      })),
    )
    .execute();
}

async function seedAsyncEvents(db: Database, ids: Map<string, string>): Promise<void> {
  const rows = [
    { id: 'aevt_htadmin_msgs', account: 'htadmin', name: '我的站内消息导出', kind: 'messages.csv' as const },
    { id: 'aevt_zhangwei_dept', account: 'zhangwei', name: '本部门人员导出', kind: 'department-users.csv' as const },
  ].filter((r) => ids.has(r.account));
  if (!rows.length) return;
  await db
    .insertInto('portal_async_event')
    .values(rows.map((r) => ({ id: r.id, user_id: ids.get(r.account) as string, name: r.name, kind: r.kind })))
    .execute();
}

/** Module, apps, layout, short links, tags, news and the download notice's demo events. */
export async function seedPortalContent(db: Database, userIds: Map<string, string>): Promise<void> {
  await seedModule(db);
  await seedApps(db);
  await seedLayout(db);
  await seedShortUrls(db);
  await seedTags(db, userIds.get('htadmin'));
  await seedNews(db);
  await seedAsyncEvents(db, userIds);
}
