import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { pickName } from '../../workflow/definitions/repo.js';
import { loadForm } from '../../workflow/model/forms.js';
import type { I18n } from '../../workflow/tables.js';
import { i18n, type Definition } from './repo-model.js';

/*
 * The report centre's predefined queries, on the approval data the system really has (wf_instance
 * and its form data). Admins see the whole company, everyone else their own requests; the
 * description says which.
 */

const scoped = (user: CurrentUser, all: I18n, own: I18n) => ({
  scope: user.isAdmin ? ('all' as const) : ('own' as const),
  description: user.isAdmin ? all : own,
});
const MONTH = { name: 'month', labels: i18n('月份', 'Month', 'Bulan'), type: 'month' as const };
const FROM_MONTH = {
  property: 'month',
  labels: i18n('起始月份', 'From month', 'Dari bulan'),
  type: 'month' as const,
  operation: 'GREAT_EQUAL' as const,
};

/** Leave requests by month and type. */
async function leaveStats(db: Database, user: CurrentUser, lang: Lang): Promise<Definition> {
  const form = await loadForm(db, 'leaveForm');
  const typeField = form?.fields.find((f) => f.name === 'leaveType');
  const options = (typeField?.options ?? []).map((o) => ({ value: o.value, label: pickName(o.labels, lang) }));
  const scope = user.isAdmin ? 'all' : 'own';
  return {
    alias: 'leaveStats',
    name: i18n('请假统计', 'Leave statistics', 'Statistik cuti'),
    description: user.isAdmin
      ? i18n(
          '全公司请假申请按类型和月份汇总',
          'Leave requests of the whole company by type and month',
          'Permintaan cuti seluruh perusahaan per jenis dan bulan',
        )
      : i18n('我的请假申请按类型和月份汇总', 'My leave requests by type and month', 'Permintaan cuti saya per jenis dan bulan'),
    scope,
    columns: [
      { name: 'month', labels: i18n('月份', 'Month', 'Bulan'), type: 'month' },
      { name: 'leaveType', labels: i18n('请假类型', 'Leave type', 'Jenis cuti'), type: 'select', options },
      { name: 'requestCount', labels: i18n('申请数', 'Requests', 'Permintaan'), type: 'number' },
      { name: 'totalDays', labels: i18n('合计天数', 'Total days', 'Jumlah hari'), type: 'number' },
      { name: 'runningCount', labels: i18n('审批中', 'In approval', 'Dalam persetujuan'), type: 'number' },
    ],
    conditions: [
      { property: 'month', labels: i18n('起始月份', 'From month', 'Dari bulan'), type: 'month', operation: 'GREAT_EQUAL' },
      { property: 'leaveType', labels: i18n('请假类型', 'Leave type', 'Jenis cuti'), type: 'select', operation: 'EQUAL', options },
    ],
    source: sql`
      select to_char(i.create_time, 'YYYY-MM') as month,
             coalesce(i.form_data->>'leaveType', '') as "leaveType",
             count(*)::int as "requestCount",
             coalesce(sum(case when jsonb_typeof(i.form_data->'days') = 'number' then (i.form_data->>'days')::numeric end), 0)::float8 as "totalDays",
             (count(*) filter (where i.status = 'running'))::int as "runningCount"
        from wf_instance i
       where i.def_key = 'leaveRequest' and i.parent_id is null
         and (${scope === 'all'} or i.creator_id = ${user.id})
       group by 1, 2`,
    orderBy: sql`q.month desc, q."leaveType"`,
  };
}

