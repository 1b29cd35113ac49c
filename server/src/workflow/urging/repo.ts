import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import { fullnameOf } from '../support/repo-users.js';
import type { WfUrgeTable } from './tables.js';

/** The task locked for an urge (two urges of one task at once: the second waits and sees the first). */
export function taskForUrge(trx: Database, taskId: string) {
  return trx
    .selectFrom('wf_task')
    .select(['id', 'inst_id', 'node_id', 'name', 'status', 'assignee_id', 'group_id', 'candidate', 'def_id', 'subject'])
    .where('id', '=', taskId)
    .forUpdate()
    .executeTakeFirst();
}

/** How often a task was urged, and when last; a shared (candidate) task counts the urges of every candidate's row. */
export async function urgesOfTask(
  db: Database,
  task: { id: string; group_id: string; candidate: boolean },
): Promise<{ count: number; last: Date | null }> {
  const row = await db
    .selectFrom('wf_urge')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`max(create_time)`.as('last')])
    .where((eb) =>
      task.candidate
        ? eb('task_id', 'in', eb.selectFrom('wf_task').select('id').where('group_id', '=', task.group_id))
        : eb('task_id', '=', task.id),
    )
    .executeTakeFirst();
  return { count: row?.count ?? 0, last: row?.last ? new Date(row.last) : null };
}

export async function insertUrge(trx: Database, row: Insertable<WfUrgeTable>): Promise<void> {
  await trx.insertInto('wf_urge').values(row).execute();
}

/** The open tasks of an instance with their urges. */
export function openTasksWithUrges(db: Database, instId: string) {
  return db
    .selectFrom('wf_task as t')
    .leftJoin('wf_urge as u', 'u.task_id', 't.id')
    .select(['t.id', 't.node_id', 't.name', 't.def_id', 't.assignee_id', fullnameOf<string | null>('t.assignee_id').as('assignee_name')])
    .select([sql<number>`count(u.id)::int`.as('count'), sql<Date | null>`max(u.create_time)`.as('last')])
    .where('t.inst_id', '=', instId)
    .where('t.status', '=', 'todo')
    .groupBy(['t.id', 't.node_id', 't.name', 't.def_id', 't.assignee_id', 't.create_time'])
    .orderBy('t.create_time')
    .execute();
}

/**
 * Circulated copies of an instance with their receipts: received when sent, opened at the
 * receiver's first read of the form since (the read records the portal writes on every opening).
 */
export function ccReceipts(db: Database, instId: string, fromUserId: string | null) {
  let q = db
    .selectFrom('wf_notice as n')
    .select([
      'n.id',
      'n.to_user_id',
      'n.from_user_id',
      'n.opinion',
      'n.create_time',
      fullnameOf('n.to_user_id').as('to_name'),
      fullnameOf<string | null>('n.from_user_id').as('from_name'),
      sql<Date | null>`(select min(r.read_time) from wf_read_record r
        where r.inst_id = n.inst_id and r.user_id = n.to_user_id and r.read_time >= n.create_time)`.as('opened_time'),
    ])
    .where('n.inst_id', '=', instId)
    .where('n.kind', '=', 'circulate');
  if (fromUserId) q = q.where('n.from_user_id', '=', fromUserId);
  return q.orderBy('n.create_time', 'desc').orderBy('n.id').execute();
}
