import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The SQL of message and signal delivery; every function runs in the transaction it is given. */

/**
 * Running instances whose definition has a node waiting for (or started by) a message or signal of
 * this name, oldest first, optionally one instance or one business number. Whether the instance
 * waits right now is the engine's answer; this only narrows whom to ask.
 */
export async function instancesListening(
  db: Database,
  q: {
    kind: 'message' | 'signal';
    name: string;
    instId?: string | null;
    businessKey?: string | null;
    exceptId?: string | null;
    limit: number;
  },
): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select i.id from wf_instance i join wf_def d on d.id = i.def_id
    where i.status = 'running'
      and jsonb_path_exists(d.model, '$.nodes.* ? (@.eventKind == $k && @.eventRef.name == $n)', jsonb_build_object('k', ${q.kind}::text, 'n', ${q.name}::text))
      ${q.instId ? sql`and i.id = ${q.instId}` : sql``}
      ${q.businessKey ? sql`and i.prop1 = ${q.businessKey}` : sql``}
      ${q.exceptId ? sql`and i.id <> ${q.exceptId}` : sql``}
    order by i.create_time, i.id
    limit ${q.limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Whether the user holds an open task of the instance (as assignee or owner). */
export async function holdsOpenTask(db: Database, instId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('wf_task')
    .select('id')
    .where('inst_id', '=', instId)
    .where('status', '=', 'todo')
    .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('owner_id', '=', userId)]))
    .executeTakeFirst();
  return !!row;
}

/** The id of the instance with this business number, if any. */
export async function instanceByBusinessKey(db: Database, businessKey: string): Promise<{ id: string; creator_id: string } | null> {
  const row = await db.selectFrom('wf_instance').select(['id', 'creator_id']).where('prop1', '=', businessKey).executeTakeFirst();
  return row ?? null;
}
