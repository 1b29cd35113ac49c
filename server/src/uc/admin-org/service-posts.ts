import type { JobSave, PostHolders, PostSave, Versioned } from '../../../../contract/uc-admin-org.js';
import type { Database } from '../../db/database.js';
import { columns } from '../../db/filter-columns.js';
import type { AllowList } from '../../db/filters.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Caller } from '../../lib/context.js';
import { checkQueryBody, pagedList } from '../query-body.js';
import { adminWrite, checkVersion, requireAdmin, uniqueCode, type AdminCtx } from './common.js';
import { findOrg, existingUsers } from './repo-org.js';
import * as repo from './repo-posts.js';
import { newId } from './service-org.js';

/** Jobs (code, name, level) and posts (a job in a unit, leader or not) and who holds a post. */

const JOB_FILTERS: AllowList = { ...columns('j', ['id', 'code', 'name']), ...columns('j', ['level'], { kind: 'number' }) };
const POST_FILTERS: AllowList = {
  ...columns('p', ['id', 'code', 'name', 'org_id', 'job_id']),
  ...columns('p', ['is_leader'], { kind: 'bool' }),
  orgName: { column: 'o.name' },
};

export function jobs(db: Database, c: Caller, body: unknown) {
  requireAdmin(c);
  return pagedList(db, checkQueryBody(body ?? {}), JOB_FILTERS, repo.findJobPage);
}

export function saveJob(ctx: AdminCtx, body: JobSave) {
  return adminWrite(ctx, async (trx) => {
    const values = { code: body.code, name: body.name.trim(), level: body.level };
    if (!body.id) {
      const id = newId('job');
      await uniqueCode(values.code, () => repo.insertJob(trx, { id, ...values }));
      const after = await repo.findJob(trx, id);
      return { audit: { action: 'job.create', targetType: 'job', targetId: id, targetName: values.name, after }, result: after! };
    }
    const before = checkVersion(await repo.lockJob(trx, body.id), body.version ?? 0, 'job');
    await uniqueCode(values.code, () => repo.updateJob(trx, { id: before.id, ...values }));
    const after = await repo.findJob(trx, before.id);
    return {
      audit: { action: 'job.update', targetType: 'job', targetId: before.id, targetName: values.name, before, after },
      result: after!,
    };
  });
}

export function removeJob(ctx: AdminCtx, body: Versioned) {
  return adminWrite(ctx, async (trx) => {
    const before = checkVersion(await repo.lockJob(trx, body.id), body.version, 'job');
    const posts = await repo.postsOfJob(trx, before.id);
    if (posts) throw badRequest('uc.admin.jobInUse', { name: before.name, count: posts });
    const n = await repo.deleteJob(trx, before.id);
    return { audit: { action: 'job.remove', targetType: 'job', targetId: before.id, targetName: before.name, before }, result: n };
  });
}

export function posts(db: Database, c: Caller, body: unknown) {
  requireAdmin(c);
  return pagedList(db, checkQueryBody(body ?? {}), POST_FILTERS, repo.findPostPage);
}

async function checkRefs(trx: Database, body: PostSave) {
  const org = await findOrg(trx, body.orgId);
  if (!org) throw notFound('uc.admin.orgNotFound');
  if (org.status !== 'active') throw badRequest('uc.admin.orgClosed', { name: org.name });
  if (body.jobId && !(await repo.jobExists(trx, body.jobId))) throw notFound('uc.admin.jobNotFound');
}

export function savePost(ctx: AdminCtx, body: PostSave) {
  return adminWrite(ctx, async (trx) => {
    await checkRefs(trx, body);
    const values = { orgId: body.orgId, jobId: body.jobId ?? null, code: body.code, name: body.name.trim(), isLeader: body.isLeader };
    if (!body.id) {
      const id = newId('post');
      await uniqueCode(values.code, () => repo.insertPost(trx, { id, ...values }));
      const after = await repo.findPost(trx, id);
      return { audit: { action: 'post.create', targetType: 'post', targetId: id, targetName: values.name, after }, result: after! };
    }
    const before = checkVersion(await repo.lockPost(trx, body.id), body.version ?? 0, 'post');
    await uniqueCode(values.code, () => repo.updatePost(trx, { id: before.id, ...values }));
    const after = await repo.findPost(trx, before.id);
    return {
      audit: { action: 'post.update', targetType: 'post', targetId: before.id, targetName: values.name, before, after },
      result: after!,
    };
  });
}

/** A post someone holds is not removed: the message says how many hold it. */
export function removePost(ctx: AdminCtx, body: Versioned) {
  return adminWrite(ctx, async (trx) => {
    const before = checkVersion(await repo.lockPost(trx, body.id), body.version, 'post');
    const holders = await repo.holderCount(trx, before.id);
    if (holders) throw badRequest('uc.admin.postInUse', { name: before.name, count: holders });
    const n = await repo.deletePost(trx, before.id);
    return { audit: { action: 'post.remove', targetType: 'post', targetId: before.id, targetName: before.name, before }, result: n };
  });
}

export async function holders(db: Database, c: Caller, postId: string) {
  requireAdmin(c);
  return repo.findHolders(db, postId);
}

/** Adds and takes away holders of a post (the post row locked: two admins' changes are applied one after the other). */
export function changeHolders(ctx: AdminCtx, body: PostHolders) {
  return adminWrite(ctx, async (trx) => {
    const post = await repo.lockPost(trx, body.postId);
    if (!post) throw notFound('uc.admin.postNotFound');
    const known = await existingUsers(trx, body.add);
    const unknown = body.add.find((id) => !known.has(id));
    if (unknown) throw badRequest('uc.admin.userNotFound', { id: unknown });
    const before = (await repo.findHolders(trx, post.id)).map((h) => h.userId);
    await repo.changeHolders(trx, post.id, post.orgId, body.add, body.remove);
    const result = await repo.findHolders(trx, post.id);
    return {
      audit: {
        action: 'post.holders',
        targetType: 'post',
        targetId: post.id,
        targetName: post.name,
        before,
        after: result.map((h) => h.userId),
      },
      result,
    };
  });
}
