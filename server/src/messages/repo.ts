import crypto from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { AllowList } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { CategoryCount, MessageDetail, MessageRow } from '../../../contract/messages.js';

/** Filter and sort properties of the message list; anything else is refused. */
export const messageFilters: AllowList = {
  subject: { column: 'm.subject', kind: 'text' },
  type: { column: 'm.type', kind: 'text', ops: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN'] },
  // the portal speaks 0/1 (spec 02 §4); the column is boolean, compared through an int cast
  isRead: { column: 'r.is_read_int', kind: 'number', ops: ['EQUAL', 'NOT_EQUAL', 'IN'] },
  fromUserName: { column: 'm.from_user_name', kind: 'text' },
  receiveTime: { column: 'r.created_at', kind: 'date' },
  readTime: { column: 'r.read_time', kind: 'date' },
  category: { column: 'm.category', kind: 'text', ops: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN'] },
  starred: { column: 'r.starred_int', kind: 'number', ops: ['EQUAL', 'NOT_EQUAL', 'IN'] },
};

/** The caller's receiver rows joined to their messages; is_read also as 0/1 for filters. */
function own(db: Database, userId: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('inner_message_receiver')
        .selectAll()
        .select(sql<number>`case when is_read then 1 else 0 end`.as('is_read_int'))
        .select(sql<number>`case when starred then 1 else 0 end`.as('starred_int'))
        .where('receiver_id', '=', userId)
        .as('r'),
    )
    .innerJoin('inner_message as m', 'm.id', 'r.message_id');
}

const LIST_COLUMNS = [
  'r.id',
  'r.message_id',
  'm.subject',
  'm.type',
  'm.from_user_id',
  'm.from_user_name',
  'r.is_read',
  'r.created_at',
  'r.read_time',
  'r.starred',
  'm.category',
  'm.subject_key',
  'm.params',
  'm.link',
] as const;

type ListRow = {
  id: string;
  message_id: string;
  subject: string;
  type: string;
  from_user_id: string | null;
  from_user_name: string | null;
  is_read: boolean;
  created_at: Date;
  read_time: Date | null;
  starred: boolean;
  category: string;
  subject_key: string | null;
  params: Record<string, string | number> | null;
  link: { taskId?: string; instId?: string } | null;
};

/** A listed row and, for messages stored as a text key, the key and parameters to render it per reader. */
export type StoredRow = MessageRow & { key: string | null; params: Record<string, string | number> };

function toRow(r: ListRow): StoredRow {
  return {
    id: r.id,
    messageId: r.message_id,
    subject: r.subject,
    type: r.type,
    fromUserId: r.from_user_id,
    fromUserName: r.from_user_name,
    isRead: r.is_read ? 1 : 0,
    receiveTime: r.created_at.toISOString(),
    readTime: r.read_time ? r.read_time.toISOString() : null,
    category: r.category,
    starred: r.starred ? 1 : 0,
    taskId: r.link?.taskId ?? null,
    instId: r.link?.instId ?? null,
    key: r.subject_key,
    params: r.params ?? {},
  };
}

export const pageMessages = (db: Database, userId: string, q: PageQuery): Promise<{ rows: StoredRow[]; total: number }> =>
  selectPage(
    own(db, userId),
    q,
    (query) => query.select([...LIST_COLUMNS]),
    (query) => query.orderBy('r.created_at', 'desc').orderBy('r.id'),
    toRow,
  );

export async function getOwnMessage(db: Database, userId: string, id: string): Promise<(StoredRow & MessageDetail) | undefined> {
  const r = await own(db, userId)
    .select([...LIST_COLUMNS, 'm.content'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  return r ? { ...toRow(r), content: r.content } : undefined;
}

/** The caller's receiver rows: all of them, or those among `ids` (ids of other users' rows match nothing). */
const mine = (userId: string, ids?: readonly string[]) => (eb: ExpressionBuilder<DB, 'inner_message_receiver'>) =>
  eb.and([eb('receiver_id', '=', userId), ...(ids ? [eb('id', 'in', [...ids])] : [])]);

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const r = await db
    .selectFrom('inner_message_receiver')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(mine(userId))
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks the caller's own rows read. */
export async function markRead(db: Database, userId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .updateTable('inner_message_receiver')
    .set({ is_read: true, read_time: new Date() })
    .where(mine(userId, ids))
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Marks every unread row of the caller read (of one category when given). */
export async function markAllRead(db: Database, userId: string, category?: string): Promise<number> {
  let q = db
    .updateTable('inner_message_receiver')
    .set({ is_read: true, read_time: new Date() })
    .where(mine(userId))
    .where('is_read', '=', false);
  if (category)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('inner_message as m')
          .select('m.id')
          .whereRef('m.id', '=', 'inner_message_receiver.message_id')
          .where('m.category', '=', category),
      ),
    );
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Stars or unstars the caller's own rows. */
export async function setStarred(db: Database, userId: string, ids: readonly string[], starred: boolean): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .updateTable('inner_message_receiver')
    .set({ starred })
    .where(mine(userId, ids))
    .where('starred', '=', !starred)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Per category the caller's messages and unread ones. */
export async function categoryCounts(db: Database, userId: string): Promise<CategoryCount[]> {
  const rows = await db
    .selectFrom('inner_message_receiver as r')
    .innerJoin('inner_message as m', 'm.id', 'r.message_id')
    .select(['m.category'])
    .select((eb) => [eb.fn.countAll<number>().as('total'), sql<number>`count(*) filter (where not r.is_read)`.as('unread')])
    .where('r.receiver_id', '=', userId)
    .groupBy('m.category')
    .execute();
  return rows.map((r) => ({ category: r.category, total: Number(r.total), unread: Number(r.unread) }));
}

/** Removes the caller's own rows; the message itself goes when its last receiver row is gone. */
export async function removeOwn(db: Database, userId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const removed = await db.deleteFrom('inner_message_receiver').where(mine(userId, ids)).returning('message_id').execute();
  const messageIds = [...new Set(removed.map((r) => r.message_id))];
  if (messageIds.length) {
    await db
      .deleteFrom('inner_message')
      .where('id', 'in', messageIds)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('inner_message_receiver as o').select('o.id').whereRef('o.message_id', '=', 'inner_message.id'))),
      )
      .execute();
  }
  return removed.length;
}

