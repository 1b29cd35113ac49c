import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** The SQL of the assistant's facts: the caller's own to-dos and requests, read from the workflow tables. */

export async function workflowTablesExist(db: Database): Promise<boolean> {
  const r = await sql<{ ok: boolean }>`select to_regclass('wf_task') is not null and to_regclass('wf_instance') is not null as ok`.execute(
    db,
  );
  return !!r.rows[0]?.ok;
}

/** The count of the caller's open to-dos and the latest five of them. */
export async function findOpenTodos(db: Database, userId: string) {
  const base = db.selectFrom('wf_task').where('assignee_id', '=', userId).where('status', '=', 'todo');
  const [{ n }, latest] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['subject', 'def_name', 'def_id', 'node_id', 'name', 'create_time'])
      .orderBy('create_time', 'desc')
      .orderBy('id')
      .limit(5)
      .execute(),
  ]);
  return { count: Number(n), latest };
}

/** The caller's own top-level requests, newest first (at most 200). */
export function findOwnRequests(db: Database, userId: string) {
  return db
    .selectFrom('wf_instance')
    .select(['id', 'subject', 'def_name', 'status', 'is_hang_up', 'create_time'])
    .where('creator_id', '=', userId)
    .where('parent_id', 'is', null)
    .orderBy('create_time', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

/** The open tasks of these instances (or of their sub-processes), with their assignees' names. */
export function findOpenTasksOf(db: Database, instIds: string[]) {
  return db
    .selectFrom('wf_task as k')
    .leftJoin('uc_user as u', 'u.id', 'k.assignee_id')
    .select(['k.inst_id', 'k.root_id', 'k.def_id', 'k.node_id', 'k.name', 'u.fullname'])
    .where((eb) => eb.or([eb('k.inst_id', 'in', instIds), eb('k.root_id', 'in', instIds)]))
    .where('k.status', '=', 'todo')
    .execute();
}
