import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** What the result list names of each task: only of the caller's own tasks (nobody learns another's subjects). */
export function ownTaskFacts(db: Database, userId: string, taskIds: string[]) {
  return db
    .selectFrom('wf_task')
    .select(['id', 'subject', 'node_id', 'name', 'def_id'])
    .where('id', 'in', taskIds)
    .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('completed_by', '=', userId), eb('owner_id', '=', userId)]))
    .execute();
}

/** Those of the tasks still open, with what auto-approve decides on (one statement for all the tasks a step opened). */
export function openTasks(db: Database, taskIds: string[]) {
  return db
    .selectFrom('wf_task')
    .select(['id', 'inst_id', 'node_id', 'def_id', 'assignee_id', 'is_start', 'sign_index', 'candidate'])
    .where('id', 'in', taskIds)
    .where('status', '=', 'todo')
    .execute();
}

/** Tasks of an instance completed by people (not the start), latest first. */
export function doneTasks(db: Database, instId: string) {
  return db
    .selectFrom('wf_task')
    .select(['id', 'node_id', 'name', 'action', 'completed_by', 'is_start', 'complete_time'])
    .where('inst_id', '=', instId)
    .where('status', '=', 'done')
    .orderBy('complete_time', 'desc')
    .orderBy(sql`id`, 'desc')
    .execute();
}

/** The user's account and name, to act for them. */
export function userById(db: Database, id: string) {
  return db.selectFrom('uc_user').select(['id', 'account', 'fullname']).where('id', '=', id).executeTakeFirst();
}
