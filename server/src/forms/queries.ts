import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { CustomQueryDef, CustomQueryResult } from '../../../contract/forms.js';
import type { QueryFilter } from '../../../contract/common.js';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { whereFromQuerys, type AllowList, type FilterColumn, type Operation } from '../lib/filters.js';
import type { Lang } from '../lib/i18n.js';
import { pickName } from '../workflow/definitions/repo.js';
import { loadForm } from '../workflow/model/forms.js';
import type { I18n } from '../workflow/tables.js';
import { formsError } from './messages.js';
import { loadTemplate, type TemplateField } from './templates.js';

/**
 * Custom queries (spec 02 §7) are PREDEFINED here: a request names an alias and condition values,
 * never SQL. Each query is a select whose columns the conditions may filter, through the
 * allow-list helper (lib/filters.ts): unknown columns and operations are refused with 400.
 */
type Kind = 'text' | 'number' | 'date' | 'select' | 'month';
interface Column {
  name: string;
  labels: I18n;
  type: Kind;
  options?: { value: string; label: string }[];
}
interface Condition {
  property: string;
  labels: I18n;
  type: Kind;
  operation: Operation;
  options?: { value: string; label: string }[];
}
interface Definition {
  alias: string;
  name: I18n;
  description: I18n;
  scope: 'all' | 'own';
  columns: Column[];
  conditions: Condition[];
  /** the rows before the conditions, with exactly the columns above */
  source: RawBuilder<unknown>;
  orderBy: RawBuilder<unknown>;
}

/** At most this many rows come back (page 1 is the only page, the portal pages them itself). */
export const QUERY_ROW_LIMIT = 1000;

const OPS: Record<Kind, readonly Operation[]> = {
  text: ['EQUAL', 'LIKE', 'RIGHT_LIKE'],
  select: ['EQUAL', 'IN'],
  number: ['EQUAL', 'GREAT_EQUAL', 'LESS_EQUAL', 'BETWEEN'],
  date: ['EQUAL', 'GREAT_EQUAL', 'LESS_EQUAL', 'BETWEEN'],
  // 'YYYY-MM' text compares in order
  month: ['EQUAL', 'GREAT_EQUAL', 'LESS_EQUAL', 'BETWEEN'],
};

function allowList(def: Definition): AllowList {
  const out: AllowList = {};
  for (const c of def.conditions) {
    const kind: FilterColumn['kind'] = c.type === 'number' ? 'number' : c.type === 'date' ? 'date' : 'text';
    // month columns are text, compared as text: the number/date casts must not apply to them
    out[c.property] = { column: `q.${c.property}`, kind, ops: OPS[c.type] };
  }
  return out;
}

const i18n = (zh: string, en: string, id: string): I18n => ({ 'zh-CN': zh, 'en-US': en, id });

