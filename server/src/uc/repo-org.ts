import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/database.js';

/** The SQL of the organisation lists: dimensions, organisations, roles, jobs, posts, tenants, held posts. */

type Where = Expression<SqlBool> | undefined;
type Order = ReturnType<typeof sql>[];
export interface Window {
  offset: number;
  pageSize: number;
}

const orgQuery = (db: Database) =>
  db
    .selectFrom('uc_org as o')
    .leftJoin('uc_user as l', 'l.id', 'o.leader_id')
    .select([
      'o.id',
      'o.dem_id as demId',
      'o.parent_id as parentId',
      'o.code',
      'o.name',
      'o.path',
      'o.path_name as pathName',
      'o.level',
      'o.sort',
      'o.leader_id as leaderId',
      'l.fullname as leaderName',
      sql<boolean>`exists (select 1 from uc_org c where c.parent_id = o.id)`.as('isParent'),
    ]);

/** Children of a parent (roots: no parent) in one dimension, or in the default dimensions when none is named. */
export async function findOrgChildren(db: Database, parentId: string | null, demId: string | undefined) {
  let q = orgQuery(db);
  q = parentId === null ? q.where('o.parent_id', 'is', null) : q.where('o.parent_id', '=', parentId);
  q = demId
    ? q.where('o.dem_id', '=', demId)
    : q.where('o.dem_id', 'in', db.selectFrom('uc_dem').select('id').where('is_default', '=', true));
  return q.orderBy('o.sort').orderBy('o.name').execute();
}

export async function findOrgPage(db: Database, where: Where, order: Order, page: Window) {
  let q = orgQuery(db);
  if (where) q = q.where(where);
  const total = await db
    .selectFrom('uc_org as o')
    .select(sql<number>`count(*)::int`.as('n'))
    .$call((c) => (where ? c.where(where) : c))
    .executeTakeFirst();
  for (const o of order) q = q.orderBy(o);
  const rows = await q.orderBy('o.path').limit(page.pageSize).offset(page.offset).execute();
  return { rows, total: total?.n ?? 0 };
}

export function findDems(db: Database) {
  return db
    .selectFrom('uc_dem')
    .select(['id', 'code', 'name', 'is_default as isDefault', 'description'])
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .execute();
}

export async function findRolePage(db: Database, where: Where, order: Order, page: Window) {
  let q = db.selectFrom('uc_role as r');
  if (where) q = q.where(where);
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  let rows = q.select(['r.id', 'r.code', 'r.name', 'r.enabled', 'r.description', 'r.data_scope as dataScope']);
  for (const o of order) rows = rows.orderBy(o);
  return { rows: await rows.orderBy('r.code').limit(page.pageSize).offset(page.offset).execute(), total: total?.n ?? 0 };
}

export async function findJobPage(db: Database, where: Where, order: Order, page: Window) {
  let q = db.selectFrom('uc_job as j');
  if (where) q = q.where(where);
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  let rows = q.select(['j.id', 'j.code', 'j.name', 'j.level']);
  for (const o of order) rows = rows.orderBy(o);
  return {
    rows: await rows.orderBy('j.level').orderBy('j.code').limit(page.pageSize).offset(page.offset).execute(),
    total: total?.n ?? 0,
  };
}

export async function findPostPage(db: Database, where: Where, order: Order, page: Window) {
  let q = db.selectFrom('uc_post as p').innerJoin('uc_org as o', 'o.id', 'p.org_id').leftJoin('uc_job as j', 'j.id', 'p.job_id');
  if (where) q = q.where(where);
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  let rows = q.select([
    'p.id',
    'p.code',
    'p.name',
    'p.org_id as orgId',
    'o.name as orgName',
    'p.job_id as jobId',
    'j.name as jobName',
    'p.is_leader as isLeader',
  ]);
  for (const o of order) rows = rows.orderBy(o);
  return {
    rows: await rows.orderBy('o.path').orderBy('p.is_leader', 'desc').limit(page.pageSize).offset(page.offset).execute(),
    total: total?.n ?? 0,
  };
}

export async function holdsPost(db: Database, userId: string, postId: string): Promise<boolean> {
  const held = await db
    .selectFrom('uc_user_post')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return !!held;
}

export function findTenantByCode(db: Database, code: string) {
  return db
    .selectFrom('uc_tenant')
    .select(['id', 'code', 'name', 'short_name as shortName', 'status', 'domain'])
    .where('code', '=', code)
    .executeTakeFirst();
}
