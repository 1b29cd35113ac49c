import { sql, type Kysely } from 'kysely';

/**
 * Approval tools (issue 15): add-sign chains and the way back to a rejecter.
 * - wf_add_sign: one chain of added signers on a task (before: they act first, then the task comes back
 *   to its handler; after: the handler approved, they act before the flow moves on). `queue` holds the
 *   signers of an in-turn chain who have not been given their task yet.
 * - wf_task.add_sign_id: the chain an added signer's task belongs to;
 * - wf_task.return_to: set on the task a reject with "back to me" opened ({nodeId, userId}): its
 *   completion (or re-submission) goes straight back to the rejecter's node.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wf_add_sign (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      host_task_id text not null,
      node_id text not null,
      execution_id text,
      mode text not null check (mode in ('before', 'after')),
      sequential boolean not null default false,
      user_ids jsonb not null default '[]'::jsonb,
      queue jsonb not null default '[]'::jsonb,
      added_by text not null,
      host_assignee_id text,
      host_owner_id text,
      status text not null default 'open' check (status in ('open', 'done', 'canceled')),
      create_time timestamptz not null default now()
    );
    create index wf_add_sign_inst on wf_add_sign(inst_id, status);

    alter table wf_task add column add_sign_id text, add column return_to jsonb;
    create index wf_task_add_sign on wf_task(add_sign_id) where add_sign_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_task drop column if exists add_sign_id, drop column if exists return_to;
    drop table if exists wf_add_sign;
  `.execute(db);
}
