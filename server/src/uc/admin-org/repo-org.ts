import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The SQL of the organisation tree's administration: units, their subtree paths, leaders, members. */

export function findDems(db: Database) {
  return db
    .selectFrom('uc_dem')
    .select(['id', 'code', 'name', 'is_default as isDefault', 'description', 'version'])
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .execute();
}
export const findDem = (db: Database, id: string) =>
  db
    .selectFrom('uc_dem')
    .select(['id', 'code', 'name', 'is_default as isDefault', 'description', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertDem(
  db: Database,
  row: { id: string; code: string; name: string; description: string | null; isDefault: boolean },
) {
  if (row.isDefault) await db.updateTable('uc_dem').set({ is_default: false }).execute();
  await db
    .insertInto('uc_dem')
    .values({ id: row.id, code: row.code, name: row.name, description: row.description, is_default: row.isDefault })
    .execute();
}
export async function updateDem(
  db: Database,
  row: { id: string; code: string; name: string; description: string | null; isDefault: boolean },
) {
  if (row.isDefault) await db.updateTable('uc_dem').set({ is_default: false }).where('id', '!=', row.id).execute();
  await db
    .updateTable('uc_dem')
    .set((eb) => ({
      code: row.code,
      name: row.name,
      description: row.description,
      is_default: row.isDefault,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', row.id)
    .execute();
}

/** The whole tree of one dimension, flat (in no order). */
export function findTree(db: Database, demId: string, includeClosed: boolean) {
  let q = db
    .selectFrom('uc_org')
    .select(['id', 'parent_id as parentId', 'code', 'name', 'sort', 'level', 'status', 'version'])
    .where('dem_id', '=', demId);
  if (!includeClosed) q = q.where('status', '=', 'active');
  // no order: the portal orders each unit's children itself (sort, then name); sorting 5,000 names here costs time
  return q.execute();
}

/** A unit's own columns, by id. */
const orgById = (db: Database, id: string) =>
  db
    .selectFrom('uc_org')
    .select([
      'id',
      'dem_id as demId',
      'parent_id as parentId',
      'code',
      'name',
      'path',
      'path_name as pathName',
      'level',
      'sort',
      'status',
      'version',
    ])
    .where('id', '=', id);

/** A unit read for a change, its row locked until the transaction ends. */
export function lockOrg(db: Database, id: string) {
  return orgById(db, id).forUpdate().executeTakeFirst();
}
export type LockedOrg = NonNullable<Awaited<ReturnType<typeof lockOrg>>>;

export function findOrg(db: Database, id: string) {
  return orgById(db, id).executeTakeFirst();
}

export function findLeaders(db: Database, orgId: string) {
  return db
    .selectFrom('uc_org_leader as l')
    .innerJoin('uc_user as u', 'u.id', 'l.user_id')
    .select(['u.id as userId', 'u.fullname', 'u.account'])
    .where('l.org_id', '=', orgId)
    .orderBy('l.sort')
    .execute();
}

/** People whose organisation it is, and the open units directly below. */
export async function countsOf(db: Database, orgId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('uc_user_org')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('org_id', '=', orgId)
        .as('members'),
      eb
        .selectFrom('uc_org')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('parent_id', '=', orgId)
        .where('status', '=', 'active')
        .as('openChildren'),
      eb
        .selectFrom('uc_user_post as up')
        .innerJoin('uc_post as p', 'p.id', 'up.post_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('p.org_id', '=', orgId)
        .as('postHolders'),
    ])
    .executeTakeFirstOrThrow();
  return { members: Number(row.members), openChildren: Number(row.openChildren), postHolders: Number(row.postHolders) };
}

export async function insertOrg(
  db: Database,
  row: { id: string; demId: string; parentId: string | null; code: string; name: string; path: string; pathName: string; level: number },
) {
  const last = await db
    .selectFrom('uc_org')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where((eb) => (row.parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', row.parentId)))
    .where('dem_id', '=', row.demId)
    .executeTakeFirst();
  await db
    .insertInto('uc_org')
    .values({
      id: row.id,
      dem_id: row.demId,
      parent_id: row.parentId,
      code: row.code,
      name: row.name,
      path: row.path,
      path_name: row.pathName,
      level: row.level,
      sort: Number(last?.sort ?? 0) + 10,
    })
    .execute();
}

/** A unit and everything below it: its path, or a path under it. */
const inSubtree = (path: string) => sql<boolean>`(path = ${path} or starts_with(path, ${path + '.'}))`;

/**
 * Rewrites the paths of a subtree whose root moves from `from` to `to` (its path, path name and level): one statement,
 * so the subtree is never half-moved.
 */
export async function rewriteSubtree(
  db: Database,
  from: { path: string; pathName: string; level: number },
  to: { path: string; pathName: string; level: number },
  onlyBelow = false,
) {
  await db
    .updateTable('uc_org')
    .set({
      path: sql`${to.path} || substr(path, ${from.path.length + 1})`,
      path_name: sql`${to.pathName} || substr(path_name, ${from.pathName.length + 1})`,
      level: sql`level + ${to.level - from.level}`,
    })
    .where(onlyBelow ? sql<boolean>`starts_with(path, ${from.path + '.'})` : inSubtree(from.path))
    .execute();
}

export async function updateOrgRow(
  db: Database,
  id: string,
  set: { code?: string; name?: string; parentId?: string | null; sort?: number; status?: string },
) {
  await db
    .updateTable('uc_org')
    .set((eb) => ({
      ...(set.code !== undefined ? { code: set.code } : {}),
      ...(set.name !== undefined ? { name: set.name } : {}),
      ...(set.parentId !== undefined ? { parent_id: set.parentId } : {}),
      ...(set.sort !== undefined ? { sort: set.sort } : {}),
      ...(set.status !== undefined ? { status: set.status, closed_at: set.status === 'closed' ? new Date() : null } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The units directly below a parent (roots of a dimension for null), in their order. */
export function siblingsOf(db: Database, demId: string, parentId: string | null) {
  return db
    .selectFrom('uc_org')
    .select(['id', 'sort'])
    .where('dem_id', '=', demId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

/** Numbers siblings 10, 20, 30… in the order given. */
export async function renumber(db: Database, ids: string[]) {
  if (!ids.length) return;
  const values = sql.join(ids.map((id, i) => sql`(${id}::text, ${(i + 1) * 10}::int)`));
  await sql`update uc_org o set sort = v.sort from (values ${values}) as v(id, sort) where o.id = v.id`.execute(db);
}

export async function setLeaders(db: Database, orgId: string, userIds: string[]) {
  await db.deleteFrom('uc_org_leader').where('org_id', '=', orgId).execute();
  if (userIds.length) {
    await db
      .insertInto('uc_org_leader')
      .values(userIds.map((user_id, sort) => ({ org_id: orgId, user_id, sort })))
      .execute();
  }
  await db
    .updateTable('uc_org')
    .set({ leader_id: userIds[0] ?? null })
    .where('id', '=', orgId)
    .execute();
}

export async function existingUsers(db: Database, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('uc_user').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Merge: the members of `from` become members of `to` (kept main where they were main in either). */
export async function moveMembers(db: Database, from: string, to: string) {
  await sql`
    insert into uc_user_org (user_id, org_id, is_main)
    select user_id, ${to}, is_main from uc_user_org where org_id = ${from}
    on conflict (user_id, org_id) do update set is_main = uc_user_org.is_main or excluded.is_main
  `.execute(db);
  const moved = await db.deleteFrom('uc_user_org').where('org_id', '=', from).executeTakeFirst();
  return Number(moved.numDeletedRows);
}

export async function movePosts(db: Database, from: string, to: string) {
  const r = await db
    .updateTable('uc_post')
    .set((eb) => ({ org_id: to, version: eb('version', '+', 1) }))
    .where('org_id', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Merge: the children of `from` go under `to`, after its own children. */
export async function moveChildren(db: Database, from: string, to: string) {
  const last = await db
    .selectFrom('uc_org')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('parent_id', '=', to)
    .executeTakeFirst();
  const base = Number(last?.sort ?? 0);
  const r = await db
    .updateTable('uc_org')
    .set((eb) => ({ parent_id: to, sort: sql`sort + ${base + 10}`, version: eb('version', '+', 1) }))
    .where('parent_id', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
