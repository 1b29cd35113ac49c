import { sql, type Expression, type SqlBool } from 'kysely';
import { columns } from '../../db/filter-columns.js';
import type { Database } from '../../db/database.js';
import type { AllowList } from '../../db/filters.js';
import type { Lang } from '../../lib/i18n.js';
import type { QueryFilter } from '../../../../contract/common.js';
import type { I18n } from '../tables.js';

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

/** The Hotent column name of a property: `procDefName` → `PROC_DEF_NAME_`. */
const hotentName = (property: string) => `${property.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_`;

/** An allow list that also answers to each property's Hotent column name (`procDefName` and `PROC_DEF_NAME_`). */
export function withHotentNames(allow: AllowList): AllowList {
  return { ...allow, ...Object.fromEntries(Object.entries(allow).map(([property, column]) => [hotentName(property), column])) };
}

/**
 * The filter columns tasks and instances share (a task copies them from its instance), on the alias of the
 * list's table, with their Hotent names; the lower-case Hotent names of the category and the flow key too.
 */
export function flowColumns(alias: 't' | 'i'): AllowList {
  const shared = withHotentNames({
    ...columns(alias, ['subject', 'type_id', 'status']),
    ...columns(alias, ['create_time'], { kind: 'date' }),
    ...columns(alias, ['def_name', 'def_key'], { prefix: 'proc' }),
    creator: { column: `${alias}.creator_name` },
    prop1: { column: 'i.prop1' },
  });
  return { ...shared, type_id_: shared.typeId, proc_def_key_: shared.procDefKey };
}