async function leaveStats(db: Database, user: CurrentUser, lang: Lang): Promise<Definition> {
  const form = await loadForm(db, 'leaveForm');
  const typeField = form?.fields.find((f) => f.name === 'leaveType');
  const options = (typeField?.options ?? []).map((o) => ({ value: o.value, label: pickName(o.labels, lang) }));
  const scope = user.isAdmin ? 'all' : 'own';
  return {
    alias: 'leaveStats',
    name: i18n('请假统计', 'Leave statistics', 'Statistik cuti'),
    description: user.isAdmin
      ? i18n('全公司请假申请按类型和月份汇总', 'Leave requests of the whole company by type and month', 'Permintaan cuti seluruh perusahaan per jenis dan bulan')
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

const FIELD_KIND: Record<string, Kind> = { number: 'number', money: 'number', date: 'date', select: 'select' };

/** `<templateKey>Rows`: the saved (not draft) rows of a data template, its list columns. */
async function templateRows(db: Database, key: string, lang: Lang): Promise<Definition | null> {
  const t = await loadTemplate(db, key);
  if (!t) return null;
  const byName = new Map(t.fields.map((f) => [f.name, f]));
  const listed = t.listColumns.map((n) => byName.get(n)).filter((f): f is TemplateField => !!f);
  const optionsOf = (f: TemplateField) => f.options?.map((o) => ({ value: o.value, label: pickName(o.labels, lang) }));
  const columns: Column[] = listed.map((f) => ({ name: f.name, labels: f.labels, type: FIELD_KIND[f.type] ?? 'text', options: optionsOf(f) }));
  columns.push(
    { name: 'createdByName', labels: i18n('创建人', 'Created by', 'Dibuat oleh'), type: 'text' },
    { name: 'updatedAt', labels: i18n('更新时间', 'Updated', 'Diperbarui'), type: 'date' },
  );
  const value = (f: TemplateField) => {
    const kind = FIELD_KIND[f.type] ?? 'text';
    // field names come from the template definition (admin data), bound as parameters, quoted as identifiers
    if (kind === 'number') return sql`case when jsonb_typeof(r.data->${f.name}) = 'number' then (r.data->>${f.name})::float8 end as ${sql.id(f.name)}`;
    return sql`r.data->>${f.name} as ${sql.id(f.name)}`;
  };
  const conditions: Condition[] = listed
    .filter((f) => (FIELD_KIND[f.type] ?? 'text') === 'text' || f.type === 'select')
    .slice(0, 4)
    .map((f) => ({ property: f.name, labels: f.labels, type: f.type === 'select' ? 'select' : 'text', operation: f.type === 'select' ? 'EQUAL' : 'LIKE', options: optionsOf(f) }));
  return {
    alias: `${key}Rows`,
    name: t.name,
    description: t.description,
    scope: 'all',
    columns: [{ name: 'id', labels: i18n('编号', 'ID', 'ID'), type: 'text' }, ...columns],
    conditions,
    source: sql`
      select r.id, ${sql.join(listed.map(value))}, r.created_by_name as "createdByName", r.updated_at as "updatedAt"
        from form_template_row r
       where r.template_key = ${t.templateKey} and not r.is_draft`,
    orderBy: sql`q."updatedAt" desc, q.id`,
  };
}

const ALIAS = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export async function findQuery(db: Database, request: FastifyRequest, user: CurrentUser, lang: Lang, alias: string | undefined): Promise<Definition> {
  const a = (alias ?? '').trim();
  if (!a) throw formsError(request, 400, 'query.aliasRequired');
  const def = !ALIAS.test(a) ? null : a === 'leaveStats' ? await leaveStats(db, user, lang) : a.endsWith('Rows') ? await templateRows(db, a.slice(0, -4), lang) : null;
  if (!def) throw formsError(request, 404, 'query.notFound', { alias: a.slice(0, 64) });
  return def;
}

export function queryView(def: Definition, lang: Lang): CustomQueryDef {
  return {
    alias: def.alias,
    name: pickName(def.name, lang),
    description: pickName(def.description, lang),
    scope: def.scope,
    columns: def.columns.map((c) => ({ name: c.name, label: pickName(c.labels, lang), type: c.type, ...(c.options ? { options: c.options } : {}) })),
    conditions: def.conditions.map((c) => ({ property: c.property, label: pickName(c.labels, lang), type: c.type, operation: c.operation, ...(c.options ? { options: c.options } : {}) })),
  };
}

export async function runQuery(db: Database, def: Definition, querys: QueryFilter[] | undefined): Promise<CustomQueryResult> {
  const where = whereFromQuerys(allowList(def), querys) ?? sql`true`;
  const result = await sql<Record<string, unknown>>`
    with q as (${def.source})
    select q.*, count(*) over ()::int as "__total" from q where ${where} order by ${def.orderBy} limit ${QUERY_ROW_LIMIT}`.execute(db);
  const total = Number(result.rows[0]?.__total ?? 0);
  const rows = result.rows.map(({ __total: _t, ...row }) => {
    for (const [k, v] of Object.entries(row)) if (v instanceof Date) row[k] = v.toISOString();
    return row;
  });
  return { rows, total, page: 1, pageSize: QUERY_ROW_LIMIT, truncated: total > rows.length };
}
