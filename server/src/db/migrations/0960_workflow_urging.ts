import { sql, type Kysely } from 'kysely';

/**
 * Urging (issue 15): one row per urge of an open task, to its assignee; the second urge of a task
 * also tells the assignee's leader (escalated_to). The rate limit reads the latest urge of the task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wf_urge (
      id text primary key,
      task_id text not null references wf_task(id) on delete cascade,
      inst_id text not null references wf_instance(id) on delete cascade,
      from_user_id text not null references uc_user(id) on delete cascade,
      to_user_id text references uc_user(id) on delete set null,
      escalated_to text references uc_user(id) on delete set null,
      message text,
      create_time timestamptz not null default now()
    );
    create index wf_urge_task on wf_urge(task_id, create_time desc);
    create index wf_urge_inst on wf_urge(inst_id);
    -- the circulated copies of an instance for their receipts (sender and receiver read them by instance)
    create index if not exists wf_notice_inst_to on wf_notice(inst_id, to_user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists wf_notice_inst_to; drop table if exists wf_urge`.execute(db);
}
