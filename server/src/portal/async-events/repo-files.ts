import type { Database } from '../../db/database.js';
import { valueWhere } from '../../db/rows.js';

/** The rows the exports read (their result files are stored through the files domain). */

export function messagesOf(db: Database, userId: string) {
  return db
    .selectFrom('inner_message_receiver as r')
    .innerJoin('inner_message as m', 'm.id', 'r.message_id')
    .select(['m.subject', 'm.type', 'm.from_user_name', 'r.created_at', 'r.is_read', 'm.content'])
    .where('r.receiver_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
}

export const mainDepartmentOf = (db: Database, userId: string): Promise<string | undefined> =>
  valueWhere(db, 'uc_user_org', 'org_id', { user_id: userId, is_main: true });

/** The active staff of one department (not its sub-departments), by name. */
export function departmentUsers(db: Database, orgId: string) {
  return db
    .selectFrom('uc_user_org as uo')
    .innerJoin('uc_user as u', 'u.id', 'uo.user_id')
    .leftJoin('uc_user_post as up', (j) => j.onRef('up.user_id', '=', 'u.id').on('up.is_main', '=', true))
    .leftJoin('uc_post as p', 'p.id', 'up.post_id')
    .select(['u.account', 'u.fullname', 'u.employee_no', 'p.name as post', 'u.email', 'u.mobile'])
    .where('uo.org_id', '=', orgId)
    .where('u.status', '=', 1)
    .orderBy('u.pinyin')
    .orderBy('u.account')
    .execute();
}
