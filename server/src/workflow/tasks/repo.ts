import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DefHead } from '../definitions/repo.js';
import type { InstanceJson } from '../engine/context.js';
import type { FormRow } from '../model/forms.js';
import type { WfTaskTable } from '../tables.js';

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
