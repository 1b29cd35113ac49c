import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 item 9: the notices about a task are marked read once the task is no longer open for their reader (the
 * workflow does so in each action's transaction since). Notices an older server left unread about tasks handled,
 * canceled, transferred away or gone are settled once here, as that rule would have left them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update inner_message_receiver r set is_read = true, read_time = now()
    from inner_message m
    where m.id = r.message_id and not r.is_read and m.link ? 'taskId'
      and not exists (
        select 1 from wf_task t
        where t.id = m.link->>'taskId' and t.status = 'todo' and r.receiver_id in (t.assignee_id, t.owner_id)
      )
  `.execute(db);
}

export async function down(): Promise<void> {
  // nothing to undo: which notices were unread before is not kept
}
