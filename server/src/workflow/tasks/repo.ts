import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { existsWhere } from '../../db/rows.js';
import type { DefHead } from '../definitions/repo.js';
import type { InstanceJson } from '../steps/context.js';
import type { FormRow } from '../model/forms.js';
import type { WfFormRecordTable, WfTaskTable } from '../tables.js';

export type TaskRecord = Selectable<WfTaskTable>;

/** Whether the user is an enabled secretary of the leader for flows of this key (an empty key list: every flow). */
export async function isSecretaryOf(db: Database, secretaryId: string, leaderId: string, defKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('wf_secretary')
    .select('id')
    .where('secretary_id', '=', secretaryId)
    .where('leader_id', '=', leaderId)
    .where('enabled', '=', true)
    .where(sql<boolean>`(def_keys = '[]'::jsonb or def_keys ? ${defKey})`)
    .executeTakeFirst();
  return !!row;
}

export async function taskById(db: Database, taskId: string): Promise<TaskRecord | undefined> {
  return db.selectFrom('wf_task').selectAll().where('id', '=', taskId).executeTakeFirst();
}

/** The task row locked for an action: a second action on the same task waits here. */
export async function taskForUpdate(trx: Database, taskId: string): Promise<TaskRecord | undefined> {
  return trx.selectFrom('wf_task').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
}

export type ActionRow = TaskRecord & { inst_row: InstanceJson | null; def_head: DefHead | null; form_row: FormRow | null };

/** The task locked for an action with its instance, definition head and form, in one statement. */
export async function actionRow(trx: Database, taskId: string): Promise<ActionRow | undefined> {
  const { rows } = await sql<ActionRow>`
    select t.*, to_jsonb(i) as inst_row,
      case when d.id is null then null else jsonb_build_object(
        'id', d.id, 'def_key', d.def_key, 'name', d.name, 'version', d.version, 'is_main', d.is_main,
        'status', d.status, 'type_id', d.type_id, 'form_key', d.form_key, 'startable', d.startable) end as def_head,
      to_jsonb(f) as form_row
    from wf_task t
    left join wf_instance i on i.id = t.inst_id
    left join wf_def d on d.id = i.def_id
    left join wf_form f on f.form_key = d.form_key
    where t.id = ${taskId}
    for update of t
  `.execute(trx);
  return rows[0];
}

/** The open tasks of a candidate group, locked (lock, unlock and admin operations change them together). */
export async function openGroupForUpdate(trx: Database, groupId: string) {
  return trx
    .selectFrom('wf_task')
    .select(['id', 'assignee_id'])
    .where('group_id', '=', groupId)
    .where('status', '=', 'todo')
    .forUpdate()
    .execute();
}

export async function setGroupLock(trx: Database, groupId: string, lockUserId: string | null): Promise<void> {
  await trx.updateTable('wf_task').set({ lock_user_id: lockUserId }).where('group_id', '=', groupId).where('status', '=', 'todo').execute();
}

/** Whether the user already holds an open task of the group. */
export const holdsOpenInGroup = (trx: Database, groupId: string, userId: string): Promise<boolean> =>
  existsWhere(trx, 'wf_task', { group_id: groupId, status: 'todo', assignee_id: userId });

/** Who holds a task now, whose it is originally, and its lock (delegation and withdrawal). */
export async function setHolder(
  trx: Database,
  taskId: string,
  holder: { assignee_id: string; owner_id: string | null; delegated_at: Date | null; lock_user_id: string | null; is_read?: number },
): Promise<void> {
  await trx.updateTable('wf_task').set(holder).where('id', '=', taskId).execute();
}

export async function markRead(db: Database, taskId: string): Promise<void> {
  await db.updateTable('wf_task').set({ is_read: 1 }).where('id', '=', taskId).execute();
}

/** Whether a sub instance a call activity on one of the nodes started still runs. */
export const runningSubInstanceIn = (db: Database, instId: string, nodeIds: string[]): Promise<boolean> =>
  existsWhere(db, 'wf_instance', { parent_id: instId, status: 'running', parent_node_id: nodeIds });

/** Nodes and statuses of the instance's handled and open tasks (not the start), most recently completed first. */
export async function taskNodesByCompletion(db: Database, instId: string) {
  return db
    .selectFrom('wf_task')
    .select(['node_id', 'status'])
    .where('inst_id', '=', instId)
    .where('is_start', '=', false)
    .where('status', 'in', ['done', 'todo'])
    .orderBy('complete_time', 'desc')
    .execute();
}

export interface CirculationNotice {
  instId: string;
  taskId: string | null;
  fromUserId: string;
  toUserIds: string[];
  opinion: string | null;
}

/** One circulation notice per receiver. */
export async function insertCirculationNotices(trx: Database, n: CirculationNotice, newId: () => string): Promise<void> {
  await trx
    .insertInto('wf_notice')
    .values(
      n.toUserIds.map((to) => ({
        id: newId(),
        inst_id: n.instId,
        task_id: n.taskId,
        kind: 'circulate',
        from_user_id: n.fromUserId,
        to_user_id: to,
        opinion: n.opinion,
      })),
    )
    .execute();
}

export async function insertFormRecord(trx: Database, values: Insertable<WfFormRecordTable>): Promise<void> {
  await trx.insertInto('wf_form_record').values(values).execute();
}

/** The candidates of a task group. */
export async function groupAssignees(trx: Database, groupId: string): Promise<string[]> {
  const rows = await trx.selectFrom('wf_task').select('assignee_id').where('group_id', '=', groupId).execute();
  return rows.map((r) => r.assignee_id!).filter(Boolean);
}

/** Whether the countersign of the node was decided (its pass or fail row written) since the vote task was created. */
export async function countersignDecidedSince(db: Database, instId: string, nodeId: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('wf_opinion')
    .select('id')
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('status', 'in', ['signPass', 'signNotPass'])
    .where('create_time', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
