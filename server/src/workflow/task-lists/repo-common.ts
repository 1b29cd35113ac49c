import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import type { QueryBody, QueryFilter } from '../../../../contract/common.js';
import { pageOf } from '../../db/filters.js';
import type { I18n } from '../tables.js';

/** Counts stop here: beyond it the portal shows the capped number (a count over everything on every page is what makes lists slow). */
export const COUNT_CAP = 10_000;

const TYPE_PROPS = new Set(['typeId', 'TYPE_ID_', 'type_id_']);

export async function typeSubtree(db: Database, typeId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    with recursive t(id) as (select id from wf_type where id = ${typeId} union all select c.id from wf_type c join t on c.parent_id = t.id)
    select id from t
  `.execute(db);
  return rows.rows.length ? rows.rows.map((r) => r.id) : [typeId];
}

/**
 * A category filter (typeId EQUAL x) selects the category and everything below it; the value
 * `null` (or 'null') selects uncategorised rows. Other filters pass through unchanged; all of them
 * still go through the allow list of lib/filters.ts.
 */
export async function expandTypeFilters(db: Database, querys: QueryFilter[] | undefined): Promise<QueryFilter[]> {
  const out: QueryFilter[] = [];
  for (const q of querys ?? []) {
    const op = (q.operation ?? 'EQUAL').toUpperCase();
    if (TYPE_PROPS.has(q.property) && op === 'EQUAL') {
      if (q.value === null || q.value === 'null') out.push({ ...q, operation: 'IS_NULL', value: undefined });
      else if (typeof q.value === 'string' && q.value) out.push({ ...q, operation: 'IN', value: await typeSubtree(db, q.value) });
      continue;
    }
    out.push(q);
  }
  return out;
}

export function dropFilters(querys: QueryFilter[] | undefined, names: Set<string>): QueryFilter[] {
  return (querys ?? []).filter((q) => !names.has(q.property));
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
  /** false: the caller does not need the total (pageBean.showTotal false), so none is counted */
  countTotal: boolean;
}

export function paging(body: QueryBody | undefined, defaultSize = 20): Paging {
  const p = pageOf(body, defaultSize);
  return { ...p, countTotal: body?.pageBean?.showTotal !== false };
}

/** Total of a page: counted up to COUNT_CAP, or, without showTotal, just enough to know whether more follow. */
export async function totalOf(
  db: Database,
  p: Paging,
  rowsOnPage: number,
  fetchedExtra: boolean,
  countQuery: () => Expression<unknown>,
): Promise<number> {
  if (!p.countTotal) return p.offset + rowsOnPage + (fetchedExtra ? 1 : 0);
  if (p.page === 1 && !fetchedExtra) return rowsOnPage;
  const r = await sql<{ n: number }>`select count(*)::int as n from (${countQuery()} limit ${COUNT_CAP}) capped`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export const nameIn = (name: I18n | null | undefined, lang: Lang): string => (name ? name[lang] || name['zh-CN'] || '' : '');

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export interface TreeCountNode {
  id: string;
  name: string;
  parentId: string | null;
  count: number;
  children: TreeCountNode[];
}

/** The classification tree with counts of one tab: each node counts itself and below; empty ones are removed. */
export async function countTree(db: Database, lang: Lang, counts: Map<string | null, number>) {
  const types = await db.selectFrom('wf_type').select(['id', 'parent_id', 'name', 'sort']).orderBy('sort').orderBy('id').execute();
  const nodes = new Map<string, TreeCountNode>(
    types.map((t) => [t.id, { id: t.id, name: nameIn(t.name, lang), parentId: t.parent_id, count: counts.get(t.id) ?? 0, children: [] }]),
  );
  const roots: TreeCountNode[] = [];
  for (const t of types) {
    const n = nodes.get(t.id)!;
    const parent = t.parent_id ? nodes.get(t.parent_id) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const total = (n: TreeCountNode): number => (n.count += n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  const prune = (list: TreeCountNode[]): TreeCountNode[] =>
    list.filter((n) => n.count > 0).map((n) => ({ ...n, children: prune(n.children) }));
  const own: Record<string, number> = {};
  let all = 0;
  for (const [k, v] of counts) {
    if (v > 0) own[k ?? 'null'] = v;
    all += v;
  }
  return { nodes: prune(roots), counts: own, total: all };
}

export type SqlCondition = Expression<SqlBool>;
