import type { AdminUserSave } from '../../../../contract/uc-admin-users.js';
import type { Database } from '../../db/database.js';
import { readableFile } from '../../files/index.js';
import type { Caller } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import * as repo from './repo.js';

/** Checks of what a user's save names: its places (organisation, posts, roles) and its picture. */

export const AVATAR_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The picture must be a stored file the administrator may read, whose bytes the files domain recognised as an image
 * (it sniffs the type from the content on upload, never from the name or the browser), of 2 MB at most.
 */
export async function checkPhoto(db: Database, c: Caller, fileId: string): Promise<void> {
  const file = await readableFile(db, c.user, fileId, []).catch(() => undefined);
  if (!file) throw badRequest('adminUsers.photoNotFound');
  if (!AVATAR_TYPES.has(file.content_type)) throw badRequest('adminUsers.photoNotImage');
  if (Number(file.size) > AVATAR_MAX_BYTES) throw badRequest('adminUsers.photoTooLarge', { max: '2 MB' });
}

/** The organisation, posts and roles named exist; the main post belongs to the main organisation. */
export async function checkPlaces(db: Database, body: AdminUserSave) {
  const mainPostId = body.mainPostId || null;
  const postIds = [...new Set(body.postIds ?? [])].filter((p) => p !== mainPostId);
  const roleIds = [...new Set(body.roleIds ?? [])];
  const [orgs, posts, roles] = await Promise.all([
    repo.orgsByIds(db, [body.mainOrgId]),
    repo.postsByIds(db, [...(mainPostId ? [mainPostId] : []), ...postIds]),
    repo.rolesByIds(db, roleIds),
  ]);
  if (!orgs.length) throw badRequest('adminUsers.unknownOrg', { value: body.mainOrgId });
  const postOrgs = new Map(posts.map((p) => [p.id, p.org_id]));
  for (const p of [...(mainPostId ? [mainPostId] : []), ...postIds])
    if (!postOrgs.has(p)) throw badRequest('adminUsers.unknownPost', { value: p });
  if (mainPostId && postOrgs.get(mainPostId) !== body.mainOrgId) throw badRequest('adminUsers.mainPostElsewhere');
  const known = new Set(roles.map((r) => r.id));
  for (const r of roleIds) if (!known.has(r)) throw badRequest('adminUsers.unknownRole', { value: r });
  return { places: { mainOrgId: body.mainOrgId, mainPostId, postIds, roleIds }, postOrgs };
}

/** PostgreSQL's unique violation (two administrators creating one account at once). */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string } | null)?.code === '23505';
