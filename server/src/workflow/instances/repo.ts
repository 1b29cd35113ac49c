import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SqlCondition } from '../task-lists/repo-common.js';
import type { WfInstanceTable } from '../tables.js';

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

/** Whether the user holds or held a task of the instance tree (as assignee, owner or the one who completed it). */
export async function tookPart(db: Database, rootId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('wf_task')
    .select(sql<number>`1`.as('ok'))
    .where('root_id', '=', rootId)
    .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('owner_id', '=', userId), eb('completed_by', '=', userId)]))
    .limit(1)
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

/** Holder and owner of the open tasks of a whole instance tree. */
export async function openHoldersOf(trx: Database, rootId: string) {
  return trx.selectFrom('wf_task').select(['assignee_id', 'owner_id']).where('root_id', '=', rootId).where('status', '=', 'todo').execute();
}

/** A task of the instance. */
export async function taskOfInstance(trx: Database, taskId: string, instId: string) {
  return trx.selectFrom('wf_task').selectAll().where('id', '=', taskId).where('inst_id', '=', instId).executeTakeFirst();
}

/** Tasks on the region's nodes other than `exceptId` that are open, or were completed after `after`. */
export async function tasksAfter(trx: Database, instId: string, region: string[], exceptId: string, after: Date) {
  return trx
    .selectFrom('wf_task')
    .select(['node_id', 'status'])
    .where('inst_id', '=', instId)
    .where('node_id', 'in', region)
    .where((eb) => eb.or([eb('status', '=', 'todo'), eb.and([eb('status', '=', 'done'), eb('complete_time', '>', after)])]))
    .where('id', '<>', exceptId)
    .execute();
}

/** Hangs a whole instance tree up or releases it (the version moves on so open forms notice). */
export async function setTreeHangUp(trx: Database, rootId: string, hang: boolean): Promise<void> {
  await trx
    .updateTable('wf_instance')
    .set({ is_hang_up: hang, version: sql<number>`version + 1` })
    .where('root_id', '=', rootId)
    .execute();
}

export async function deleteInstance(trx: Database, id: string): Promise<void> {
  await trx.deleteFrom('wf_instance').where('id', '=', id).execute();
}

/** The user's own draft, locked while it is saved again. */
export async function ownDraftForUpdate(trx: Database, id: string, userId: string) {
  return trx.selectFrom('wf_draft').select('id').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function updateDraft(trx: Database, id: string, formData: unknown, subject: string, now: Date): Promise<void> {
  await trx
    .updateTable('wf_draft')
    .set({ form_data: JSON.stringify(formData), subject, update_time: now })
    .where('id', '=', id)
    .execute();
}

export async function insertDraft(
  trx: Database,
  draft: { id: string; defKey: string; userId: string; subject: string; formData: unknown },
) {
  await trx
    .insertInto('wf_draft')
    .values({
      id: draft.id,
      def_key: draft.defKey,
      user_id: draft.userId,
      subject: draft.subject,
      form_data: JSON.stringify(draft.formData),
    })
    .execute();
}

export async function removeOwnDraft(trx: Database, id: string, userId: string): Promise<void> {
  await trx.deleteFrom('wf_draft').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Stores a refined summary in one language (and as the shown one when it is the initiator's). */
export async function storeSummary(db: Database, instId: string, lang: string, summary: string, shown: boolean): Promise<void> {
  await db
    .updateTable('wf_instance')
    .set({ ai_summaries: sql`jsonb_set(coalesce(ai_summaries, '{}'::jsonb), array[${lang}::text], to_jsonb(${summary}::text))` })
    .$if(shown, (q) => q.set({ ai_summary: summary }))
    .where('id', '=', instId)
    .execute();
}

/** The next number of a prefix and day, counted without gaps between concurrent starts. */
export async function nextSerial(db: Database, prefix: string, day: string): Promise<number> {
  const row = await sql<{ value: number }>`
    insert into wf_serial (prefix, day, value) values (${prefix}, ${day}, 1)
    on conflict (prefix, day) do update set value = wf_serial.value + 1
    returning value
  `.execute(db);
  return row.rows[0].value;
}

export async function insertInstance(trx: Database, values: Insertable<WfInstanceTable>) {
  return trx.insertInto('wf_instance').values(values).returningAll().executeTakeFirstOrThrow();
}
