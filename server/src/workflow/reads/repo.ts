import { sql, type Selectable } from 'kysely';
import type { QueryBody } from '../../../../contract/common.js';
import type { READ_RECORD_FILTER_PROPERTIES, ReadRecordPage, ReadRecordRow } from '../../../../contract/workflow.js';
import type { Database } from '../../db/database.js';
import { columns } from '../../db/filter-columns.js';
import { orderFromSorters, whereFromQuerys, type FilterColumn } from '../../db/filters.js';
import { newId } from '../steps/context.js';
import type { WfReadRecordTable } from '../tables.js';
import { iso } from '../task-lists/repo-common.js';
import { pageRows, paging } from '../../db/paging.js';

type ReadRecord = Selectable<WfReadRecordTable>;

/** What the read records may be filtered on; the instance only by EQUAL (each one named is checked). */
export const READ_FILTERS: Record<(typeof READ_RECORD_FILTER_PROPERTIES)[number], FilterColumn> = {
  ...columns('r', ['inst_id'], { ops: ['EQUAL'] }),
  ...columns('r', ['inst_id'], { ops: ['EQUAL'], prefix: 'proc' }),
  ...columns('r', ['task_id', 'user_id', 'user_name', 'node_id', 'node_name', 'org_name']),
  ...columns('r', ['read_time'], { kind: 'date' }),
};

/** The user's main organisation (or, without one marked main, any), by name. */
export async function mainOrgName(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('uc_user_org as uo')
    .innerJoin('uc_org as o', 'o.id', 'uo.org_id')
    .select('o.name')
    .where('uo.user_id', '=', userId)
    .orderBy('uo.is_main', 'desc')
    .orderBy('o.level', 'desc')
    .executeTakeFirst();
  return row?.name ?? null;
}

const toRow = (r: ReadRecord & { read_count?: number }): ReadRecordRow => ({
  id: r.id,
  procInstId: r.inst_id,
  taskId: r.task_id,
  nodeId: r.node_id,
  nodeName: r.node_name,
  userId: r.user_id,
  userName: r.user_name,
  orgName: r.org_name,
  readTime: iso(r.read_time)!,
  ...(r.read_count !== undefined ? { readCount: r.read_count } : {}),
});

export const taskNode = (db: Database, taskId: string) =>
  db.selectFrom('wf_task').select(['id', 'inst_id', 'node_id', 'name']).where('id', '=', taskId).executeTakeFirst();

export interface NewRead {
  instId: string;
  taskId: string | null;
  nodeId: string | null;
  nodeName: string | null;
  userId: string;
  userName: string;
  orgName: string | null;
}

export async function insertRead(db: Database, read: NewRead): Promise<ReadRecordRow> {
  const row = await db
    .insertInto('wf_read_record')
    .values({
      id: newId(),
      inst_id: read.instId,
      task_id: read.taskId,
      node_id: read.nodeId,
      node_name: read.nodeName,
      user_id: read.userId,
      user_name: read.userName,
      org_name: read.orgName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** Whose reads: of these instances, or (none named) of the user, or everyone's for an administrator. */
export type ReadScope = { instIds: string[] } | { userId: string } | { everyone: true };

/** A page of read records in the scope, newest first; `distinct` gives one row per reader and instance (the latest read, counted). */
export async function pageReads(db: Database, scope: ReadScope, body: QueryBody | undefined, distinct: boolean): Promise<ReadRecordPage> {
  const p = paging(body);
  const filter = whereFromQuerys(READ_FILTERS, body?.querys);
  const sorters = orderFromSorters(READ_FILTERS, body?.sorters ?? body?.sorter);
  // the scope stands outside the request's own conditions, so an OR among them cannot widen it
  const inScope =
    'instIds' in scope
      ? sql<boolean>`r.inst_id in (${sql.join(scope.instIds)})`
      : 'userId' in scope
        ? sql<boolean>`r.user_id = ${scope.userId}`
        : sql<boolean>`true`;
  const where = filter ? sql<boolean>`${inScope} and ${filter}` : inScope;

  const latest = db
    .selectFrom('wf_read_record as r')
    .selectAll('r')
    .select(sql<number>`(count(*) over (partition by r.inst_id, r.user_id))::int`.as('read_count'))
    .distinctOn(['r.inst_id', 'r.user_id'])
    .where(where)
    .orderBy('r.inst_id')
    .orderBy('r.user_id')
    .orderBy('r.read_time', 'desc')
    .orderBy('r.id', 'desc');
  const all = db.selectFrom('wf_read_record as r').where(where);

  let q = distinct ? db.selectFrom(latest.as('r')).selectAll('r') : all.selectAll('r');
  for (const s of sorters) q = q.orderBy(s);
  const { rows, total } = await pageRows<ReadRecord & { read_count?: number }>(
    db,
    p,
    q.orderBy('r.read_time', 'desc').orderBy('r.id', 'desc'),
    () => (distinct ? db.selectFrom(latest.as('r')).select(sql`1`.as('x')) : all.select(sql`1`.as('x'))),
  );
  return { rows: rows.map(toRow), total, page: p.page, pageSize: p.pageSize };
}
