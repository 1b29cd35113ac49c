import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { COUNT_CAP, type Paging } from '../../db/paging.js';
import { fullnameOf } from '../support/repo-users.js';

/** Notices with their instance and sender's name. */
const noticeQuery = (db: Database) =>
  db
    .selectFrom('wf_notice as n')
    .innerJoin('wf_instance as i', 'i.id', 'n.inst_id')
    .selectAll('n')
    .select(['i.subject', 'i.def_id', 'i.def_name', fullnameOf<string | null>('n.from_user_id').as('fullname')]);

export type NoticeRecord = Awaited<ReturnType<ReturnType<typeof noticeQuery>['execute']>>[number];

/** A notice, for its receiver or sender. */
export function noticeById(db: Database, id: string): Promise<NoticeRecord | undefined> {
  return noticeQuery(db).where('n.id', '=', id).executeTakeFirst();
}

/** The user's notices, unread first, newest first. */
export function noticeRows(db: Database, userId: string, p: Pick<Paging, 'pageSize' | 'offset'>): Promise<NoticeRecord[]> {
  return noticeQuery(db)
    .where('n.to_user_id', '=', userId)
    .orderBy('n.is_read')
    .orderBy('n.create_time', 'desc')
    .limit(p.pageSize)
    .offset(p.offset)
    .execute();
}

/** The user's notices and unread ones, counted up to COUNT_CAP. */
export async function noticeCounts(db: Database, userId: string): Promise<{ total: number; unread: number }> {
  const counts = await sql<{ total: number; unread: number }>`
    select count(*)::int as total, count(*) filter (where is_read = 0)::int as unread
    from (select is_read from wf_notice where to_user_id = ${userId} limit ${COUNT_CAP}) capped
  `.execute(db);
  return { total: counts.rows[0]?.total ?? 0, unread: counts.rows[0]?.unread ?? 0 };
}

export async function markNoticeRead(db: Database, id: string): Promise<void> {
  await db.updateTable('wf_notice').set({ is_read: 1 }).where('id', '=', id).execute();
}
