import { sql, type Kysely } from 'kysely';
import { BOSS_SCHEMA, NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE } from '../../jobs/queues.js';

const QUEUES = [NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE];

/**
 * Notices (issue 16 parts 3 and 4):
 * - inner messages get a category (task, urge, cc, result, system, mail), an optional text key with
 *   parameters (rendered in the reader's language when listed), a deep link and a star per receiver;
 * - notify_task_told: which (task, assignee) pairs were told of their task, so a task is announced
 *   once however often its row is written in later actions;
 * - notify_setting: a user's channel choices (email, webhook per category), language and webhook target;
 *   notify_company_hook: the one company-wide webhook target set by administrators;
 * - notify_delivery: one row per email or webhook delivery (status, attempts, last error), the log a user sees;
 * - notify_mail_token: approve-from-mail links, stored hashed, single use, bound to task + user + action;
 * - wf_opinion.via: 'mail' when a decision was made from a mail link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of QUEUES)
    await sql`select ${sql.id(BOSS_SCHEMA)}.create_queue(${name}, ${JSON.stringify({ policy: 'standard' })}::json)
      where not exists (select 1 from ${sql.id(BOSS_SCHEMA, 'queue')} where name = ${name})`.execute(db);
  await sql`
    alter table inner_message add column category text not null default 'system'
      check (category in ('task', 'urge', 'cc', 'result', 'system', 'mail'));
    alter table inner_message add column subject_key text;
    alter table inner_message add column params jsonb;
    alter table inner_message add column link jsonb;
    update inner_message set category = 'task' where type = 'task';
    update inner_message set category = 'urge' where type = 'workflow';
    alter table inner_message_receiver add column starred boolean not null default false;
    create index inner_message_receiver_starred on inner_message_receiver(receiver_id) where starred;

    create table notify_task_told (
      task_id text not null references wf_task(id) on delete cascade,
      user_id text not null,
      primary key (task_id, user_id)
    );
    insert into notify_task_told (task_id, user_id)
      select id, assignee_id from wf_task where status = 'todo' and assignee_id is not null;

    create table notify_setting (
      user_id text primary key references uc_user(id) on delete cascade,
      lang text not null default 'zh-CN',
      email_categories jsonb not null default '[]',
      webhook_categories jsonb not null default '[]',
      webhook_url text,
      webhook_secret text,
      updated_at timestamptz not null default now()
    );
    create table notify_company_hook (
      id text primary key check (id = 'company'),
      url text,
      secret text,
      categories jsonb not null default '[]',
      enabled boolean not null default false,
      updated_at timestamptz not null default now()
    );

    create table notify_delivery (
      id text primary key,
      user_id text not null references uc_user(id) on delete cascade,
      message_id text,
      channel text not null check (channel in ('email', 'webhook')),
      -- the URL of a webhook, the address of an email
      target text not null,
      -- webhooks: 'user' or 'company' (whose secret signs it)
      hook text,
      payload jsonb,
      category text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
      attempts int not null default 0,
      last_error text,
      last_attempt timestamptz,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index notify_delivery_user on notify_delivery(user_id, create_time desc);
    create index notify_delivery_rate on notify_delivery(target, last_attempt) where channel = 'webhook';

    create table notify_mail_token (
      id text primary key,
      token_hash text not null unique,
      task_id text not null references wf_task(id) on delete cascade,
      user_id text not null references uc_user(id) on delete cascade,
      action text not null check (action in ('agree', 'reject')),
      delivery_id text,
      expires_at timestamptz not null,
      used_at timestamptz,
      create_time timestamptz not null default now()
    );
    create index notify_mail_token_task on notify_mail_token(task_id);

    alter table wf_opinion add column via text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_opinion drop column if exists via;
    drop table if exists notify_mail_token, notify_delivery, notify_company_hook, notify_setting, notify_task_told;
    alter table inner_message_receiver drop column if exists starred;
    alter table inner_message drop column if exists link, drop column if exists params,
      drop column if exists subject_key, drop column if exists category;
  `.execute(db);
}
