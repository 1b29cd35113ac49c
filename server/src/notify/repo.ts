import { sql } from 'kysely';
import type { Database } from '../db/database.js';

// Statements of notices. "In this transaction" is read from xmin: rows written by the current
// transaction carry its id (workflow actions use no savepoints).

export interface ToldTask {
  task_id: string;
  user_id: string;
  name: string;
  subject: string;
  inst_id: string;
  is_start: boolean;
  creator_name: string | null;
  def_name: Record<string, string> | string;
  def_id: string;
  node_id: string;
}

/**
 * Open tasks of these users written in this transaction whose assignee has not been told of them
 * yet (new rows, transfers, delegations): recorded as told, and answered.
 */
export async function tellNewTasks(trx: Database, userIds: string[]): Promise<ToldTask[]> {
  if (!userIds.length) return [];
  const rows = await sql<ToldTask>`
    with fresh as (
      select t.id, t.assignee_id from wf_task t
      where t.assignee_id = any(${userIds}::text[]) and t.status = 'todo' and t.xmin = pg_current_xact_id()::xid
    ), told as (
      insert into notify_task_told (task_id, user_id) select id, assignee_id from fresh
      on conflict do nothing returning task_id, user_id
    )
    select told.task_id, told.user_id, t.name, t.subject, t.inst_id, t.is_start, t.creator_name, t.def_name, t.def_id, t.node_id
    from told join wf_task t on t.id = told.task_id
  `.execute(trx);
  return rows.rows;
}

/** `<user>:<instance>` of the task messages this transaction already sent (a tool's own message about a transfer). */
export async function toldInThisTrx(trx: Database, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await trx
    .selectFrom('inner_message as m')
    .innerJoin('inner_message_receiver as r', 'r.message_id', 'm.id')
    .select(['r.receiver_id', sql<string | null>`m.link->>'instId'`.as('inst_id')])
    .where('r.receiver_id', 'in', userIds)
    .where('m.category', '=', 'task')
    .where(sql<boolean>`m.xmin = pg_current_xact_id()::xid`)
    .execute();
  return new Set(rows.map((r) => `${r.receiver_id}:${r.inst_id}`));
}

/**
 * Marks read the unread notices about a task (a message whose link names the task: new task, returned to you, an
 * urging) once the task is no longer open for its reader: handled, canceled, transferred away, or gone. Of the given
 * users, or of everyone when none are given (the one-time settling of older rows). Answers whose rows changed.
 */
export async function settleTaskNotices(trx: Database, userIds?: readonly string[]): Promise<string[]> {
  if (userIds && !userIds.length) return [];
  const who = userIds ? sql`and r.receiver_id = any(${[...userIds]}::text[])` : sql``;
  const rows = await sql<{ receiver_id: string }>`
    update inner_message_receiver r set is_read = true, read_time = now()
    from inner_message m
    where m.id = r.message_id and not r.is_read ${who} and m.link ? 'taskId'
      and not exists (
        select 1 from wf_task t
        where t.id = m.link->>'taskId' and t.status = 'todo' and r.receiver_id in (t.assignee_id, t.owner_id)
      )
    returning r.receiver_id
  `.execute(trx);
  return [...new Set(rows.rows.map((r) => r.receiver_id))];
}

export interface ChannelRow {
  user_id: string;
  email: string | null;
  lang: string | null;
  email_categories: string[] | null;
  webhook_categories: string[] | null;
  webhook_url: string | null;
}

/** The users' addresses and channel choices (users without settings have in-app only). */
export async function channelsOf(db: Database, userIds: string[]): Promise<ChannelRow[]> {
  if (!userIds.length) return [];
  return db
    .selectFrom('uc_user as u')
    .leftJoin('notify_setting as s', 's.user_id', 'u.id')
    .select(['u.id as user_id', 'u.email', 's.lang', 's.email_categories', 's.webhook_categories', 's.webhook_url'])
    .where('u.id', 'in', userIds)
    .execute();
}

export const companyHook = (db: Database) =>
  db.selectFrom('notify_company_hook').selectAll().where('id', '=', 'company').executeTakeFirst();

