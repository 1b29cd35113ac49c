import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { iso, type Paging } from '../task-lists/repo-common.js';

/** The owner of a word (null: shared), locked until the transaction ends; undefined when there is none. */
export async function ownerOf(trx: Database, id: string): Promise<{ userId: string | null } | undefined> {
  const row = await trx.selectFrom('wf_approval_item').select('user_id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row && { userId: row.user_id };
}

export async function updateItem(trx: Database, id: string, expression: string, sort: number): Promise<void> {
  await trx.updateTable('wf_approval_item').set({ expression, sort }).where('id', '=', id).execute();
}

export async function insertItem(db: Database, id: string, userId: string | null, expression: string, sort: number): Promise<void> {
  await db.insertInto('wf_approval_item').values({ id, user_id: userId, expression, sort }).execute();
}

/** The shared words, and with userId the user's own too: own first, then by sort. */
export async function pageItems(db: Database, userId: string | null, p: Paging) {
  const where: Expression<SqlBool> =
    userId !== null ? sql<boolean>`(user_id = ${userId} or user_id is null)` : sql<boolean>`user_id is null`;
  const rows = await db
    .selectFrom('wf_approval_item')
    .selectAll()
    .where(where)
    .orderBy(sql`user_id is null`)
    .orderBy('sort')
    .orderBy('create_time')
    .limit(p.pageSize)
    .offset(p.offset)
    .execute();
  const total = await db
    .selectFrom('wf_approval_item')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      expression: r.expression,
      isPersonal: r.user_id !== null,
      sort: r.sort,
      createTime: iso(r.create_time)!,
    })),
    total: total.n,
    page: p.page,
    pageSize: p.pageSize,
  };
}

/** Removes the given words, only the user's own unless userId is null (an admin). */
export async function removeItems(db: Database, ids: string[], userId: string | null): Promise<number> {
  let q = db.deleteFrom('wf_approval_item').where('id', 'in', ids);
  if (userId !== null) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}
