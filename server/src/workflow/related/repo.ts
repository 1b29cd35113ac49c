import type { Database } from '../../db/database.js';

/** The sub instances started from an instance, oldest first. */
export function childrenOf(db: Database, instId: string) {
  return db.selectFrom('wf_instance').selectAll().where('parent_id', '=', instId).orderBy('create_time').execute();
}
