import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { wfError } from '../messages.js';
import type { WfTaskTable } from '../tables.js';
import type { Selectable } from 'kysely';
import { defFromHead, type DefHead, type DefInfo } from '../definitions/repo.js';
import { instanceFromJson, type InstanceJson, type InstanceRecord } from '../steps/context.js';
import { formFromRow, type FormRecord, type FormRow } from '../model/forms.js';

export type TaskRecord = Selectable<WfTaskTable>;

/** How the caller relates to a task: the rights of every task call derive from it. */
export type TaskAccess = 'assignee' | 'owner' | 'secretary' | 'handled' | 'admin';

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

export function accessOf(task: TaskRecord, user: CurrentUser): TaskAccess | null {
  if (task.assignee_id === user.id) return 'assignee';
  if (task.owner_id === user.id) return 'owner';
  if (task.completed_by === user.id) return 'handled';
  return null;
}

/** Reads a task for one of its read calls; 404 unknown, 403 when it is none of the caller's business. */
export async function taskForRead(
  db: Database,
  user: CurrentUser,
  taskId: string,
  leaderId?: string,
): Promise<{ task: TaskRecord; access: TaskAccess }> {
  const task = await db.selectFrom('wf_task').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw wfError(404, 'task.notFound');
  const own = accessOf(task, user);
  if (own) return { task, access: own };
  if (
    leaderId &&
    (task.assignee_id === leaderId || task.owner_id === leaderId) &&
    (await isSecretaryOf(db, user.id, leaderId, task.def_key))
  )
    return { task, access: 'secretary' };
  if (user.isAdmin) return { task, access: 'admin' };
  throw wfError(403, 'task.forbidden');
}

async function actionAccess(trx: Database, user: CurrentUser, task: TaskRecord, leaderId?: string): Promise<TaskAccess> {
  let access: TaskAccess | null = task.assignee_id === user.id ? 'assignee' : null;
  if (!access && leaderId && task.assignee_id === leaderId && (await isSecretaryOf(trx, user.id, leaderId, task.def_key)))
    access = 'secretary';
  if (!access) {
    if (task.status !== 'todo' && (task.completed_by === user.id || task.owner_id === user.id)) throw wfError(409, 'task.alreadyDone');
    throw wfError(403, 'task.forbidden');
  }
  if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
  return access;
}

/**
 * Locks a task row for an action (a second action on the same task waits here, then finds it
 * done). Order of answers: 404 unknown, 403 not the caller's, 409 no longer open.
 */
export async function taskForAction(
  trx: Database,
  user: CurrentUser,
  taskId: string,
  leaderId?: string,
): Promise<{ task: TaskRecord; access: TaskAccess }> {
  const task = await trx.selectFrom('wf_task').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
  if (!task) throw wfError(404, 'task.notFound');
  return { task, access: await actionAccess(trx, user, task, leaderId) };
}

export interface ActionTarget {
  task: TaskRecord;
  access: TaskAccess;
  inst: InstanceRecord;
  def: DefInfo;
  form: FormRecord | null;
}

/**
 * taskForAction together with what an action on the task reads: its instance, definition and
 * form, in the same statement (one round trip instead of four on every completion). The rights
 * are those of taskForAction; then 404 when the instance or definition is gone.
 */
export async function actionTarget(trx: Database, user: CurrentUser, taskId: string, leaderId?: string): Promise<ActionTarget> {
  const { rows } = await sql<TaskRecord & { inst_row: InstanceJson | null; def_head: DefHead | null; form_row: FormRow | null }>`
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
  const row = rows[0];
  if (!row) throw wfError(404, 'task.notFound');
  const { inst_row, def_head, form_row, ...task } = row;
  const access = await actionAccess(trx, user, task, leaderId);
  if (!inst_row) throw wfError(404, 'instance.notFound');
  const def = await defFromHead(trx, def_head ?? undefined);
  if (!def) throw wfError(404, 'def.notFound');
  return { task, access, inst: instanceFromJson(inst_row), def, form: form_row ? formFromRow(form_row) : null };
}
