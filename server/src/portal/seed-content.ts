import type { Database } from '../db/database.js';
import { sanitizeContent } from '../messages/sanitize.js';
import { frontMenuItem, menuId, type Names } from './menus/seed-menu.js';
import { seedModule } from './seed-module.js';

export { seedModule };

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
export async function seedApps(db: Database): Promise<void> {
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

export async function seedLayout(db: Database): Promise<void> {
  // a 24-column grid (x, width) of rows (y, height); the portal renders each item by its type
  const items = [
    { type: 'todo', alias: 'home_todo', x: 0, y: 0, width: 16, height: 8, options: { pageSize: 6 } },
    { type: 'apps', alias: 'home_apps', x: 16, y: 0, width: 8, height: 8, options: { menuId: menuId('home'), pageSize: 50 } },
    { type: 'done', alias: 'home_done', x: 0, y: 8, width: 8, height: 8, options: { pageSize: 6 } },
    { type: 'request', alias: 'home_request', x: 8, y: 8, width: 8, height: 8, options: { pageSize: 6 } },
    { type: 'overdue', alias: 'home_overdue', x: 16, y: 8, width: 8, height: 8, options: { pageSize: 6 } },
    { type: 'news', alias: 'home_news', x: 0, y: 16, width: 8, height: 8, options: { classifyId: 'news_company', limit: 6 } },
    { type: 'news', alias: 'home_announcements', x: 8, y: 16, width: 8, height: 8, options: { classifyId: 'news_notice', limit: 6 } },
    { type: 'notice', alias: 'home_notice', x: 16, y: 16, width: 8, height: 8, options: { pageSize: 6 } },
    { type: 'documents', alias: 'home_documents', x: 0, y: 24, width: 10, height: 9, options: { pageSize: 5 } },
    { type: 'sankey', alias: 'home_sankey', x: 10, y: 24, width: 14, height: 9, options: {} },
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

type NewsSeed = { id: string; classifyId: string; isTop: boolean; title: Names; summary: Names; content: Names };

// every seeded item in the three languages: English and Indonesian screens show no Chinese
const NEWS: NewsSeed[] = [
  {
    id: 'news_1',
    classifyId: 'news_company',
    isTop: true,
    title: ['审批门户正式上线', 'The approval portal is live', 'Portal persetujuan resmi diluncurkan'],
    summary: [
      '新的审批门户今天上线，支持待办、发起流程和流程图查看。',
      'The new approval portal went live today with to-dos, new requests and flow charts.',
      'Portal persetujuan baru diluncurkan hari ini dengan tugas, permohonan baru, dan bagan alur.',
    ],
    content: [
      '<p>新的审批门户今天正式上线。</p><ul><li>待办事项集中处理</li><li>流程图实时查看</li><li>支持中文、英文和印尼语</li></ul>',
      '<p>The new approval portal went live today.</p><ul><li>All to-dos in one place</li><li>Live flow charts</li><li>Chinese, English and Indonesian</li></ul>',
      '<p>Portal persetujuan baru resmi diluncurkan hari ini.</p><ul><li>Semua tugas di satu tempat</li><li>Bagan alur langsung</li><li>Bahasa Tionghoa, Inggris, dan Indonesia</li></ul>',
    ],
  },
  {
    id: 'news_2',
    classifyId: 'news_company',
    isTop: false,
    title: ['研发中心年度技术分享会', 'R&D centre annual tech talks', 'Forum teknologi tahunan pusat R&D'],
    summary: [
      '研发中心将于下月举办年度技术分享会。',
      'The R&D centre holds its annual tech talks next month.',
      'Pusat R&D mengadakan forum teknologi tahunan bulan depan.',
    ],
    content: [
      '<p>研发中心将于下月举办年度技术分享会，欢迎各部门同事报名参加。</p>',
      '<p>The R&amp;D centre holds its annual tech talks next month; colleagues from every department are welcome to sign up.</p>',
      '<p>Pusat R&amp;D mengadakan forum teknologi tahunan bulan depan; rekan dari semua departemen dipersilakan mendaftar.</p>',
    ],
  },
  {
    id: 'news_3',
    classifyId: 'news_company',
    isTop: false,
    title: ['销售部第三季度业绩通报', 'Sales: third-quarter results', 'Penjualan: hasil kuartal ketiga'],
    summary: [
      '销售部第三季度完成年度目标的 78%。',
      'Sales reached 78% of the yearly target in the third quarter.',
      'Penjualan mencapai 78% target tahunan pada kuartal ketiga.',
    ],
    content: [
      '<p>销售部第三季度完成年度目标的 <strong>78%</strong>，感谢大家的努力。</p>',
      '<p>Sales reached <strong>78%</strong> of the yearly target in the third quarter. Thank you all.</p>',
      '<p>Penjualan mencapai <strong>78%</strong> target tahunan pada kuartal ketiga. Terima kasih semuanya.</p>',
    ],
  },
  {
    id: 'news_4',
    classifyId: 'news_notice',
    isTop: true,
    title: ['关于调整报销审批流程的通知', 'Change to the expense approval flow', 'Perubahan alur persetujuan biaya'],
    summary: [
      '自下月起，5000 元以上的报销需财务经理审批。',
      'From next month, expenses over 5,000 need the finance manager’s approval.',
      'Mulai bulan depan, biaya di atas 5.000 memerlukan persetujuan manajer keuangan.',
    ],
    content: [
      '<p>自下月起，<strong>5000 元以上</strong>的费用报销需经财务经理审批。</p><p>详情请参阅知识文档中的《费用报销管理办法》。</p>',
      '<p>From next month, expense claims <strong>over 5,000</strong> need the finance manager’s approval.</p><p>See the expense policy among the documents for details.</p>',
      '<p>Mulai bulan depan, klaim biaya <strong>di atas 5.000</strong> memerlukan persetujuan manajer keuangan.</p><p>Lihat kebijakan biaya di dokumen untuk rinciannya.</p>',
    ],
  },
  {
    id: 'news_5',
    classifyId: 'news_notice',
    isTop: false,
    title: ['系统维护通知', 'System maintenance', 'Pemeliharaan sistem'],
    summary: [
      '本周六 22:00 至 24:00 进行系统维护。',
      'Maintenance this Saturday from 22:00 to 24:00.',
      'Pemeliharaan Sabtu ini pukul 22.00 sampai 24.00.',
    ],
    content: [
      '<p>本周六 22:00 至 24:00 进行系统维护，期间门户暂停服务。</p>',
      '<p>Maintenance runs this Saturday from 22:00 to 24:00; the portal is unavailable meanwhile.</p>',
      '<p>Pemeliharaan berlangsung Sabtu ini pukul 22.00 sampai 24.00; portal tidak tersedia selama itu.</p>',
    ],
  },
  {
    id: 'news_6',
    classifyId: 'news_notice',
    isTop: false,
    title: ['年假申请提醒', 'Reminder: annual leave requests', 'Pengingat: permohonan cuti tahunan'],
    summary: [
      '请各位同事在年底前提交年假申请。',
      'Please request your annual leave before the end of the year.',
      'Harap ajukan cuti tahunan Anda sebelum akhir tahun.',
    ],
    content: [
      '<p>请各位同事在年底前通过“发起流程”提交年假申请。</p>',
      '<p>Please request your annual leave through “New request” before the end of the year.</p>',
      '<p>Harap ajukan cuti tahunan melalui “Permohonan baru” sebelum akhir tahun.</p>',
    ],
  },
];

const NEWS_CLASSIFIES: { id: string; names: Names; sort: number }[] = [
  { id: 'news_company', names: ['公司新闻', 'Company news', 'Berita perusahaan'], sort: 1 },
  { id: 'news_notice', names: ['通知公告', 'Announcements', 'Pengumuman'], sort: 2 },
];
const NEWS_AUTHOR: Names = ['行政部', 'Administration', 'Bagian Administrasi'];

async function seedNews(db: Database): Promise<void> {
  await db
    .insertInto('portal_news_classify')
    .values(NEWS_CLASSIFIES.map((c) => ({ id: c.id, name: c.names[0], name_i18n: i18nJson(c.names), sort: c.sort })))
    .execute();
  const base = Date.UTC(2026, 9, 1, 1, 0, 0);
  const clean = (names: Names): Names => [sanitizeContent(names[0]), sanitizeContent(names[1]), sanitizeContent(names[2])];
  await db
    .insertInto('portal_news')
    .values(
      NEWS.map((n, i) => ({
        id: n.id,
        classify_id: n.classifyId,
        title: n.title[0],
        title_i18n: i18nJson(n.title),
        summary: n.summary[0],
        summary_i18n: i18nJson(n.summary),
        content: sanitizeContent(n.content[0]),
        content_i18n: i18nJson(clean(n.content)),
        author: NEWS_AUTHOR[0],
        author_i18n: i18nJson(NEWS_AUTHOR),
        publish_time: new Date(base - i * 3 * 86400000),
        is_top: n.isTop,
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
