import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { QueryBody, QueryFilter, Sorter } from '../../../contract/common.js';
import { appError } from '../lib/errors.js';

/**
 * Generic `querys` / `sorters` filters (spec 01 §3) made safe: the request names a property and an
 * operation, both are looked up in an allow list, and values are always bound parameters. Nothing
 * of the request's text becomes SQL (the JeecgBoot and RuoYi injections came through exactly here).
 */
export interface FilterColumn {
  /** The SQL column reference, e.g. `t.subject`; comes from code, never from the request. */
  column: string;
  /** Operations allowed on it; defaults by kind. */
  ops?: readonly Operation[];
  kind?: 'text' | 'number' | 'date' | 'bool';
}
export type AllowList = Record<string, FilterColumn>;

export const OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'IN',
  'NOT_IN',
  'GREAT',
  'GREAT_EQUAL',
  'LESS',
  'LESS_EQUAL',
  'BETWEEN',
  'IS_NULL',
  'NOT_NULL',
] as const;
export type Operation = (typeof OPERATIONS)[number];

const DEFAULT_OPS: Record<NonNullable<FilterColumn['kind']>, readonly Operation[]> = {
  text: ['EQUAL', 'NOT_EQUAL', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN', 'NOT_IN', 'IS_NULL', 'NOT_NULL'],
  number: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'GREAT', 'GREAT_EQUAL', 'LESS', 'LESS_EQUAL', 'BETWEEN', 'IS_NULL', 'NOT_NULL'],
  date: ['EQUAL', 'GREAT', 'GREAT_EQUAL', 'LESS', 'LESS_EQUAL', 'BETWEEN', 'IS_NULL', 'NOT_NULL'],
  bool: ['EQUAL', 'NOT_EQUAL'],
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const badValue = (property: string) => appError(400, 'filter.badValue', { property });

function scalar(value: unknown, property: string): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw badValue(property);
}

/** A value PostgreSQL can cast to the column's kind; else a 400 rather than a failed cast (500). */
function typed(col: FilterColumn, value: string | number | boolean, property: string): string | number | boolean {
  switch (col.kind) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (typeof value === 'boolean' || String(value).trim() === '' || !Number.isFinite(n)) throw badValue(property);
      return n;
    }
    case 'date': {
      if (typeof value === 'boolean' || Number.isNaN(new Date(value).getTime())) throw badValue(property);
      return typeof value === 'number' ? new Date(value).toISOString() : value;
    }
    case 'bool': {
      const v = String(value).toLowerCase();
      if (v !== 'true' && v !== 'false' && v !== '1' && v !== '0') throw badValue(property);
      return v === 'true' || v === '1';
    }
    default:
      return value;
  }
}

function list(value: unknown, property: string): (string | number)[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  if (items.length === 0 || items.length > 1000) throw badValue(property);
  return items.map((v) => {
    const s = scalar(v, property);
    return typeof s === 'boolean' ? String(s) : s;
  });
}

function resolve(allow: AllowList, property: string): FilterColumn {
  // own properties only: `constructor`, `__proto__` and friends are not columns
  const col = Object.prototype.hasOwnProperty.call(allow, property) ? allow[property] : undefined;
  if (!col) throw appError(400, 'filter.unknownColumn', { property: property.slice(0, 64) });
  return col;
}

