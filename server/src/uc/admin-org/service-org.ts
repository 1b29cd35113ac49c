import { randomUUID } from 'node:crypto';
import type { DemSave, OrgCreate, OrgDetail, OrgMerge, OrgMove, OrgSave, OrgStatus, Versioned } from '../../../../contract/uc-admin-org.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Caller } from '../../lib/context.js';
import { adminWrite, checkVersion, requireAdmin, uniqueCode, type AdminCtx } from './common.js';
import * as repo from './repo-org.js';
import { findPostsOfOrg } from './repo-posts.js';

/** The organisation tree's administration: dimensions, units (create, rename, leaders, move, merge, close, reopen). */

export const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

export async function dems(db: Database, c: Caller) {
  requireAdmin(c);
  return repo.findDems(db);
}

export function saveDem(ctx: AdminCtx, body: DemSave) {
  return adminWrite(ctx, async (trx) => {
    const values = {
      code: body.code.trim(),
      name: body.name.trim(),
      description: body.description ?? null,
      isDefault: body.isDefault ?? false,
    };
    if (!body.id) {
      const id = newId('dem');
      await uniqueCode(values.code, () => repo.insertDem(trx, { id, ...values }));
      const after = await repo.findDem(trx, id);
      return { audit: { action: 'dem.create', targetType: 'dem', targetId: id, targetName: values.name, after }, result: after! };
    }
    const before = checkVersion(await repo.findDem(trx, body.id), body.version ?? 0, 'dem');
    // the default dimension stays one: it is changed by naming another one default
    const isDefault = before.isDefault || values.isDefault;
    await uniqueCode(values.code, () => repo.updateDem(trx, { id: before.id, ...values, isDefault }));
    const after = await repo.findDem(trx, before.id);
    return {
      audit: { action: 'dem.update', targetType: 'dem', targetId: before.id, targetName: values.name, before, after },
      result: after!,
    };
  });
}

export async function tree(db: Database, c: Caller, demId: string, includeClosed: boolean) {
  requireAdmin(c);
  const rows = await repo.findTree(db, demId, includeClosed);
  return rows.map((r) => ({ ...r, status: r.status as OrgStatus }));
}

async function detailOf(db: Database, id: string): Promise<OrgDetail> {
  const org = await repo.findOrg(db, id);
  if (!org) throw notFound('uc.admin.orgNotFound');
  const [leaders, counts, posts] = await Promise.all([repo.findLeaders(db, id), repo.countsOf(db, id), findPostsOfOrg(db, id)]);
  return { ...org, status: org.status as OrgStatus, leaders, members: counts.members, openChildren: counts.openChildren, posts };
}

export async function detail(db: Database, c: Caller, id: string) {
  requireAdmin(c);
  return detailOf(db, id);
}

/** The audit's picture of a unit: what an administrator changes. */
const pictureOf = (o: repo.LockedOrg | OrgDetail) => ({
  code: o.code,
  name: o.name,
  parentId: o.parentId,
  path: o.path,
  pathName: o.pathName,
  status: o.status,
  ...('leaders' in o ? { leaders: o.leaders.map((l) => l.userId) } : {}),
});

/** An open unit that may take units below it (in the same dimension). */
async function openParent(trx: Database, parentId: string, demId: string) {
  const parent = await repo.lockOrg(trx, parentId);
  if (!parent) throw notFound('uc.admin.parentNotFound');
  if (parent.status !== 'active') throw badRequest('uc.admin.parentClosed', { name: parent.name });
  if (parent.demId !== demId) throw badRequest('uc.admin.otherDimension');
  return parent;
}

export function createOrg(ctx: AdminCtx, body: OrgCreate) {
  return adminWrite(ctx, async (trx) => {
    if (!(await repo.findDem(trx, body.demId))) throw notFound('uc.admin.demNotFound');
    const parent = body.parentId ? await openParent(trx, body.parentId, body.demId) : null;
    const id = newId('org');
    const name = body.name.trim();
    await uniqueCode(body.code, () =>
      repo.insertOrg(trx, {
        id,
        demId: body.demId,
        parentId: parent?.id ?? null,
        code: body.code,
        name,
        path: parent ? `${parent.path}.${id}` : id,
        pathName: parent ? `${parent.pathName}/${name}` : name,
        level: parent ? parent.level + 1 : 1,
      }),
    );
    const after = await detailOf(trx, id);
    return { audit: { action: 'org.create', targetType: 'org', targetId: id, targetName: name, after: pictureOf(after) }, result: after };
  });
}

/** Rename (recode) a unit and set its leaders: the path names of its whole subtree follow the new name. */
export function saveOrg(ctx: AdminCtx, body: OrgSave) {
  return adminWrite(ctx, async (trx) => {
    const org = checkVersion(await repo.lockOrg(trx, body.id), body.version, 'org');
    const before = pictureOf(await detailOf(trx, org.id));
    const name = body.name.trim();
    const leaderIds = [...new Set(body.leaderIds)];
    const known = await repo.existingUsers(trx, leaderIds);
    const unknown = leaderIds.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest('uc.admin.userNotFound', { id: unknown[0] });
    await uniqueCode(body.code, () => repo.updateOrgRow(trx, org.id, { code: body.code, name }));
    if (name !== org.name) {
      const pathName = org.pathName.slice(0, org.pathName.length - org.name.length) + name;
      await repo.rewriteSubtree(trx, org, { path: org.path, pathName, level: org.level });
    }
    await repo.setLeaders(trx, org.id, leaderIds);
    const after = await detailOf(trx, org.id);
    return {
      audit: { action: 'org.update', targetType: 'org', targetId: org.id, targetName: name, before, after: pictureOf(after) },
      result: after,
    };
  });
}

