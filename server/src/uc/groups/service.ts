import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import {
  GROUP_CODE_PATTERN,
  GROUP_MEMBER_LIMIT,
  type GroupRow,
  type GroupSaveBody,
  type GroupSwapBody,
  type GroupUser,
  type GroupUsersSaveBody,
} from '../../../../contract/groups.js';
import type { Database } from '../../db/database.js';
import { columns } from '../../db/filter-columns.js';
import { filteredPage } from '../../db/filtered-page.js';
import type { AllowList } from '../../db/filters.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../lib/context.js';
import { uniqueIds } from '../../lib/ids.js';
import * as repo from './repo.js';

/**
 * Groups: a personal group is its owner's alone (nobody else sees it, admins included); a shared group is seen by
 * everyone and changed by admins. Every change of a group's members runs in one transaction that first locks the
 * group's row, so concurrent additions, removals and reorders follow one another and never lose or repeat a member.
 */

/** Who acts on a group: its owner or an administrator. */
type GroupActor = Pick<CurrentUser, 'id' | 'isAdmin'>;

/** The list's filterable and sortable properties; anything else is refused (400). */
export const GROUP_FILTERS: AllowList = {
  ...columns('g', ['id', 'code', 'name', 'description']),
  // whether the group has no owner (a column of the list's derived table)
  shared: { column: 'g.is_shared', kind: 'bool' },
  createTime: { column: 'g.create_time', kind: 'date' },
  updateTime: { column: 'g.update_time', kind: 'date' },
};

const CODE = new RegExp(GROUP_CODE_PATTERN);
const MAX_IDS = 500;

const groupNotFound = () => notFound('groups.notFound');

/** The group a caller may see: 404 for another person's personal group, as for one that does not exist. */
function visible(head: repo.GroupHead | undefined, user: GroupActor): repo.GroupHead {
  if (!head || (head.owner_id !== null && head.owner_id !== user.id)) throw groupNotFound();
  return head;
}

/** The group a caller may change: its owner; a shared one, an admin. */
function editable(head: repo.GroupHead | undefined, user: GroupActor): repo.GroupHead {
  const g = visible(head, user);
  if (g.owner_id === null && !user.isAdmin) throw forbidden('groups.sharedAdminOnly');
  return g;
}

export function page(db: Database, user: GroupActor, body: QueryBody) {
  return filteredPage(body, GROUP_FILTERS, (q) => repo.pageGroups(db, user, q), 50);
}

function codeOf(raw: string | undefined): string {
  const code = (raw ?? '').trim();
  if (!code) return `g-${crypto.randomBytes(4).toString('hex')}`;
  if (!CODE.test(code)) throw badRequest('groups.badCode');
  return code;
}

/** Creates (personal unless an admin asks for shared) or changes a group; answers it as the list shows it. */
export async function save(db: Database, user: GroupActor, b: GroupSaveBody): Promise<GroupRow> {
  const name = b.name.trim();
  if (!name) throw badRequest('groups.nameRequired');
  const description = b.description?.trim() || null;
  const code = codeOf(b.code);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      if (b.id) {
        const g = editable(await repo.lockGroup(trx, b.id), user);
        if (await repo.codeTaken(trx, g.owner_id, code, g.id)) throw conflict('groups.codeTaken', { code });
        await repo.updateGroup(trx, g.id, { code, name, description });
        return g.id;
      }
      if (b.shared && !user.isAdmin) throw forbidden('groups.sharedAdminOnly');
      const ownerId = b.shared ? null : user.id;
      if (await repo.codeTaken(trx, ownerId, code, null)) throw conflict('groups.codeTaken', { code });
      const created = crypto.randomUUID();
      await repo.insertGroup(trx, { id: created, code, name, description, ownerId, createBy: user.id });
      // the creator is the group's first member (docs/decisions.md "Issue 29.16"); they may remove themselves
      await repo.insertMembers(trx, [{ id: crypto.randomUUID(), group_id: created, user_id: user.id, sort: 0 }]);
      return created;
    })
    .catch((err: unknown) => {
      // two saves of one code at once: the unique index refuses the second
      if ((err as { code?: string }).code === '23505') throw conflict('groups.codeTaken', { code });
      throw err;
    });
  return (await repo.groupById(db, user, id))!;
}

