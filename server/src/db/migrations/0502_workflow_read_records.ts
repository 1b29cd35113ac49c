import { sql, type Kysely } from 'kysely';

/**
 * Read records: one row each time someone opens the approval form of an instance (with or without
 * a task). Listed per instance, newest first, or one row per reader (its latest read): the two
 * indexes serve exactly those two orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wf_read_record (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      task_id text,
      -- the task's node, or the nodes waiting when an instance was opened without a task
      node_id text,
      node_name text,
      user_id text not null references uc_user(id) on delete cascade,
      user_name text not null,
      -- the reader's main organisation at the time of reading
      org_name text,
      read_time timestamptz not null default now()
    );
    create index wf_read_record_inst on wf_read_record(inst_id, read_time desc, id desc);
    create index wf_read_record_reader on wf_read_record(inst_id, user_id, read_time desc, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wf_read_record`.execute(db);
}