/** Moves a unit with its subtree under another parent (or to the top) at a place among its siblings; never into itself. */
export function moveOrg(ctx: AdminCtx, body: OrgMove) {
  return adminWrite(ctx, async (trx) => {
    const org = checkVersion(await repo.lockOrg(trx, body.id), body.version, 'org');
    if (org.status !== 'active') throw badRequest('uc.admin.orgClosed', { name: org.name });
    const parent = body.parentId ? await openParent(trx, body.parentId, org.demId) : null;
    if (parent && (parent.id === org.id || parent.path.startsWith(`${org.path}.`))) {
      throw badRequest('uc.admin.cycle', { name: org.name, parent: parent.name });
    }
    const to = {
      path: parent ? `${parent.path}.${org.id}` : org.id,
      pathName: parent ? `${parent.pathName}/${org.name}` : org.name,
      level: parent ? parent.level + 1 : 1,
    };
    if (to.path !== org.path) await repo.rewriteSubtree(trx, org, to);
    await repo.updateOrgRow(trx, org.id, { parentId: parent?.id ?? null });
    const siblings = (await repo.siblingsOf(trx, org.demId, parent?.id ?? null)).map((s) => s.id).filter((id) => id !== org.id);
    siblings.splice(Math.min(body.position, siblings.length), 0, org.id);
    await repo.renumber(trx, siblings);
    const after = await detailOf(trx, org.id);
    return {
      audit: {
        action: 'org.move',
        targetType: 'org',
        targetId: org.id,
        targetName: org.name,
        before: pictureOf(org),
        after: pictureOf(after),
      },
      result: after,
    };
  });
}

/** Merges a unit into another: its members, posts and children go to the target, and it is closed (kept, hidden). */
export function mergeOrg(ctx: AdminCtx, body: OrgMerge) {
  return adminWrite(ctx, async (trx) => {
    const org = checkVersion(await repo.lockOrg(trx, body.id), body.version, 'org');
    if (org.status !== 'active') throw badRequest('uc.admin.orgClosed', { name: org.name });
    if (body.targetId === org.id) throw badRequest('uc.admin.mergeSelf');
    const target = await openParent(trx, body.targetId, org.demId);
    if (target.path.startsWith(`${org.path}.`)) throw badRequest('uc.admin.mergeIntoChild', { name: org.name, target: target.name });
    const members = await repo.moveMembers(trx, org.id, target.id);
    const posts = await repo.movePosts(trx, org.id, target.id);
    await repo.rewriteSubtree(trx, org, target, true);
    const children = await repo.moveChildren(trx, org.id, target.id);
    await repo.updateOrgRow(trx, org.id, { status: 'closed' });
    const after = await detailOf(trx, target.id);
    return {
      audit: {
        action: 'org.merge',
        targetType: 'org',
        targetId: org.id,
        targetName: org.name,
        before: pictureOf(org),
        after: { mergedInto: target.id, mergedIntoName: target.name, members, posts, children },
      },
      result: after,
    };
  });
}

/** Closes an empty unit: one with members, open units below or people in its posts is refused (move or merge them first). */
export function closeOrg(ctx: AdminCtx, body: Versioned) {
  return adminWrite(ctx, async (trx) => {
    const org = checkVersion(await repo.lockOrg(trx, body.id), body.version, 'org');
    if (org.status !== 'active') throw badRequest('uc.admin.orgClosed', { name: org.name });
    const counts = await repo.countsOf(trx, org.id);
    if (counts.members || counts.openChildren || counts.postHolders) {
      throw badRequest('uc.admin.notEmpty', {
        name: org.name,
        members: counts.members,
        children: counts.openChildren,
        holders: counts.postHolders,
      });
    }
    await repo.updateOrgRow(trx, org.id, { status: 'closed' });
    const after = await detailOf(trx, org.id);
    return {
      audit: {
        action: 'org.close',
        targetType: 'org',
        targetId: org.id,
        targetName: org.name,
        before: pictureOf(org),
        after: pictureOf(after),
      },
      result: after,
    };
  });
}

/** Opens a closed unit again, under an open parent. */
export function reopenOrg(ctx: AdminCtx, body: Versioned) {
  return adminWrite(ctx, async (trx) => {
    const org = checkVersion(await repo.lockOrg(trx, body.id), body.version, 'org');
    if (org.status === 'active')
      return {
        audit: { action: 'org.reopen', targetType: 'org', targetId: org.id, targetName: org.name },
        result: await detailOf(trx, org.id),
      };
    if (org.parentId) await openParent(trx, org.parentId, org.demId);
    await repo.updateOrgRow(trx, org.id, { status: 'active' });
    const after = await detailOf(trx, org.id);
    return {
      audit: {
        action: 'org.reopen',
        targetType: 'org',
        targetId: org.id,
        targetName: org.name,
        before: pictureOf(org),
        after: pictureOf(after),
      },
      result: after,
    };
  });
}
