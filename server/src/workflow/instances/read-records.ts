import { sql } from 'kysely';
import type { QueryBody } from '../../../../contract/common.js';
import type { READ_RECORD_FILTER_PROPERTIES, ReadRecordPage, ReadRecordRow } from '../../../../contract/workflow.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { appError } from '../../lib/errors.js';
import { orderFromSorters, whereFromQuerys, type FilterColumn } from '../../lib/filters.js';
import { newId } from '../steps/context.js';
import { iso, paging, totalOf } from '../task-lists/repo-common.js';
import { currentNodesOf } from '../task-lists/repo-instances.js';
import { wfError } from '../messages.js';
import type { WfReadRecordTable } from '../tables.js';
import { instanceForRead } from './access.js';
import type { Selectable } from 'kysely';

type ReadRecord = Selectable<WfReadRecordTable>;

const INSTANCE_PROPS = new Set(['procInstId', 'instId']);

/** What the read records may be filtered on; the instance only by EQUAL (each one named is checked). */
export const READ_FILTERS: Record<(typeof READ_RECORD_FILTER_PROPERTIES)[number], FilterColumn> = {
  procInstId: { column: 'r.inst_id', ops: ['EQUAL'] },
  instId: { column: 'r.inst_id', ops: ['EQUAL'] },
  taskId: { column: 'r.task_id' },
  userId: { column: 'r.user_id' },
  userName: { column: 'r.user_name' },
  nodeId: { column: 'r.node_id' },
  nodeName: { column: 'r.node_name' },
  orgName: { column: 'r.org_name' },
  readTime: { column: 'r.read_time', kind: 'date' },
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

/**
 * Records that the caller opened a form: a task's (its node), or an instance's without a task (the
 * nodes waiting then). Either way the caller must be allowed to read the instance.
 */
export async function recordRead(db: Database, user: CurrentUser, target: { taskId?: string; instId?: string }): Promise<ReadRecordRow> {
  if (Boolean(target.taskId) === Boolean(target.instId)) throw appError(400, 'request.invalid', { detail: 'taskId or instId' });
  let instId: string;
  let node: { id: string | null; name: string | null; taskId: string | null };
  if (target.taskId) {
    const task = await db
      .selectFrom('wf_task')
      .select(['id', 'inst_id', 'node_id', 'name'])
      .where('id', '=', target.taskId)
      .executeTakeFirst();
    if (!task) throw wfError(404, 'task.notFound');
    instId = task.inst_id;
    node = { id: task.node_id, name: task.name, taskId: task.id };
  } else {
    instId = target.instId!;
    node = { id: null, name: null, taskId: null };
  }
  await instanceForRead(db, user, instId);
  if (!node.taskId) {
    const waiting = (await currentNodesOf(db, [instId])).get(instId) ?? [];
    if (waiting.length) node = { id: waiting.map((n) => n.nodeId).join(','), name: waiting.map((n) => n.name).join(', '), taskId: null };
  }
  const row = await db
    .insertInto('wf_read_record')
    .values({
      id: newId(),
      inst_id: instId,
      task_id: node.taskId,
      node_id: node.id,
      node_name: node.name,
      user_id: user.id,
      user_name: user.fullname,
      org_name: await mainOrgName(db, user.id),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}

const isDistinct = (body: QueryBody | undefined) => {
  const v = body?.params?.distinct;
  return v === '1' || v === 1 || v === true || v === 'true';
};

/**
 * The read records of the instances the querys name (procInstId EQUAL, each readable by the
 * caller), newest first; without an instance, the caller's own reads (an admin's: everyone's).
 * `params.distinct` gives one row per reader: the latest read, with the number of reads.
 */
export async function listReads(db: Database, user: CurrentUser, body: QueryBody | undefined): Promise<ReadRecordPage> {
  const p = paging(body);
  const filter = whereFromQuerys(READ_FILTERS, body?.querys);
  const sorters = orderFromSorters(READ_FILTERS, body?.sorters ?? body?.sorter);
  const instIds = [
    ...new Set(
      (body?.querys ?? [])
        .filter((q) => INSTANCE_PROPS.has(q.property) && q.value !== undefined && q.value !== null && q.value !== '')
        .map((q) => String(q.value)),
    ),
  ];
  for (const id of instIds) await instanceForRead(db, user, id);
  // the scope stands outside the request's own conditions, so an OR among them cannot widen it
  const scope = instIds.length
    ? sql<boolean>`r.inst_id in (${sql.join(instIds)})`
    : user.isAdmin
      ? sql<boolean>`true`
      : sql<boolean>`r.user_id = ${user.id}`;
  const where = filter ? sql<boolean>`${scope} and ${filter}` : scope;

  const distinct = isDistinct(body);
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
  const rows: (ReadRecord & { read_count?: number })[] = await q
    .orderBy('r.read_time', 'desc')
    .orderBy('r.id', 'desc')
    .limit(p.pageSize + 1)
    .offset(p.offset)
    .execute();
  const page = rows.slice(0, p.pageSize);
  const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () =>
    distinct ? db.selectFrom(latest.as('r')).select(sql`1`.as('x')) : all.select(sql`1`.as('x')),
  );
  return { rows: page.map(toRow), total, page: p.page, pageSize: p.pageSize };
}
