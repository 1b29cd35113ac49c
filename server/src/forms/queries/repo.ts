import { sql } from 'kysely';
import type { CustomQueryResult } from '../../../../contract/forms.js';
import type { QueryFilter } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import { whereFromQuerys, type AllowList, type FilterColumn, type Operation } from '../../db/filters.js';
import type { Lang } from '../../lib/i18n.js';
import { pickName } from '../../workflow/index.js';
import { loadTemplate, type TemplateField } from '../templates/repo.js';
import { i18n, type Column, type Condition, type Definition, type Kind } from './repo-model.js';

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

const FIELD_KIND: Record<string, Kind> = { number: 'number', money: 'number', date: 'date', select: 'select' };

/** `<templateKey>Rows`: the saved (not draft) rows of a data template, its list columns. */
export async function templateRows(db: Database, key: string, lang: Lang): Promise<Definition | null> {
  const t = await loadTemplate(db, key);
  if (!t) return null;
  const byName = new Map(t.fields.map((f) => [f.name, f]));
  const listed = t.listColumns.map((n) => byName.get(n)).filter((f): f is TemplateField => !!f);
  const optionsOf = (f: TemplateField) => f.options?.map((o) => ({ value: o.value, label: pickName(o.labels, lang) }));
  const columns: Column[] = listed.map((f) => ({
    name: f.name,
    labels: f.labels,
    type: FIELD_KIND[f.type] ?? 'text',
    options: optionsOf(f),
  }));
  columns.push(
    { name: 'createdByName', labels: i18n('创建人', 'Created by', 'Dibuat oleh'), type: 'text' },
    { name: 'updatedAt', labels: i18n('更新时间', 'Updated', 'Diperbarui'), type: 'date' },
  );
  const value = (f: TemplateField) => {
    const kind = FIELD_KIND[f.type] ?? 'text';
    // field names come from the template definition (admin data), bound as parameters, quoted as identifiers
    if (kind === 'number')
      return sql`case when jsonb_typeof(r.data->${f.name}) = 'number' then (r.data->>${f.name})::float8 end as ${sql.id(f.name)}`;
    return sql`r.data->>${f.name} as ${sql.id(f.name)}`;
  };
  const conditions: Condition[] = listed
    .filter((f) => (FIELD_KIND[f.type] ?? 'text') === 'text' || f.type === 'select')
    .slice(0, 4)
    .map((f) => ({
      property: f.name,
      labels: f.labels,
      type: f.type === 'select' ? 'select' : 'text',
      operation: f.type === 'select' ? 'EQUAL' : 'LIKE',
      options: optionsOf(f),
    }));
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
