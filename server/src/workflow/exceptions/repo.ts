import { sql } from 'kysely';
import type { EXCEPTION_FILTERS } from '../../../../contract/workflow-exceptions.js';
import type { Sorter } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import { columns } from '../../db/filter-columns.js';
import { orderFromSorters, type FilterColumn } from '../../db/filters.js';
import type { SqlCondition } from '../task-lists/repo-common.js';
import { pageRows, type Paging } from '../../db/paging.js';

export const EXCEPTION_COLUMNS: Record<(typeof EXCEPTION_FILTERS)[number], FilterColumn> = {
  ...columns('i', ['subject', 'type_id']),
  ...columns('i', ['def_name'], { prefix: 'proc' }),
  ...columns('e', ['node_name', 'code']),
  ...columns('e', ['create_time'], { kind: 'date' }),
};

const base = (db: Database) => db.selectFrom('wf_exception as e').innerJoin('wf_instance as i', 'i.id', 'e.inst_id');
const whereOf = (filter: SqlCondition | undefined) => filter ?? sql<boolean>`true`;

/** Exceptions with their instances, the request's sorters first, then newest first. */
function exceptionQuery(db: Database, filter: SqlCondition | undefined, sorters: Sorter[] | undefined) {
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
      'i.def_id',
      'i.type_id',
    ])
    .where(whereOf(filter));
  for (const s of orderFromSorters(EXCEPTION_COLUMNS, sorters)) q = q.orderBy(s);
  return q.orderBy('e.create_time', 'desc');
}

/** The first `limit` exceptions. */
export function exceptionRows(db: Database, filter: SqlCondition | undefined, sorters: Sorter[] | undefined, limit: number) {
  return exceptionQuery(db, filter, sorters).limit(limit).execute();
}

export type ExceptionRecord = Awaited<ReturnType<typeof exceptionRows>>[number];

export function pageExceptions(db: Database, filter: SqlCondition | undefined, sorters: Sorter[] | undefined, p: Paging) {
  return pageRows(db, p, exceptionQuery(db, filter, sorters), () =>
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
