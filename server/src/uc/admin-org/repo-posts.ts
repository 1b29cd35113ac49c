import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { selectPage, type PageQuery } from '../../db/filtered-page.js';

/** The SQL of jobs, posts and who holds a post. */

const holders = sql<string>`(select count(*) from uc_user_post up where up.post_id = p.id)`;
const postFrom = (db: Database) =>
  db.selectFrom('uc_post as p').innerJoin('uc_org as o', 'o.id', 'p.org_id').leftJoin('uc_job as j', 'j.id', 'p.job_id');
const postColumns = (q: ReturnType<typeof postFrom>) =>
  q.select([
    'p.id',
    'p.code',
    'p.name',
    'p.org_id as orgId',
    'o.name as orgName',
    'p.job_id as jobId',
    'j.name as jobName',
    'p.is_leader as isLeader',
    holders.as('holders'),
    'p.version',
  ]);
const toPost = <R extends { holders: string | number }>(r: R): Omit<R, 'holders'> & { holders: number } => ({
  ...r,
  holders: Number(r.holders),
});

export const findPostPage = (db: Database, q: PageQuery) =>
  selectPage(postFrom(db), q, postColumns, (query) => query.orderBy('o.path').orderBy('p.is_leader', 'desc').orderBy('p.code'), toPost);

export async function findPostsOfOrg(db: Database, orgId: string) {
  const rows = await postColumns(postFrom(db)).where('p.org_id', '=', orgId).orderBy('p.is_leader', 'desc').orderBy('p.code').execute();
  return rows.map(toPost);
}
export async function findPost(db: Database, id: string) {
  const row = await postColumns(postFrom(db)).where('p.id', '=', id).executeTakeFirst();
  return row && toPost(row);
}
export const lockPost = (db: Database, id: string) =>
  db
    .selectFrom('uc_post')
    .select(['id', 'code', 'name', 'org_id as orgId', 'job_id as jobId', 'is_leader as isLeader', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function insertPost(
  db: Database,
  row: { id: string; orgId: string; jobId: string | null; code: string; name: string; isLeader: boolean },
) {
  await db
    .insertInto('uc_post')
    .values({ id: row.id, org_id: row.orgId, job_id: row.jobId, code: row.code, name: row.name, is_leader: row.isLeader })
    .execute();
}
export async function updatePost(
  db: Database,
  row: { id: string; orgId: string; jobId: string | null; code: string; name: string; isLeader: boolean },
) {
  await db
    .updateTable('uc_post')
    .set((eb) => ({
      org_id: row.orgId,
      job_id: row.jobId,
      code: row.code,
      name: row.name,
      is_leader: row.isLeader,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', row.id)
    .execute();
}
export async function holderCount(db: Database, postId: string): Promise<number> {
  const r = await db
    .selectFrom('uc_user_post')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
export async function deletePost(db: Database, id: string) {
  return Number((await db.deleteFrom('uc_post').where('id', '=', id).executeTakeFirst()).numDeletedRows);
}

export function findHolders(db: Database, postId: string) {
  return db
    .selectFrom('uc_user_post as up')
    .innerJoin('uc_user as u', 'u.id', 'up.user_id')
    .select(['u.id as userId', 'u.fullname', 'u.account'])
    .where('up.post_id', '=', postId)
    .orderBy('u.fullname')
    .execute();
}
/** Adds holders (the post's unit becomes theirs too, main when they had none) and takes holders away. */
export async function changeHolders(db: Database, postId: string, orgId: string, add: string[], remove: string[]) {
  if (remove.length) await db.deleteFrom('uc_user_post').where('post_id', '=', postId).where('user_id', 'in', remove).execute();
  if (!add.length) return;
  await sql`
    insert into uc_user_post (user_id, post_id, is_main)
    select u.id, ${postId}, not exists (select 1 from uc_user_post x where x.user_id = u.id)
    from uc_user u where u.id in (${sql.join(add)})
    on conflict (user_id, post_id) do nothing
  `.execute(db);
  await sql`
    insert into uc_user_org (user_id, org_id, is_main)
    select u.id, ${orgId}, not exists (select 1 from uc_user_org x where x.user_id = u.id)
    from uc_user u where u.id in (${sql.join(add)})
    on conflict (user_id, org_id) do nothing
  `.execute(db);
}

const jobPosts = sql<string>`(select count(*) from uc_post p where p.job_id = j.id)`;
const jobColumns = (q: ReturnType<typeof jobFrom>) => q.select(['j.id', 'j.code', 'j.name', 'j.level', jobPosts.as('posts'), 'j.version']);
const jobFrom = (db: Database) => db.selectFrom('uc_job as j');
const toJob = <R extends { posts: string | number }>(r: R): Omit<R, 'posts'> & { posts: number } => ({ ...r, posts: Number(r.posts) });

export const findJobPage = (db: Database, q: PageQuery) =>
  selectPage(jobFrom(db), q, jobColumns, (query) => query.orderBy('j.level').orderBy('j.code'), toJob);
export async function findJob(db: Database, id: string) {
  const row = await jobColumns(jobFrom(db)).where('j.id', '=', id).executeTakeFirst();
  return row && toJob(row);
}
export const lockJob = (db: Database, id: string) =>
  db.selectFrom('uc_job').select(['id', 'code', 'name', 'level', 'version']).where('id', '=', id).forUpdate().executeTakeFirst();
export async function insertJob(db: Database, row: { id: string; code: string; name: string; level: number }) {
  await db.insertInto('uc_job').values(row).execute();
}
export async function updateJob(db: Database, row: { id: string; code: string; name: string; level: number }) {
  await db
    .updateTable('uc_job')
    .set((eb) => ({ code: row.code, name: row.name, level: row.level, version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
}
export async function postsOfJob(db: Database, jobId: string): Promise<number> {
  const r = await db
    .selectFrom('uc_post')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
export async function deleteJob(db: Database, id: string) {
  return Number((await db.deleteFrom('uc_job').where('id', '=', id).executeTakeFirst()).numDeletedRows);
}
export const jobExists = async (db: Database, id: string) =>
  !!(await db.selectFrom('uc_job').select('id').where('id', '=', id).executeTakeFirst());
