import { sql, type Expression } from 'kysely';
import type { QueryBody } from '../../../contract/common.js';
import type { Database } from './database.js';
import { pageOf } from './filters.js';

/** Counts stop here: beyond it the portal shows the capped number (a count over everything on every page is what makes lists slow). */
export const COUNT_CAP = 10_000;

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

/** A select in its final order (a Kysely select query), cut here to the rows of a page. */
export interface Ordered<R> {
  limit(n: number): { offset(n: number): { execute(): Promise<R[]> } };
}

/**
 * One page of an ordered select and its total as totalOf counts it: one row more than the page is fetched, to know
 * whether more follow. `count` is the same select's rows for counting (`select 1 … where …`). (Lists whose total is
 * always counted exactly take selectPage of filtered-page.ts.)
 */
export async function pageRows<R>(
  db: Database,
  p: Paging,
  ordered: Ordered<R>,
  count: () => Expression<unknown>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await ordered
    .limit(p.pageSize + 1)
    .offset(p.offset)
    .execute();
  const page = rows.slice(0, p.pageSize);
  return { rows: page, total: await totalOf(db, p, page.length, rows.length > p.pageSize, count) };
}
