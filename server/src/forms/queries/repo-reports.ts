import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { pickName, loadForm } from '../../workflow/index.js';
import type { I18n } from '../../workflow/tables.js';
import type { Operation } from '../../db/filters.js';
import { i18n, type Column, type Condition, type Definition } from './repo-model.js';

/*
 * The report centre's predefined queries, on the approval data the system really has (wf_instance
 * and its form data). Admins see the whole company, everyone else their own requests; the
 * description says which.
 */

const MONTH: Column = { name: 'month', labels: i18n('月份', 'Month', 'Bulan'), type: 'month' };
const FROM_MONTH: Condition = {
  property: 'month',
  labels: i18n('起始月份', 'From month', 'Dari bulan'),
  type: 'month',
  operation: 'GREAT_EQUAL',
};
const RUNNING = i18n('审批中', 'In approval', 'Dalam persetujuan');
const figure = (name: string, labels: I18n): Column => ({ name, labels, type: 'number' });

/** A report: rows by month and one more column (`by`, also its second condition), with figures for each. */
interface Report extends Pick<Definition, 'alias' | 'name' | 'source' | 'orderBy' | 'chart'> {
  /** what it shows admins (the whole company) and everyone else (their own requests) */
  describes: [all: I18n, own: I18n];
  by: Column;
  operation: Operation;
  figures: Column[];
}

function report(user: CurrentUser, { describes: [all, own], by, operation, figures, ...query }: Report): Definition {
  return {
    ...query,
    description: user.isAdmin ? all : own,
    scope: user.isAdmin ? 'all' : 'own',
    columns: [MONTH, by, ...figures],
    conditions: [
      FROM_MONTH,
      { property: by.name, labels: by.labels, type: by.type, operation, ...(by.options ? { options: by.options } : {}) },
    ],
  };
}

/**
 * A stored figure for a sum: numbers within [min, max] only. Data written before the server checked
 * values (issue 14) may hold 1e308 or a text; such a value is left out of the totals, never a 500.
 */
const plausible = (value: RawBuilder<unknown>, min: number, max: number) =>
  // nested cases: the cast runs only on a number (AND has no order of evaluation)
  sql`case when jsonb_typeof(${value}) = 'number' then case when (${value})::numeric between ${min} and ${max} then (${value})::numeric end end`;

/** Leave requests by month and type. */
async function leaveStats(db: Database, user: CurrentUser, lang: Lang): Promise<Definition> {
  const form = await loadForm(db, 'leaveForm');
  const typeField = form?.fields.find((f) => f.name === 'leaveType');
  const options = (typeField?.options ?? []).map((o) => ({ value: o.value, label: pickName(o.labels, lang) }));
  return report(user, {
    alias: 'leaveStats',
    name: i18n('请假统计', 'Leave statistics', 'Statistik cuti'),
    describes: [
      i18n(
        '全公司请假申请按类型和月份汇总',
        'Leave requests of the whole company by type and month',
        'Permintaan cuti seluruh perusahaan per jenis dan bulan',
      ),
      i18n('我的请假申请按类型和月份汇总', 'My leave requests by type and month', 'Permintaan cuti saya per jenis dan bulan'),
    ],
    by: { name: 'leaveType', labels: i18n('请假类型', 'Leave type', 'Jenis cuti'), type: 'select', options },
    operation: 'EQUAL',
    figures: [
      figure('requestCount', i18n('申请数', 'Requests', 'Permintaan')),
      figure('totalDays', i18n('合计天数', 'Total days', 'Jumlah hari')),
      figure('runningCount', RUNNING),
    ],
    source: sql`
      select to_char(i.create_time, 'YYYY-MM') as month,
             coalesce(i.form_data->>'leaveType', '') as "leaveType",
             count(*)::int as "requestCount",
             coalesce(sum(d.days), 0)::float8 as "totalDays",
             (count(*) filter (where i.status = 'running'))::int as "runningCount"
        from wf_instance i
        cross join lateral (select ${plausible(sql`i.form_data->'days'`, 0, 366)} as days) d
       where i.def_key = 'leaveRequest' and i.parent_id is null
         and (${user.isAdmin} or i.creator_id = ${user.id})
       group by 1, 2`,
    orderBy: sql`q.month desc, q."leaveType"`,
  });
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
  return report(user, {
    alias: 'monthlyRequests',
    name: i18n('月度流程申请', 'Monthly requests', 'Permohonan bulanan'),
    describes: [
      i18n(
        '全公司每月各流程的申请数与状态',
        'Requests of the whole company per month and flow, by state',
        'Permohonan seluruh perusahaan per bulan dan alur, menurut status',
      ),
      i18n('我每月各流程的申请数与状态', 'My requests per month and flow, by state', 'Permohonan saya per bulan dan alur, menurut status'),
    ],
    by: { name: 'defKey', labels: i18n('流程', 'Flow', 'Alur'), type: 'select', options },
    operation: 'EQUAL',
    figures: [
      figure('requestCount', i18n('申请数', 'Requests', 'Permohonan')),
      figure('runningCount', RUNNING),
      figure('endCount', i18n('已办结', 'Completed', 'Selesai')),
      figure('stoppedCount', i18n('已终止', 'Stopped', 'Dihentikan')),
    ],
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
  });
}

/** Expense claims per month and the initiator's department: count and total amount. */
async function expenseByDept(_db: Database, user: CurrentUser): Promise<Definition> {
  return report(user, {
    alias: 'expenseByDept',
    name: i18n('部门费用汇总', 'Expenses by department', 'Biaya per departemen'),
    describes: [
      i18n(
        '全公司费用报销按月份和部门汇总',
        'Expense claims of the whole company by month and department',
        'Klaim biaya seluruh perusahaan per bulan dan departemen',
      ),
      i18n('我的费用报销按月份汇总', 'My expense claims by month', 'Klaim biaya saya per bulan'),
    ],
    by: { name: 'department', labels: i18n('部门', 'Department', 'Departemen'), type: 'text' },
    operation: 'LIKE',
    figures: [
      figure('claimCount', i18n('报销单数', 'Claims', 'Klaim')),
      figure('totalAmount', i18n('报销总额（元）', 'Total (CNY)', 'Total (CNY)')),
      figure('approvedAmount', i18n('已办结金额（元）', 'Completed (CNY)', 'Selesai (CNY)')),
    ],
    source: sql`
      select to_char(i.create_time, 'YYYY-MM') as month,
             coalesce(o.name, '') as department,
             count(*)::int as "claimCount",
             coalesce(sum(a.amount), 0)::float8 as "totalAmount",
             coalesce(sum(a.amount) filter (where i.status = 'end'), 0)::float8 as "approvedAmount"
        from wf_instance i
        cross join lateral (select ${plausible(sql`i.form_data->'amount'`, 0, 1e12)} as amount) a
        left join uc_user_org uo on uo.user_id = i.creator_id and uo.is_main
        left join uc_org o on o.id = uo.org_id
       where i.def_key = 'expenseClaim' and i.parent_id is null
         and (${user.isAdmin} or i.creator_id = ${user.id})
       group by 1, 2`,
    orderBy: sql`q.month desc, q.department`,
    chart: { x: 'month', y: 'totalAmount', series: 'department' },
  });
}

/** The report queries by alias. */
export const REPORT_QUERIES: Record<string, (db: Database, user: CurrentUser, lang: Lang) => Promise<Definition>> = {
  leaveStats,
  monthlyRequests,
  expenseByDept,
};
