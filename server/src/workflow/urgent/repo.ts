import type { Database } from '../../db/database.js';

/** The urgent state belongs to the whole instance tree (main and sub instances). */
export async function setTreeUrgentState(db: Database, rootId: string, urgentState: number, setBy: string): Promise<void> {
  await db
    .updateTable('wf_instance')
    .set({ urgent_state: urgentState, urgent_set_by: setBy, urgent_set_time: new Date() })
    .where('root_id', '=', rootId)
    .execute();
}

/** Who last set an instance's urgent state and when (null: nobody since the start), with the setter's name. */
export async function urgentSetting(db: Database, instId: string) {
  return db
    .selectFrom('wf_instance as i')
    .leftJoin('uc_user as u', 'u.id', 'i.urgent_set_by')
    .select(['i.urgent_set_by as setById', 'u.fullname as setByName', 'i.urgent_set_time as setTime'])
    .where('i.id', '=', instId)
    .executeTakeFirst();
}
