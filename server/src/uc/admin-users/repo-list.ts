import { sql, type Expression, type SqlBool } from 'kysely';
import type { AdminUserQuery } from '../../../../contract/uc-admin-users.js';
import type { Database } from '../../db/database.js';
import { totalOf, type Paging } from '../../db/paging.js';

/** The SQL of the administrators' user list and its export: filters, order, the main organisation and post. */

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filter of a list query as one condition on `u` (uc_user). */
export function listCondition(q: AdminUserQuery, orgIds: string[] | undefined): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [sql<SqlBool>`true`];
  const text = q.text?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    parts.push(
      sql<SqlBool>`(u.account ilike ${like} or u.fullname ilike ${like} or u.pinyin ilike ${like}
        or u.mobile ilike ${like} or u.email ilike ${like} or u.employee_no = ${text})`,
    );
  }
  // 2 stands for every departed status (spec 01 §4: anything but 1, 0 and -1)
  if (q.status === 2) parts.push(sql<SqlBool>`u.status not in (1, 0, -1)`);
  else if (q.status !== undefined) parts.push(sql<SqlBool>`u.status = ${q.status}`);
  if (q.orgId) {
    // the organisation and (includeChildren) those below it, resolved first: a list of ids the planner hashes once
    const ids = orgIds ?? [];
    parts.push(
      ids.length ? sql<SqlBool>`u.id in (select fo.user_id from uc_user_org fo where fo.org_id = any(${ids}))` : sql<SqlBool>`false`,
    );
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

const SORT_COLUMNS = {
  account: sql`u.account`,
  fullname: sql`u.fullname`,
  createdAt: sql`u.created_at`,
  status: sql`u.status`,
} as const;

function orderOf(q: AdminUserQuery) {
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const column = SORT_COLUMNS[q.sort ?? 'account'];
  // account is unique: it is its own tie-break; the others fall back to the id
  return q.sort && q.sort !== 'account' ? sql`${column} ${dir}, u.id ${dir}` : sql`${column} ${dir}`;
}

function rowsQuery(db: Database) {
  return db
    .selectFrom('uc_user as u')
    .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_main', '=', true))
    .leftJoin('uc_org as mo', 'mo.id', 'uo.org_id')
    .leftJoin('uc_user_post as up', (j) => j.onRef('up.user_id', '=', 'u.id').on('up.is_main', '=', true))
    .leftJoin('uc_post as p', 'p.id', 'up.post_id')
    .select([
      'u.id',
      'u.account',
      'u.fullname',
      'u.email',
      'u.mobile',
      'u.employee_no as employeeNo',
      'u.status',
      'u.is_admin as isAdmin',
      'u.photo',
      'u.created_at as createdAt',
      'u.version',
      'mo.name as orgName',
      'mo.path_name as orgPathName',
      'p.name as postName',
    ]);
}

/**
 * One page of users and the total (counted up to the cap of db/paging.ts): the page's ids first, from uc_user alone in
 * the list's order (an index walk, however deep the page), then their organisations and posts for those rows only.
 */
export async function pageUsers(db: Database, q: AdminUserQuery, orgIds: string[] | undefined, p: Paging) {
  const condition = listCondition(q, orgIds);
  const ids = await db
    .selectFrom('uc_user as u')
    .select('u.id')
    .where(condition)
    .orderBy(orderOf(q))
    .limit(p.pageSize + 1)
    .offset(p.offset)
    .execute();
  const pageIds = ids.slice(0, p.pageSize).map((r) => r.id);
  const rows = pageIds.length ? await rowsQuery(db).where('u.id', 'in', pageIds).orderBy(orderOf(q)).execute() : [];
  const total = await totalOf(db, p, pageIds.length, ids.length > p.pageSize, () => countRows(db, q, orgIds, condition));
  return { rows, total };
}

/**
 * The rows the total counts, one per user of the list. An organisation filter alone is counted from uc_user_org's
 * indexes alone (every place names an existing user: foreign key, deleted with them). One unit's places are one per
 * user (primary key). In a subtree, a user may hold several places, yet only one main place (migration 1065): the main
 * places in the subtree are each a different user, read in index order until the count's cap, and after them, only
 * when fewer, the users whose other places alone are in it, grouped. Nothing is hashed or sorted but those few (at
 * 100,000 users, a subtree of 25,000 members: ~1 ms, where the join through uc_user took ~17 ms; docs/decisions.md).
 */
function countRows(db: Database, q: AdminUserQuery, orgIds: string[] | undefined, condition: Expression<SqlBool>) {
  if (q.orgId && !q.text?.trim() && q.status === undefined) {
    const ids = orgIds ?? [];
    const places = db.selectFrom('uc_user_org as fo').select('fo.user_id');
    const inTree = sql<SqlBool>`fo.org_id = any(${ids})`;
    if (ids.length <= 1) return places.where(inTree);
    const mainHere = sql<SqlBool>`exists (select 1 from uc_user_org m where m.user_id = fo.user_id and m.is_main and m.org_id = any(${ids}))`;
    return places
      .where(inTree)
      .where(sql<SqlBool>`fo.is_main`)
      .unionAll(
        places
          .where(inTree)
          .where(sql<SqlBool>`not fo.is_main and not ${mainHere}`)
          .groupBy('fo.user_id'),
      );
  }
  return db
    .selectFrom('uc_user as u')
    .select(sql`1`.as('x'))
    .where(condition);
}

/** The rows of an export, in the list's order, at most `max`. */
export const exportUsers = (db: Database, q: AdminUserQuery, orgIds: string[] | undefined, max: number) =>
  rowsQuery(db).where(listCondition(q, orgIds)).orderBy(orderOf(q)).limit(max).execute();

/**
 * An organisation's id and (withChildren) the ids of every organisation below it, closed ones too (a closed unit is
 * empty); empty when there is none. One query: those below are the paths after `path.` in byte order, up to `path/`
 * ('/' follows '.'), a range the path's text_pattern_ops index reads.
 */
export async function orgIdsOf(db: Database, orgId: string, withChildren: boolean): Promise<string[]> {
  const below = withChildren ? sql<SqlBool>`(o.path ~>=~ (p.path || '.') and o.path ~<~ (p.path || '/'))` : sql<SqlBool>`false`;
  const rows = await db
    .selectFrom('uc_org as p')
    .innerJoin('uc_org as o', (j) => j.on(sql<SqlBool>`o.id = p.id or ${below}`))
    .select('o.id')
    .where('p.id', '=', orgId)
    .execute();
  return rows.map((o) => o.id);
}
