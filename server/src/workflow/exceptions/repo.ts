import { sql } from 'kysely';
import type { EXCEPTION_FILTERS } from '../../../../contract/workflow-exceptions.js';
import type { Sorter } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import { orderFromSorters, type FilterColumn } from '../../db/filters.js';
import { totalOf, type Paging, type SqlCondition } from '../task-lists/repo-common.js';

export const EXCEPTION_COLUMNS: Record<(typeof EXCEPTION_FILTERS)[number], FilterColumn> = {
  subject: { column: 'i.subject' },
  procDefName: { column: 'i.def_name' },
  typeId: { column: 'i.type_id' },
  nodeName: { column: 'e.node_name' },
  code: { column: 'e.code' },
  createTime: { column: 'e.create_time', kind: 'date' },
};

const base = (db: Database) => db.selectFrom('wf_exception as e').innerJoin('wf_instance as i', 'i.id', 'e.inst_id');
const whereOf = (filter: SqlCondition | undefined) => filter ?? sql<boolean>`true`;

/** Exceptions with their instances, the request's sorters first, then newest first. */
export async function exceptionRows(
  db: Database,
  filter: SqlCondition | undefined,
  sorters: Sorter[] | undefined,
  limit: number,
  offset: number,
) {
  let q = base(db)
    .select([
      'e.id',
      'e.inst_id',
      'e.node_id',
      'e.node_name',
      'e.code',
      'e.params',
      'e.create_time',
      'i.subject',
      'i.def_name',
      'i.type_id',
    ])
    .where(whereOf(filter));
  for (const s of orderFromSorters(EXCEPTION_COLUMNS, sorters)) q = q.orderBy(s);
  return q.orderBy('e.create_time', 'desc').limit(limit).offset(offset).execute();
}

export type ExceptionRecord = Awaited<ReturnType<typeof exceptionRows>>[number];

export function exceptionTotal(db: Database, filter: SqlCondition | undefined, p: Paging, rowsOnPage: number, fetchedExtra: boolean) {
  return totalOf(db, p, rowsOnPage, fetchedExtra, () =>
    base(db)
      .select(sql`1`.as('x'))
      .where(whereOf(filter)),
  );
}

export async function removeExceptions(db: Database, ids: string[]): Promise<number> {
  const r = await db.deleteFrom('wf_exception').where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Exceptions per classification id of their instances. */
export async function countsByType(db: Database, filter: SqlCondition | undefined): Promise<Map<string | null, number>> {
  const rows = await base(db)
    .select(['i.type_id', sql<number>`count(*)::int`.as('n')])
    .where(whereOf(filter))
    .groupBy('i.type_id')
    .execute();
  return new Map(rows.map((r) => [r.type_id, r.n]));
}
