import { sql, type Insertable, type Selectable } from 'kysely';
import type { PRINT_RECORD_FILTERS } from '../../../../contract/workflow-print-records.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { columns } from '../../db/filter-columns.js';
import type { FilterColumn } from '../../db/filters.js';
import type { SqlCondition } from '../task-lists/repo-common.js';
import { pageRows, type Paging } from '../../db/paging.js';
import type { WfPrintRecordTable } from '../tables.js';

export type PrintRecord = Selectable<WfPrintRecordTable>;

export const PRINT_FILTERS: Record<(typeof PRINT_RECORD_FILTERS)[number], FilterColumn> = {
  ...columns('r', ['inst_id'], { prefix: 'proc' }),
  ...columns('r', ['template_name', 'user_name']),
  ...columns('r', ['create_time'], { kind: 'date' }),
};

export function recordsOfInstance(db: Database, instId: string, nodeId: string | undefined): Promise<PrintRecord[]> {
  let query = db.selectFrom('wf_print_record').selectAll().where('inst_id', '=', instId);
  if (nodeId) query = query.where('node_id', '=', nodeId);
  return query.orderBy('create_time', 'desc').limit(500).execute();
}

/** A page of the user's records (an admin's: everyone's) through the request's own conditions. */
export async function pageRecords(
  db: Database,
  user: CurrentUser,
  filter: SqlCondition | undefined,
  p: Paging,
): Promise<{ rows: PrintRecord[]; total: number }> {
  const mine = user.isAdmin ? sql<boolean>`true` : sql<boolean>`r.user_id = ${user.id}`;
  const scoped = db.selectFrom('wf_print_record as r').where(filter ? sql<boolean>`${mine} and ${filter}` : mine);
  return pageRows(db, p, scoped.selectAll('r').orderBy('r.create_time', 'desc'), () => scoped.select(sql`1`.as('x')));
}

export function insertRecord(db: Database, row: Insertable<WfPrintRecordTable>): Promise<PrintRecord> {
  return db.insertInto('wf_print_record').values(row).returningAll().executeTakeFirstOrThrow();
}
