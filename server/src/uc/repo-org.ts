import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import { existsWhere } from '../db/rows.js';

/** The SQL of the organisation lists: dimensions, organisations, roles, jobs, posts, tenants, held posts. */

const orgFrom = (db: Database) => db.selectFrom('uc_org as o').leftJoin('uc_user as l', 'l.id', 'o.leader_id');
const orgColumns = (q: ReturnType<typeof orgFrom>) =>
  q.select([
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
  let q = orgColumns(orgFrom(db));
  q = parentId === null ? q.where('o.parent_id', 'is', null) : q.where('o.parent_id', '=', parentId);
  // closed units (issue 30, migration 1062) are kept for history, not offered
  q = q.where('o.status', '=', 'active');
  q = demId
    ? q.where('o.dem_id', '=', demId)
    : q.where('o.dem_id', 'in', db.selectFrom('uc_dem').select('id').where('is_default', '=', true));
  return q.orderBy('o.sort').orderBy('o.name').execute();
}

export const findOrgPage = (db: Database, q: PageQuery) =>
  selectPage(
    orgFrom(db),
    q,
    orgColumns,
    (query) => query.orderBy('o.path'),
    (r) => r,
  );

export function findDems(db: Database) {
  return db
    .selectFrom('uc_dem')
    .select(['id', 'code', 'name', 'is_default as isDefault', 'description'])
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .execute();
}

export const findRolePage = (db: Database, q: PageQuery) =>
  selectPage(
    db.selectFrom('uc_role as r'),
    q,
    (query) => query.select(['r.id', 'r.code', 'r.name', 'r.enabled', 'r.description', 'r.data_scope as dataScope']),
    (query) => query.orderBy('r.code'),
    (r) => r,
  );

export const findJobPage = (db: Database, q: PageQuery) =>
  selectPage(
    db.selectFrom('uc_job as j'),
    q,
    (query) => query.select(['j.id', 'j.code', 'j.name', 'j.level']),
    (query) => query.orderBy('j.level').orderBy('j.code'),
    (r) => r,
  );

export const findPostPage = (db: Database, q: PageQuery) =>
  selectPage(
    db.selectFrom('uc_post as p').innerJoin('uc_org as o', 'o.id', 'p.org_id').leftJoin('uc_job as j', 'j.id', 'p.job_id'),
    q,
    (query) =>
      query.select([
        'p.id',
        'p.code',
        'p.name',
        'p.org_id as orgId',
        'o.name as orgName',
        'p.job_id as jobId',
        'j.name as jobName',
        'p.is_leader as isLeader',
      ]),
    (query) => query.orderBy('o.path').orderBy('p.is_leader', 'desc'),
    (r) => r,
  );

export const holdsPost = (db: Database, userId: string, postId: string): Promise<boolean> =>
  existsWhere(db, 'uc_user_post', { user_id: userId, post_id: postId });

export function findTenantByCode(db: Database, code: string) {
  return db
    .selectFrom('uc_tenant')
    .select(['id', 'code', 'name', 'short_name as shortName', 'status', 'domain'])
    .where('code', '=', code)
    .executeTakeFirst();
}
