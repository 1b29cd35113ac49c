import type { Database } from '../../db/database.js';
import type { TaskRecord } from '../tasks/access.js';

/** The task, locked for the rest of the transaction. */
export function lockTask(trx: Database, id: string): Promise<TaskRecord | undefined> {
  return trx.selectFrom('wf_task').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Cancels the open tasks of a task group; answers their assignees. */
export async function cancelOpenGroup(trx: Database, groupId: string): Promise<(string | null)[]> {
  const old = await trx
    .updateTable('wf_task')
    .set({ status: 'canceled', complete_time: new Date() })
    .where('group_id', '=', groupId)
    .where('status', '=', 'todo')
    .returning(['assignee_id'])
    .execute();
  return old.map((o) => o.assignee_id);
}

export interface TaskCopy {
  id: string;
  assigneeId: string;
  /** the principal when an agent holds the task */
  ownerId: string | null;
  candidate: boolean;
}

/** New open tasks like `task` (same node, group and instance), one per copy, unread and unlocked. */
export async function insertTaskCopies(trx: Database, task: TaskRecord, copies: TaskCopy[]): Promise<void> {
  await trx
    .insertInto('wf_task')
    .values(
      copies.map((c) => ({
        ...task,
        id: c.id,
        def_name: JSON.stringify(task.def_name),
        assignee_id: c.assigneeId,
        owner_id: c.ownerId,
        candidate: c.candidate,
        lock_user_id: null,
        is_read: 0,
        create_time: new Date(),
        delegated_at: null,
      })),
    )
    .execute();
}

/** The codes of the roles or departments named by id, in the order given; unknown ids are left out. */
export async function codesByIds(trx: Database, kind: 'role' | 'org', ids: string[]): Promise<string[]> {
  const rows =
    kind === 'role'
      ? await trx.selectFrom('uc_role').select(['id', 'code']).where('id', 'in', ids).execute()
      : await trx.selectFrom('uc_org').select(['id', 'code']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r.code]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
