import { sql, type Selectable } from 'kysely';
import type { FORM_RECORD_FILTERS } from '../../../../contract/workflow-form-records.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { columns } from '../../db/filter-columns.js';
import type { FilterColumn } from '../../db/filters.js';
import type { SqlCondition } from '../task-lists/repo-common.js';
import { pageRows, type Paging } from '../../db/paging.js';
import type { WfFormRecordTable } from '../tables.js';

export type FormRecord = Selectable<WfFormRecordTable>;

export const RECORD_FILTERS: Record<(typeof FORM_RECORD_FILTERS)[number], FilterColumn> = {
  ...columns('r', ['inst_id'], { ops: ['EQUAL'] }),
  ...columns('r', ['inst_id'], { ops: ['EQUAL'], prefix: 'proc' }),
  ...columns('r', ['user_name', 'node_id']),
  ...columns('r', ['create_time'], { kind: 'date' }),
};

/**
 * Writes the instance's new form data and version, if the instance is still at `version`
 * (optimistic lock); false when another write came first.
 */
export async function writeFormData(
  trx: Database,
  instId: string,
  version: number,
  data: Record<string, unknown>,
  formDataVersion: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('wf_instance')
    .set({ form_data: JSON.stringify(data), form_data_version: formDataVersion, version: sql<number>`version + 1` })
    .where('id', '=', instId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertRecord(
  trx: Database,
  row: Omit<FormRecord, 'create_time' | 'changes'> & { changes: Record<string, { from: unknown; to: unknown }> },
): Promise<void> {
  await trx
    .insertInto('wf_form_record')
    .values({ ...row, changes: JSON.stringify(row.changes) })
    .execute();
}

/**
 * A page of records, newest first. The scope stands outside the request's own conditions (an OR
 * among them cannot widen it): the instances named, else the user's own changes (an admin's: all).
 */
export async function pageRecords(
  db: Database,
  user: CurrentUser,
  instIds: string[],
  filter: SqlCondition | undefined,
  p: Paging,
): Promise<{ rows: FormRecord[]; total: number }> {
  const scope = instIds.length
    ? sql<boolean>`r.inst_id in (${sql.join(instIds)})`
    : user.isAdmin
      ? sql<boolean>`true`
      : sql<boolean>`r.user_id = ${user.id}`;
  const scoped = db.selectFrom('wf_form_record as r').where(filter ? sql<boolean>`${scope} and ${filter}` : scope);
  return pageRows(db, p, scoped.selectAll('r').orderBy('r.create_time', 'desc'), () => scoped.select(sql`1`.as('x')));
}