/** Requests per month and flow, by state. */
async function monthlyRequests(db: Database, user: CurrentUser, lang: Lang): Promise<Definition> {
  const defs = await db
    .selectFrom('wf_def')
    .select(['def_key', 'name'])
    .where('is_main', '=', true)
    .where('startable', '=', true)
    .orderBy('def_key')
    .execute();
  const options = defs.map((d) => ({ value: d.def_key, label: pickName(d.name, lang) }));
  const flow = i18n('流程', 'Flow', 'Alur');
  return {
    alias: 'monthlyRequests',
    name: i18n('月度流程申请', 'Monthly requests', 'Permohonan bulanan'),
    ...scoped(
      user,
      i18n(
        '全公司每月各流程的申请数与状态',
        'Requests of the whole company per month and flow, by state',
        'Permohonan seluruh perusahaan per bulan dan alur, menurut status',
      ),
      i18n('我每月各流程的申请数与状态', 'My requests per month and flow, by state', 'Permohonan saya per bulan dan alur, menurut status'),
    ),
    columns: [
      MONTH,
      { name: 'defKey', labels: flow, type: 'select', options },
      { name: 'requestCount', labels: i18n('申请数', 'Requests', 'Permohonan'), type: 'number' },
      { name: 'runningCount', labels: i18n('审批中', 'In approval', 'Dalam persetujuan'), type: 'number' },
      { name: 'endCount', labels: i18n('已办结', 'Completed', 'Selesai'), type: 'number' },
      { name: 'stoppedCount', labels: i18n('已终止', 'Stopped', 'Dihentikan'), type: 'number' },
    ],
    conditions: [FROM_MONTH, { property: 'defKey', labels: flow, type: 'select', operation: 'EQUAL', options }],
    source: sql`
      select to_char(i.create_time, 'YYYY-MM') as month,
             i.def_key as "defKey",
             count(*)::int as "requestCount",
             (count(*) filter (where i.status = 'running'))::int as "runningCount",
             (count(*) filter (where i.status = 'end'))::int as "endCount",
             (count(*) filter (where i.status = 'manual_end'))::int as "stoppedCount"
        from wf_instance i
       where i.parent_id is null
         and (${user.isAdmin} or i.creator_id = ${user.id})
       group by 1, 2`,
    orderBy: sql`q.month desc, q."defKey"`,
    chart: { x: 'month', y: 'requestCount', series: 'defKey' },
  };
}

/** Expense claims per month and the initiator's department: count and total amount. */
async function expenseByDept(_db: Database, user: CurrentUser): Promise<Definition> {
  const department = i18n('部门', 'Department', 'Departemen');
  return {
    alias: 'expenseByDept',
    name: i18n('部门费用汇总', 'Expenses by department', 'Biaya per departemen'),
    ...scoped(
      user,
      i18n(
        '全公司费用报销按月份和部门汇总',
        'Expense claims of the whole company by month and department',
        'Klaim biaya seluruh perusahaan per bulan dan departemen',
      ),
      i18n('我的费用报销按月份汇总', 'My expense claims by month', 'Klaim biaya saya per bulan'),
    ),
    columns: [
      MONTH,
      { name: 'department', labels: department, type: 'text' },
      { name: 'claimCount', labels: i18n('报销单数', 'Claims', 'Klaim'), type: 'number' },
      { name: 'totalAmount', labels: i18n('报销总额（元）', 'Total (CNY)', 'Total (CNY)'), type: 'number' },
      { name: 'approvedAmount', labels: i18n('已办结金额（元）', 'Completed (CNY)', 'Selesai (CNY)'), type: 'number' },
    ],
    conditions: [FROM_MONTH, { property: 'department', labels: department, type: 'text', operation: 'LIKE' }],
    source: sql`
      select to_char(i.create_time, 'YYYY-MM') as month,
             coalesce(o.name, '') as department,
             count(*)::int as "claimCount",
             coalesce(sum(a.amount), 0)::float8 as "totalAmount",
             coalesce(sum(a.amount) filter (where i.status = 'end'), 0)::float8 as "approvedAmount"
        from wf_instance i
        cross join lateral (select case when jsonb_typeof(i.form_data->'amount') = 'number' then (i.form_data->>'amount')::numeric end as amount) a
        left join uc_user_org uo on uo.user_id = i.creator_id and uo.is_main
        left join uc_org o on o.id = uo.org_id
       where i.def_key = 'expenseClaim' and i.parent_id is null
         and (${user.isAdmin} or i.creator_id = ${user.id})
       group by 1, 2`,
    orderBy: sql`q.month desc, q.department`,
    chart: { x: 'month', y: 'totalAmount', series: 'department' },
  };
}

/** The report queries by alias. */
export const REPORT_QUERIES: Record<string, (db: Database, user: CurrentUser, lang: Lang) => Promise<Definition>> = {
  leaveStats,
  monthlyRequests,
  expenseByDept,
};