function idsOf(csv: string): string[] {
  const ids = uniqueIds(csv);
  if (!ids.length || ids.length > MAX_IDS) throw badRequest('groups.badIds', { max: MAX_IDS });
  return ids;
}

/** Removes groups; all or nothing: one the caller may not change refuses the whole call. */
export function remove(db: Database, user: GroupActor, csv: string): Promise<number> {
  const ids = idsOf(csv);
  return db.transaction().execute(async (trx) => {
    const heads = await repo.lockGroups(trx, ids);
    for (const h of heads) editable(h, user);
    return repo.deleteGroups(
      trx,
      heads.map((h) => h.id),
    );
  });
}

/** A group's members in order; with activeOnly, only those who can act (a group expanded into people). */
export async function members(db: Database, user: GroupActor, groupId: string, activeOnly = false): Promise<GroupUser[]> {
  visible(await repo.groupHead(db, groupId), user);
  return repo.membersOf(db, groupId, activeOnly);
}

/** Adds people at the end in the order given, skipping those already in; each must be an active user. */
export function addMembers(db: Database, user: GroupActor, b: GroupUsersSaveBody): Promise<{ added: number; members: GroupUser[] }> {
  return db.transaction().execute(async (trx) => {
    editable(await repo.lockGroup(trx, b.groupId), user);
    const current = await repo.membersOf(trx, b.groupId);
    const present = new Set(current.map((m) => m.userId));
    const wanted = [...new Set(b.userIds)].filter((id) => !present.has(id));
    const active = await repo.activeUserIds(trx, wanted);
    const refused = wanted.filter((id) => !active.has(id));
    if (refused.length) throw badRequest('groups.inactiveUsers', { count: refused.length }, { userIds: refused });
    if (current.length + wanted.length > GROUP_MEMBER_LIMIT) throw badRequest('groups.tooManyMembers', { max: GROUP_MEMBER_LIMIT });
    await repo.insertMembers(
      trx,
      wanted.map((userId, i) => ({ id: crypto.randomUUID(), group_id: b.groupId, user_id: userId, sort: current.length + i })),
    );
    if (wanted.length) await repo.touchGroup(trx, b.groupId);
    return { added: wanted.length, members: await repo.membersOf(trx, b.groupId) };
  });
}

/** Removes member rows (of groups the caller may change; all or nothing) and closes the gaps in each group's order. */
export function removeMembers(db: Database, user: GroupActor, csv: string): Promise<number> {
  const ids = idsOf(csv);
  return db.transaction().execute(async (trx) => {
    const rows = await repo.memberGroups(trx, ids);
    const groupIds = [...new Set(rows.map((r) => r.group_id))];
    const heads = await repo.lockGroups(trx, groupIds);
    for (const h of heads) editable(h, user);
    const removed = await repo.deleteMembers(
      trx,
      rows.map((r) => r.id),
    );
    for (const g of groupIds) {
      await repo.writeOrder(
        trx,
        g,
        (await repo.membersOf(trx, g)).map((m) => m.id),
      );
      await repo.touchGroup(trx, g);
    }
    return removed;
  });
}

/** The order after the move: `targetId` swaps the two places; `position` moves the member there. */
export function reordered(order: string[], b: Pick<GroupSwapBody, 'id' | 'targetId' | 'position'>): string[] {
  const from = order.indexOf(b.id);
  if (from < 0) throw notFound('groups.memberNotFound');
  const next = [...order];
  if (b.targetId !== undefined && b.targetId !== '') {
    const to = order.indexOf(b.targetId);
    if (to < 0) throw notFound('groups.memberNotFound');
    [next[from], next[to]] = [next[to]!, next[from]!];
    return next;
  }
  if (b.position === undefined) throw badRequest('groups.noTarget');
  next.splice(from, 1);
  next.splice(Math.min(b.position, next.length), 0, b.id);
  return next;
}

/** Reorders one member under the group's lock; answers the members in their new order. */
export function swap(db: Database, user: GroupActor, b: GroupSwapBody): Promise<GroupUser[]> {
  return db.transaction().execute(async (trx) => {
    editable(await repo.lockGroup(trx, b.groupId), user);
    const order = (await repo.membersOf(trx, b.groupId)).map((m) => m.id);
    await repo.writeOrder(trx, b.groupId, reordered(order, b));
    await repo.touchGroup(trx, b.groupId);
    return repo.membersOf(trx, b.groupId);
  });
}
