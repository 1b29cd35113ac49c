import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SqlCondition } from '../task-lists/repo-common.js';

export async function draftById(db: Database, id: string) {
  return db.selectFrom('wf_draft').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Removes the user's own drafts among the ids; answers how many went. */
export async function removeOwnDrafts(db: Database, userId: string, ids: string[]): Promise<number> {
  const r = await db.deleteFrom('wf_draft').where('id', 'in', ids).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Whether the instance passes the visibility condition (lists/instances.ts visibleTo). */
export async function instanceVisible(db: Database, instId: string, visible: SqlCondition): Promise<boolean> {
  const row = await db
    .selectFrom('wf_instance as i')
    .select(sql<number>`1`.as('ok'))
    .where('i.id', '=', instId)
    .where(visible)
    .executeTakeFirst();
  return !!row;
}

export async function addCollection(db: Database, userId: string, instId: string): Promise<void> {
  await db
    .insertInto('wf_collection')
    .values({ user_id: userId, inst_id: instId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeCollection(db: Database, userId: string, instId: string): Promise<void> {
  await db.deleteFrom('wf_collection').where('user_id', '=', userId).where('inst_id', '=', instId).execute();
}
