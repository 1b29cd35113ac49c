import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { AllowList } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { MailAttachmentTable, MailMessageTable } from './tables.js';

export type MessageRecord = Selectable<MailMessageTable>;
export type AttachmentRecord = Selectable<MailAttachmentTable>;

/** Filter and sort properties of the mail list (contract MAIL_FILTERS and MAIL_SORTS); anything else is refused. */
export const mailFilters: AllowList = {
  folder: { column: 'm.folder_id', kind: 'text', ops: ['EQUAL', 'IN'] },
  account: { column: 'm.account_id', kind: 'text', ops: ['EQUAL', 'IN'] },
  subject: { column: 'm.subject', kind: 'text' },
  from: { column: 'm.from_text', kind: 'text' },
  isRead: { column: 'm.is_read_int', kind: 'number', ops: ['EQUAL', 'NOT_EQUAL', 'IN'] },
  date: { column: 'm.mail_date', kind: 'date' },
  hasAttachment: { column: 'm.has_attachment_int', kind: 'number', ops: ['EQUAL', 'NOT_EQUAL'] },
  size: { column: 'm.size', kind: 'number' },
};

/** The caller's mails, with the computed columns the filters name. */
function own(db: Database, ownerId: string) {
  return db.selectFrom((eb) =>
    eb
      .selectFrom('mail_message')
      .select([
        'id',
        'account_id',
        'folder_id',
        'uid',
        'subject',
        'from_name',
        'from_address',
        'to_list',
        'cc_list',
        'mail_date',
        'is_read',
        'has_attachment',
        'size',
        'snippet',
      ])
      .select(sql<string>`from_name || ' ' || from_address`.as('from_text'))
      .select(sql<number>`case when is_read then 1 else 0 end`.as('is_read_int'))
      .select(sql<number>`case when has_attachment then 1 else 0 end`.as('has_attachment_int'))
      .where('owner_id', '=', ownerId)
      .as('m'),
  );
}

export type ListRecord = Pick<
  MessageRecord,
  | 'id'
  | 'account_id'
  | 'folder_id'
  | 'uid'
  | 'subject'
  | 'from_name'
  | 'from_address'
  | 'to_list'
  | 'cc_list'
  | 'mail_date'
  | 'is_read'
  | 'has_attachment'
  | 'size'
  | 'snippet'
>;

const LIST_COLUMNS = [
  'm.id',
  'm.account_id',
  'm.folder_id',
  'm.uid',
  'm.subject',
  'm.from_name',
  'm.from_address',
  'm.to_list',
  'm.cc_list',
  'm.mail_date',
  'm.is_read',
  'm.has_attachment',
  'm.size',
  'm.snippet',
] as const;

export const pageMails = <T>(
  db: Database,
  ownerId: string,
  q: PageQuery,
  toRow: (r: ListRecord) => T,
): Promise<{ rows: T[]; total: number }> =>
  selectPage(
    own(db, ownerId),
    q,
    (query) => query.select([...LIST_COLUMNS]),
    (query) => query.orderBy('m.mail_date', 'desc').orderBy('m.id', 'desc'),
    toRow,
  );

/** The rows of a page only (the total is known elsewhere: a folder's stored counts). */
export async function pageRows<T>(db: Database, ownerId: string, q: PageQuery, toRow: (r: ListRecord) => T): Promise<T[]> {
  const base = q.where ? own(db, ownerId).where(q.where) : own(db, ownerId);
  const sorted = q.order.reduce((query, o) => query.orderBy(o), base.select([...LIST_COLUMNS]));
  const rows = await sorted.orderBy('m.mail_date', 'desc').orderBy('m.id', 'desc').limit(q.limit).offset(q.offset).execute();
  return rows.map(toRow);
}

export const findOwnMail = (db: Database, ownerId: string, id: string): Promise<MessageRecord | undefined> =>
  db.selectFrom('mail_message').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

export const findOwnMails = (db: Database, ownerId: string, ids: readonly string[]): Promise<MessageRecord[]> =>
  ids.length
    ? db
        .selectFrom('mail_message')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

/** Stores fetched mails; a UID already stored for the folder is left as it is (a resumed page). */
export async function insertMails(db: Database, rows: Insertable<MailMessageTable>[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const r = await db
      .insertInto('mail_message')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['folder_id', 'uid']).doNothing())
      .executeTakeFirst();
    n += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return n;
}

/** The stored UIDs of a folder with their read flag. */
export const storedUids = (db: Database, folderId: string): Promise<{ uid: number; is_read: boolean }[]> =>
  db.selectFrom('mail_message').select(['uid', 'is_read']).where('folder_id', '=', folderId).execute();

/** Sets the read flag of these UIDs of a folder. */
export async function setReadByUid(db: Database, folderId: string, uids: readonly number[], read: boolean): Promise<void> {
  for (let i = 0; i < uids.length; i += 5000)
    await db
      .updateTable('mail_message')
      .set({ is_read: read })
      .where('folder_id', '=', folderId)
      .where('uid', 'in', uids.slice(i, i + 5000))
      .execute();
}

export async function deleteByUid(db: Database, folderId: string, uids: readonly number[]): Promise<void> {
  for (let i = 0; i < uids.length; i += 5000)
    await db
      .deleteFrom('mail_message')
      .where('folder_id', '=', folderId)
      .where('uid', 'in', uids.slice(i, i + 5000))
      .execute();
}

export async function setOwnRead(db: Database, ownerId: string, id: string, read: boolean): Promise<number> {
  const r = await db
    .updateTable('mail_message')
    .set({ is_read: read })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('is_read', '=', !read)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteOwnMails(db: Database, ownerId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .deleteFrom('mail_message')
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Keeps the parsed body of an opened mail (and what the list shows of it). */
export async function saveBody(
  db: Database,
  id: string,
  body: {
    html: string;
    text: string;
    snippet: string;
    refs: string | null;
    hasAttachment: boolean;
    bcc: { name: string; address: string }[];
    replyTo: { name: string; address: string }[];
    /** the size the server gave when the body was read */
    size: number;
  },
): Promise<void> {
  await db
    .updateTable('mail_message')
    .set({
      body_html: body.html,
      body_text: body.text,
      snippet: body.snippet,
      refs: body.refs,
      has_attachment: body.hasAttachment,
      bcc_list: JSON.stringify(body.bcc),
      reply_to: JSON.stringify(body.replyTo),
      size: body.size,
    })
    .where('id', '=', id)
    .execute();
}

export const attachmentsOf = (db: Database, messageId: string): Promise<AttachmentRecord[]> =>
  db.selectFrom('mail_attachment').selectAll().where('message_id', '=', messageId).orderBy('sort').execute();

export async function insertAttachments(db: Database, rows: Insertable<MailAttachmentTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('mail_attachment').values(rows).execute();
}
