import type { Database } from '../../db/database.js';

/** The opinion a user saved on a task without submitting it (one per task). */
export async function savedOpinion(db: Database, taskId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('wf_saved_opinion')
    .select('opinion')
    .where('task_id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.opinion ?? null;
}

export async function saveOpinion(db: Database, taskId: string, userId: string, opinion: string): Promise<void> {
  await db
    .insertInto('wf_saved_opinion')
    .values({ task_id: taskId, user_id: userId, opinion })
    .onConflict((oc) => oc.column('task_id').doUpdateSet({ opinion, user_id: userId, updated_at: new Date() }))
    .execute();
}

/** The latest sub instance a call activity of the parent started, if any. */
export async function subInstanceId(db: Database, parentId: string, nodeId: string): Promise<string | null> {
  const sub = await db
    .selectFrom('wf_instance')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('parent_node_id', '=', nodeId)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  return sub?.id ?? null;
}