/** Active users by account (the receivers a colleague may write to). */
export async function activeUsersByAccount(db: Database, accounts: readonly string[]): Promise<{ id: string; account: string }[]> {
  if (!accounts.length) return [];
  return db
    .selectFrom('uc_user')
    .select(['id', 'account'])
    .where('account', 'in', [...accounts])
    .where('status', '=', 1)
    .execute();
}

/** Which of these user ids exist. */
export async function existingUserIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('uc_user')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function senderOf(db: Database, userId: string): Promise<{ id: string; fullname: string } | undefined> {
  return db.selectFrom('uc_user').select(['id', 'fullname']).where('id', '=', userId).executeTakeFirst();
}

export interface NewMessage {
  id: string;
  subject: string;
  content: string;
  type: string;
  fromUserId: string | null;
  fromUserName: string | null;
  createdAt: Date;
  category: string;
  key: string | null;
  params: Record<string, string | number> | null;
  link: { taskId?: string; instId?: string } | null;
}

/** Stores a message and one receiver row per user; returns the receiver row id per user id. */
export async function insertMessage(db: Database, message: NewMessage, receiverIds: readonly string[]): Promise<Record<string, string>> {
  await db
    .insertInto('inner_message')
    .values({
      id: message.id,
      subject: message.subject,
      content: message.content,
      type: message.type,
      from_user_id: message.fromUserId,
      from_user_name: message.fromUserName,
      created_at: message.createdAt,
      category: message.category,
      subject_key: message.key,
      params: message.params ? JSON.stringify(message.params) : null,
      link: message.link ? JSON.stringify(message.link) : null,
    })
    .execute();
  const receivers: Record<string, string> = {};
  const rows = receiverIds.map((receiverId) => {
    const id = crypto.randomUUID();
    receivers[receiverId] = id;
    return { id, message_id: message.id, receiver_id: receiverId, created_at: message.createdAt };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('inner_message_receiver')
      .values(rows.slice(i, i + 1000))
      .execute();
  return receivers;
}