export async function saveCompanyHook(db: Database, set: { url: string | null; enabled: boolean; categories: string[]; secret?: string }) {
  const values = { url: set.url, enabled: set.enabled, categories: JSON.stringify(set.categories), updated_at: new Date() };
  await db
    .insertInto('notify_company_hook')
    .values({ id: 'company', ...values, secret: set.secret ?? null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, ...(set.secret ? { secret: set.secret } : {}) }))
    .execute();
}

export const settingOf = (db: Database, userId: string) =>
  db.selectFrom('notify_setting').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const userContact = (db: Database, userId: string) =>
  db.selectFrom('uc_user').select(['id', 'email', 'fullname', 'is_admin']).where('id', '=', userId).executeTakeFirst();

export async function saveSetting(
  db: Database,
  userId: string,
  set: { lang: string; emailCategories: string[]; webhookCategories: string[]; webhookUrl: string | null; secret?: string },
) {
  const values = {
    lang: set.lang,
    email_categories: JSON.stringify(set.emailCategories),
    webhook_categories: JSON.stringify(set.webhookCategories),
    webhook_url: set.webhookUrl,
    updated_at: new Date(),
  };
  await db
    .insertInto('notify_setting')
    .values({ user_id: userId, ...values, webhook_secret: set.secret ?? null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, ...(set.secret ? { webhook_secret: set.secret } : {}) }))
    .execute();
}

export async function setSecret(db: Database, userId: string, secret: string) {
  await db
    .insertInto('notify_setting')
    .values({ user_id: userId, webhook_secret: secret, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ webhook_secret: secret, updated_at: new Date() }))
    .execute();
}

export interface NewDelivery {
  id: string;
  user_id: string;
  message_id: string;
  channel: 'email' | 'webhook';
  target: string;
  hook: 'user' | 'company' | null;
  payload: Record<string, unknown> | null;
  category: string;
}

export async function insertDeliveries(trx: Database, rows: NewDelivery[]) {
  if (!rows.length) return;
  await trx
    .insertInto('notify_delivery')
    .values(rows.map((r) => ({ ...r, payload: r.payload ? JSON.stringify(r.payload) : null })))
    .execute();
}

export const deliveryForUpdate = (trx: Database, id: string) =>
  trx.selectFrom('notify_delivery').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export async function updateDelivery(
  db: Database,
  id: string,
  set: { status?: 'queued' | 'sent' | 'failed'; attempts?: number; last_error?: string | null; last_attempt?: Date },
) {
  await db
    .updateTable('notify_delivery')
    .set({ ...set, update_time: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Webhook attempts to a target within the last minute (the rate limit). */
export async function recentAttempts(db: Database, target: string): Promise<number> {
  const r = await db
    .selectFrom('notify_delivery')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('channel', '=', 'webhook')
    .where('target', '=', target)
    .where('last_attempt', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const deliveriesOf = (db: Database, userId: string, limit: number) =>
  db
    .selectFrom('notify_delivery')
    .select(['id', 'channel', 'target', 'hook', 'category', 'status', 'attempts', 'last_error', 'create_time', 'update_time'])
    .where('user_id', '=', userId)
    .orderBy('create_time', 'desc')
    .limit(limit)
    .execute();

/** The message of a delivery as stored (its key and parameters render it in the receiver's language). */
export const storedMessage = (db: Database, messageId: string) =>
  db
    .selectFrom('inner_message')
    .select(['id', 'subject', 'content', 'category', 'subject_key', 'params', 'link', 'created_at'])
    .where('id', '=', messageId)
    .executeTakeFirst();

export const secretOf = async (db: Database, userId: string, hook: 'user' | 'company'): Promise<string | null> => {
  if (hook === 'company') return (await companyHook(db))?.secret ?? null;
  return (await settingOf(db, userId))?.webhook_secret ?? null;
};

/** Counts tasks as announced to their holder without a message of their own (a hand-over told them in one message). */
export async function markTasksTold(trx: Database, pairs: { taskId: string; userId: string }[]): Promise<void> {
  if (!pairs.length) return;
  await trx
    .insertInto('notify_task_told')
    .values(pairs.map((p) => ({ task_id: p.taskId, user_id: p.userId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
