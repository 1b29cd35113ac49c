import type { Database } from '../../db/database.js';

/** The urgent state belongs to the whole instance tree (main and sub instances). */
export async function setTreeUrgentState(db: Database, rootId: string, urgentState: number): Promise<void> {
  await db.updateTable('wf_instance').set({ urgent_state: urgentState }).where('root_id', '=', rootId).execute();
}
