import type { FilterColumn } from './filters.js';

/** `parent_id` → `parentId`. */
export type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

export type ColumnOptions = Pick<FilterColumn, 'kind' | 'ops'> & { prefix?: string };

/** The property a column is named by: its camelCase name, after the prefix if there is one (`org` + `id` → `orgId`). */
export type PropertyOf<N extends string, O> = O extends { prefix: infer P extends string } ? `${P}${Capitalize<Camel<N>>}` : Camel<N>;

/** The entries of `columns(alias, names, options)`. */
export type Columns<N extends string, O> = Record<PropertyOf<N, O>, FilterColumn>;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Allow-list entries (db/filters.ts) for columns of one table alias, each under its camelCase name:
 * `columns('o', ['parent_id'])` is `{ parentId: { column: 'o.parent_id' } }`, and with `prefix: 'org'`
 * `{ orgParentId: … }`. `kind` and `ops` apply to every column named.
 */
export function columns<N extends string, const O extends ColumnOptions = object>(
  alias: string,
  names: readonly N[],
  options?: O,
): Columns<N, O> {
  const { prefix, ...rest } = options ?? {};
  const property = (name: string) => (prefix ? prefix + camel(`_${name}`) : camel(name));
  return Object.fromEntries(names.map((name) => [property(name), { column: `${alias}.${name}`, ...rest }])) as Columns<N, O>;
}
