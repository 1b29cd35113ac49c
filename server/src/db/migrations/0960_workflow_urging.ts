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
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wf_urge`.execute(db);
}
