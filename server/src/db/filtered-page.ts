import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { QueryBody } from '../../../contract/common.js';
import type { PageResult } from '../lib/reply.js';
import { orderFromSorters, pageOf, whereFromQuerys, type AllowList } from './filters.js';

/** What a repository's list takes from a query body: its filters and sorters checked against an allow list, and the page. */
export interface PageQuery {
  where?: Expression<SqlBool>;
  order: ReturnType<typeof orderFromSorters>;
  limit: number;
  offset: number;
}

/** One page of a list through its allow list: `list` reads the rows and the total, the answer carries the page it was. */
export async function filteredPage<T>(
  body: QueryBody,
  allow: AllowList,
  list: (q: PageQuery) => Promise<{ rows: T[]; total: number }>,
  defaultSize = 20,
): Promise<PageResult<T>> {
  const { page, pageSize, offset } = pageOf(body, defaultSize);
  const result = await list({
    where: whereFromQuerys(allow, body.querys),
    order: orderFromSorters(allow, body.sorters ?? body.sorter),
    limit: pageSize,
    offset,
  });
  return { ...result, page, pageSize };
}

/** A select before its columns are chosen. */
type Unselected = Record<never, never>;

/**
 * The rows of a page of `from` and the count of all that match: `select` picks the columns, the sorters
 * come first, `tieBreak` then makes the order stable.
 */
export async function selectPage<DB, TB extends keyof DB, O, T>(
  from: SelectQueryBuilder<DB, TB, Unselected>,
  q: PageQuery,
  select: (query: SelectQueryBuilder<DB, TB, Unselected>) => SelectQueryBuilder<DB, TB, O>,
  tieBreak: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  toRow: (row: O) => T,
): Promise<{ rows: T[]; total: number }> {
  const base = q.where ? from.where(q.where) : from;
  const sorted = q.order.reduce((query, o) => query.orderBy(o), select(base));
  const [rows, count] = await Promise.all([
    tieBreak(sorted).limit(q.limit).offset(q.offset).execute(),
    // the count's row type cannot be worked out for any table (DB is generic here): it is { n }
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: number }>,
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
}
