import type { Database } from '../../db/database.js';
import type { IdType } from './field-values.js';

/** The SQL the form values need: which picked ids exist, and where a reader handles an instance. */

/** The ids among `ids` that exist in the user centre table of `type`. */
export async function existingIds(db: Database, type: IdType, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const query = () => {
    switch (type) {
      case 'user':
        return db.selectFrom('uc_user').select('id').where('id', 'in', ids);
      case 'org':
        return db.selectFrom('uc_org').select('id').where('id', 'in', ids);
      case 'post':
        return db.selectFrom('uc_post').select('id').where('id', 'in', ids);
      case 'role':
        return db.selectFrom('uc_role').select('id').where('id', 'in', ids);
    }
  };
  return new Set((await query().execute()).map((r) => r.id));
}

/** The nodes of the instance where the user holds or held a task (as assignee, owner or the one who completed it). */
export async function nodesHandledBy(db: Database, instId: string, userId: string): Promise<string[]> {
  return taskNodesOf(db, 'inst_id', instId, userId);
}

/** The nodes where the user holds or held a task (as assignee, owner or the one who completed it), of one instance or of an instance tree. */
export async function taskNodesOf(db: Database, scope: 'inst_id' | 'root_id', id: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('wf_task')
    .select('node_id')
    .distinct()
    .where(scope, '=', id)
    .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('owner_id', '=', userId), eb('completed_by', '=', userId)]))
    .execute();
  return rows.map((r) => r.node_id);
}
