import type { Database } from '../db/database.js';
import type { Names } from './menus/seed-menu.js';

/**
 * The approval report module previewed by the monthly report menu item and the reports tile
 * (/sysModulePreview/mod_approval_report/…), named in every language: data lists, a view list
 * and charts on predefined custom queries (server/src/forms/queries/repo-reports.ts), and a
 * workspace with the portal's handbook (our own origin: no tokens are added to it).
 */
const MODULE = {
  id: 'mod_approval_report',
  names: ['审批报表', 'Approval reports', 'Laporan persetujuan'] as Names,
  descriptions: [
    '每月的流程申请、请假与费用报销统计',
    'Monthly flow requests, leave and expense claim figures',
    'Angka permohonan alur, cuti, dan klaim biaya bulanan',
  ] as Names,
};

const FLOWS: Names = ['流程', 'Flows', 'Alur'];
const HR: Names = ['人事', 'HR', 'SDM'];
const FINANCE: Names = ['财务', 'Finance', 'Keuangan'];
const CHARTS: Names = ['趋势', 'Trends', 'Tren'];
const GUIDES: Names = ['指南', 'Guides', 'Panduan'];

type ItemType = 'workspace' | 'datalist' | 'viewlist' | 'chart' | 'other';
const ITEMS: Array<{ type: ItemType; code: string; url: string | null; names: Names; column: Names }> = [
  {
    type: 'workspace',
    code: 'handbook',
    url: '/portal/handbook/',
    names: ['报表使用说明', 'How to read the reports', 'Cara membaca laporan'],
    column: GUIDES,
  },
  {
    type: 'datalist',
    code: 'monthlyRequests',
    url: null,
    names: ['月度流程申请', 'Monthly requests', 'Permohonan bulanan'],
    column: FLOWS,
  },
  { type: 'datalist', code: 'leaveStats', url: null, names: ['请假统计', 'Leave figures', 'Angka cuti'], column: HR },
  {
    type: 'datalist',
    code: 'expenseByDept',
    url: null,
    names: ['部门费用汇总', 'Expenses by department', 'Biaya per departemen'],
    column: FINANCE,
  },
  { type: 'viewlist', code: 'leaveStats', url: null, names: ['请假统计视图', 'Leave figures view', 'Tampilan angka cuti'], column: HR },
  {
    type: 'chart',
    code: 'monthlyRequests',
    url: null,
    names: ['月度申请趋势', 'Monthly request trend', 'Tren permohonan bulanan'],
    column: CHARTS,
  },
  {
    type: 'chart',
    code: 'expenseByDept',
    url: null,
    names: ['部门费用趋势', 'Department expense trend', 'Tren biaya departemen'],
    column: CHARTS,
  },
];

const i18n = ([zh, en, id]: Names) => JSON.stringify({ 'zh-CN': zh, 'en-US': en, id });

export async function seedModule(db: Database): Promise<void> {
  await db
    .insertInto('sys_module')
    .values({
      id: MODULE.id,
      name: MODULE.names[0],
      description: MODULE.descriptions[0],
      name_i18n: i18n(MODULE.names),
      description_i18n: i18n(MODULE.descriptions),
    })
    .execute();
  await db
    .insertInto('sys_module_item')
    .values(
      ITEMS.map((i, n) => ({
        id: `${MODULE.id}_${n + 1}`,
        module_id: MODULE.id,
        sort: n + 1,
        type: i.type,
        code: i.code,
        url: i.url,
        name: i.names[0],
        column_name: i.column[0],
        name_i18n: i18n(i.names),
        column_i18n: i18n(i.column),
      })),
    )
    .execute();
}

/** A database seeded before the module had its texts in every language gets today's module (once: it then has them). */
export async function upgradeDemoModule(db: Database): Promise<void> {
  const row = await db.selectFrom('sys_module').select('name_i18n').where('id', '=', MODULE.id).executeTakeFirst();
  if (!row || row.name_i18n) return;
  await db.deleteFrom('sys_module_item').where('module_id', '=', MODULE.id).execute();
  await db.deleteFrom('sys_module').where('id', '=', MODULE.id).execute();
  await seedModule(db);
}
