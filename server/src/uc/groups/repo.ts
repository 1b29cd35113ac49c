import { sql, type SqlBool } from 'kysely';
import type { GroupRow, GroupUser } from '../../../../contract/groups.js';
import type { Database } from '../../db/database.js';
import { selectPage, type PageQuery } from '../../db/filtered-page.js';

/** The SQL of groups and their members. */

const ACTIVE = 1;

export interface GroupHead {
  id: string;
  owner_id: string | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The groups a user sees: their own and the shared ones. */
const visibleTo = (userId: string) => sql<SqlBool>`(g.owner_id = ${userId} or g.owner_id is null)`;

/** The groups a user sees, with `is_shared` (no owner) for the list's filter. */
const groupFrom = (db: Database, userId: string) =>
  db
    .selectFrom(
      db
        .selectFrom('uc_group')
        .selectAll()
        .select(sql<boolean>`owner_id is null`.as('is_shared'))
        .as('g'),
    )
    .where(visibleTo(userId));

const groupColumns = (q: ReturnType<typeof groupFrom>) =>
  q.select([
    'g.id',
    'g.code',
    'g.name',
    'g.description',
    'g.owner_id',
    'g.create_time',
    'g.update_time',
    sql<number>`(select count(*)::int from uc_group_user m where m.group_id = g.id)`.as('member_count'),
    sql<number>`(select count(*)::int from uc_group_user m join uc_user u on u.id = m.user_id
                 where m.group_id = g.id and u.status <> ${ACTIVE})`.as('inactive_count'),
  ]);

type GroupSelect = Awaited<ReturnType<ReturnType<typeof groupColumns>['execute']>>[number];

const toRow = (r: GroupSelect, userId: string, isAdmin: boolean): GroupRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  description: r.description,
  shared: r.owner_id === null,
  ownerId: r.owner_id,
  memberCount: r.member_count,
  inactiveCount: r.inactive_count,
  canEdit: r.owner_id === null ? isAdmin : r.owner_id === userId,
  createTime: iso(r.create_time),
  updateTime: iso(r.update_time),
});

/** A page of the groups a user sees, through the checked filters; own groups first, then by name. */
export const pageGroups = (db: Database, user: { id: string; isAdmin: boolean }, q: PageQuery) =>
  selectPage(
    groupFrom(db, user.id),
    q,
    groupColumns,
    (query) =>
      query
        .orderBy(sql`g.owner_id is null`)
        .orderBy('g.name')
        .orderBy('g.id'),
    (r) => toRow(r, user.id, user.isAdmin),
  );

export async function groupById(db: Database, user: { id: string; isAdmin: boolean }, id: string): Promise<GroupRow | undefined> {
  const r = await groupColumns(groupFrom(db, user.id)).where('g.id', '=', id).executeTakeFirst();
  return r && toRow(r, user.id, user.isAdmin);
}

export async function groupHead(db: Database, id: string): Promise<GroupHead | undefined> {
  return db.selectFrom('uc_group').select(['id', 'owner_id']).where('id', '=', id).executeTakeFirst();
}

/** A group's owner, its row locked until the transaction ends: every change of its members waits here. */
export async function lockGroup(trx: Database, id: string): Promise<GroupHead | undefined> {
  return trx.selectFrom('uc_group').select(['id', 'owner_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The groups of the ids, locked, in id order (a stable lock order). */
export async function lockGroups(trx: Database, ids: string[]): Promise<GroupHead[]> {
  if (!ids.length) return [];
  return trx.selectFrom('uc_group').select(['id', 'owner_id']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** Whether another group of the same owner (or another shared group) has the code. */
export async function codeTaken(db: Database, ownerId: string | null, code: string, exceptId: string | null): Promise<boolean> {
  let q = db
    .selectFrom('uc_group')
    .select('id')
    .where(sql<SqlBool>`coalesce(owner_id, '') = ${ownerId ?? ''}`)
    .where(sql<SqlBool>`lower(code) = lower(${code})`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertGroup(
  trx: Database,
  g: { id: string; code: string; name: string; description: string | null; ownerId: string | null; createBy: string },
): Promise<void> {
  await trx
    .insertInto('uc_group')
    .values({
      id: g.id,
      code: g.code,
      name: g.name,
      description: g.description,
      owner_id: g.ownerId,
      create_by: g.createBy,
      update_time: new Date(),
    })
    .execute();
}

export async function updateGroup(trx: Database, id: string, v: { code: string; name: string; description: string | null }): Promise<void> {
  await trx
    .updateTable('uc_group')
    .set({ ...v, update_time: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteGroups(trx: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return Number((await trx.deleteFrom('uc_group').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}

/** The members of a group in its order, with their account, name, main department and whether they can act. */
export async function membersOf(db: Database, groupId: string, activeOnly = false): Promise<GroupUser[]> {
  let q = db
    .selectFrom('uc_group_user as m')
    .innerJoin('uc_user as u', 'u.id', 'm.user_id')
    .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_main', '=', true))
    .leftJoin('uc_org as o', 'o.id', 'uo.org_id')
    .select(['m.id', 'm.group_id as groupId', 'm.user_id as userId', 'u.account', 'u.fullname', 'o.name as orgName', 'u.status', 'm.sort'])
    .where('m.group_id', '=', groupId);
  if (activeOnly) q = q.where('u.status', '=', ACTIVE);
  const rows = await q.orderBy('m.sort').orderBy('m.id').execute();
  return rows.map(({ status, ...r }) => ({ ...r, orgName: r.orgName ?? null, active: status === ACTIVE }));
}

/** The member rows of the ids with their group. */
export async function memberGroups(db: Database, ids: string[]): Promise<{ id: string; group_id: string }[]> {
  if (!ids.length) return [];
  return db.selectFrom('uc_group_user').select(['id', 'group_id']).where('id', 'in', ids).execute();
}

/** The ids among `ids` of users who can act (status normal). */
export async function activeUserIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('uc_user').select('id').where('id', 'in', ids).where('status', '=', ACTIVE).execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertMembers(trx: Database, rows: { id: string; group_id: string; user_id: string; sort: number }[]): Promise<void> {
  if (rows.length) await trx.insertInto('uc_group_user').values(rows).execute();
}

export async function deleteMembers(trx: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return Number((await trx.deleteFrom('uc_group_user').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}

/** Writes the positions of a group's members (member id -> 0-based sort) in one statement. */
export async function writeOrder(trx: Database, groupId: string, order: string[]): Promise<void> {
  if (!order.length) return;
  const values = sql.join(order.map((id, i) => sql`(${id}::text, ${i}::int)`));
  await sql`
    update uc_group_user m set sort = v.sort
    from (values ${values}) as v(id, sort)
    where m.id = v.id and m.group_id = ${groupId} and m.sort is distinct from v.sort
  `.execute(trx);
}

export async function touchGroup(trx: Database, id: string): Promise<void> {
  await trx.updateTable('uc_group').set({ update_time: new Date() }).where('id', '=', id).execute();
}