function condition(allow: AllowList, f: QueryFilter): Expression<SqlBool> {
  const col = resolve(allow, f.property);
  const op = (f.operation ?? 'EQUAL').toUpperCase() as Operation;
  const allowed = col.ops ?? DEFAULT_OPS[col.kind ?? 'text'];
  if (!OPERATIONS.includes(op) || !allowed.includes(op))
    throw appError(400, 'filter.badOperation', { property: f.property, operation: String(f.operation).slice(0, 16) });
  const one = () => typed(col, scalar(f.value, f.property), f.property);
  const many = () => list(f.value, f.property).map((v) => typed(col, v, f.property) as string | number);
  const ref = sql.ref(col.column);
  const text = col.kind === 'text' || col.kind === undefined;
  const lhs = text ? sql`${ref}::text` : ref;
  switch (op) {
    case 'EQUAL':
      return sql<SqlBool>`${lhs} = ${one()}`;
    case 'NOT_EQUAL':
      return sql<SqlBool>`${lhs} <> ${one()}`;
    case 'LIKE':
      return sql<SqlBool>`${ref}::text ilike ${'%' + escapeLike(String(scalar(f.value, f.property))) + '%'}`;
    case 'LEFT_LIKE':
      return sql<SqlBool>`${ref}::text ilike ${'%' + escapeLike(String(scalar(f.value, f.property)))}`;
    case 'RIGHT_LIKE':
      return sql<SqlBool>`${ref}::text ilike ${escapeLike(String(scalar(f.value, f.property))) + '%'}`;
    case 'IN':
      return sql<SqlBool>`${lhs} in (${sql.join(many())})`;
    case 'NOT_IN':
      return sql<SqlBool>`${lhs} not in (${sql.join(many())})`;
    case 'GREAT':
      return sql<SqlBool>`${ref} > ${one()}`;
    case 'GREAT_EQUAL':
      return sql<SqlBool>`${ref} >= ${one()}`;
    case 'LESS':
      return sql<SqlBool>`${ref} < ${one()}`;
    case 'LESS_EQUAL':
      return sql<SqlBool>`${ref} <= ${one()}`;
    case 'BETWEEN': {
      const [a, b] = many();
      if (a === undefined || b === undefined) throw badValue(f.property);
      return sql<SqlBool>`${ref} between ${a} and ${b}`;
    }
    case 'IS_NULL':
      return sql<SqlBool>`${ref} is null`;
    case 'NOT_NULL':
      return sql<SqlBool>`${ref} is not null`;
  }
}

/**
 * The where-expression of a `querys` list: conditions of one group are joined by their relation
 * (AND unless OR), groups are joined by AND. Undefined when there is nothing to filter.
 * Values that are empty strings are skipped, as the portal sends them for empty search boxes.
 */
export function whereFromQuerys(allow: AllowList, querys: QueryFilter[] | undefined): Expression<SqlBool> | undefined {
  if (!querys?.length) return undefined;
  const groups = new Map<string, { relation: 'AND' | 'OR'; parts: Expression<SqlBool>[] }>();
  for (const f of querys) {
    const op = (f.operation ?? 'EQUAL').toUpperCase();
    const empty = f.value === undefined || f.value === null || f.value === '';
    if (empty && op !== 'IS_NULL' && op !== 'NOT_NULL') {
      resolve(allow, f.property); // an unknown column is refused even with an empty value
      continue;
    }
    const key = f.group ?? 'main';
    const g = groups.get(key) ?? { relation: (f.relation ?? 'AND').toUpperCase() === 'OR' ? 'OR' : 'AND', parts: [] };
    g.parts.push(condition(allow, f));
    groups.set(key, g);
  }
  const joined = [...groups.values()]
    .filter((g) => g.parts.length)
    .map((g) => sql<SqlBool>`(${sql.join(g.parts, g.relation === 'OR' ? sql` or ` : sql` and `)})`);
  if (!joined.length) return undefined;
  return sql<SqlBool>`(${sql.join(joined, sql` and `)})`;
}

/** `order by` items from sorters, each checked against the allow list. */
export function orderFromSorters(allow: AllowList, sorters: Sorter[] | undefined) {
  return (sorters ?? []).map((s) => {
    const col = resolve(allow, s.property);
    const dir = (s.direction ?? 'ASC').toUpperCase();
    if (dir !== 'ASC' && dir !== 'DESC') throw appError(400, 'filter.badDirection', { property: s.property });
    return sql`${sql.ref(col.column)} ${dir === 'ASC' ? sql`asc` : sql`desc`}`;
  });
}

export function pageOf(body: QueryBody | undefined, defaultSize = 20): { page: number; pageSize: number; offset: number } {
  const page = Math.max(1, Math.floor(Number(body?.pageBean?.page ?? 1)) || 1);
  const pageSize = Math.min(1000, Math.max(1, Math.floor(Number(body?.pageBean?.pageSize ?? defaultSize)) || defaultSize));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export type AnyEB = ExpressionBuilder<never, never>;
