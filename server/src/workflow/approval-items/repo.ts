import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { selectPage } from '../../db/filtered-page.js';
import type { Paging } from '../../db/paging.js';
import { iso } from '../task-lists/repo-common.js';
import type { OwnedTable } from '../support/repo-owned.js';

/** A word belongs to its user; a shared word to nobody. */
export const ITEMS: OwnedTable = { table: 'wf_approval_item', owner: 'user_id' };

export async function insertItem(db: Database, id: string, userId: string | null, expression: string, sort: number): Promise<void> {
  await db.insertInto('wf_approval_item').values({ id, user_id: userId, expression, sort }).execute();
}

/** The shared words, and with userId the user's own too: own first, then by sort. */
export async function pageItems(db: Database, userId: string | null, p: Paging) {
  const where: Expression<SqlBool> =
    userId !== null ? sql<boolean>`(user_id = ${userId} or user_id is null)` : sql<boolean>`user_id is null`;
  const { rows, total } = await selectPage(
    db.selectFrom('wf_approval_item'),
    { where, order: [], limit: p.pageSize, offset: p.offset },
    (q) => q.selectAll(),
    (q) =>
      q
        .orderBy(sql`user_id is null`)
        .orderBy('sort')
        .orderBy('create_time'),
    (r) => ({ id: r.id, expression: r.expression, isPersonal: r.user_id !== null, sort: r.sort, createTime: iso(r.create_time)! }),
  );
  return { rows, total, page: p.page, pageSize: p.pageSize };
}
