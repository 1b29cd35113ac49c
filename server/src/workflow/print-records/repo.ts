import { sql, type Selectable } from 'kysely';
import type { PRINT_RECORD_FILTERS } from '../../../../contract/workflow-print-records.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { FilterColumn } from '../../db/filters.js';
import { totalOf, type Paging, type SqlCondition } from '../task-lists/repo-common.js';
import type { WfPrintRecordTable } from '../tables.js';

export type PrintRecord = Selectable<WfPrintRecordTable>;

export const PRINT_FILTERS: Record<(typeof PRINT_RECORD_FILTERS)[number], FilterColumn> = {
  procInstId: { column: 'r.inst_id' },
  templateName: { column: 'r.template_name' },
  userName: { column: 'r.user_name' },
  createTime: { column: 'r.create_time', kind: 'date' },
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
  const where = filter ? sql<boolean>`${mine} and ${filter}` : mine;
  const rows = await db
    .selectFrom('wf_print_record as r')
    .selectAll('r')
    .where(where)
    .orderBy('r.create_time', 'desc')
    .limit(p.pageSize + 1)
    .offset(p.offset)
    .execute();
  const page = rows.slice(0, p.pageSize);
  const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () =>
    db
      .selectFrom('wf_print_record as r')
      .select(sql`1`.as('x'))
      .where(where),
  );
  return { rows: page, total };
}

export function insertRecord(
  db: Database,
  row: {
    id: string;
    inst_id: string;
    node_id: string | null;
    template_id: string | null;
    template_name: string | null;
    user_id: string;
    user_name: string;
  },
): Promise<PrintRecord> {
  return db.insertInto('wf_print_record').values(row).returningAll().executeTakeFirstOrThrow();
}
