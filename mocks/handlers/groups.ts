import { GROUP_CALLS as G, type GroupRow, type GroupUser } from '@contract/groups';
import { answer } from '../call';
import { fail } from '../envelope';

/** A member as a test names it: who, and whether the person can still act. */
export interface MockMember {
  userId: string;
  account: string;
  fullname: string;
  orgName?: string | null;
  active?: boolean;
}

export interface MockGroup {
  id: string;
  name: string;
  code?: string;
  shared?: boolean;
  canEdit?: boolean;
  members: MockMember[];
}

/** What the handlers were asked, for assertions. */
export interface GroupCalls {
  saved: unknown[];
  removed: string[];
  added: { groupId: string; userIds: string[] }[];
  swaps: unknown[];
}

/** The caller of the mock calls: the owner of its personal groups, the first member of a group it creates. */
export const CREATOR: MockMember = { userId: 'u-lina', account: 'lina', fullname: 'Li Na' };

const row = (g: MockGroup): GroupRow => ({
  id: g.id,
  code: g.code ?? g.id,
  name: g.name,
  description: null,
  shared: g.shared ?? false,
  ownerId: g.shared ? null : 'u-lina',
  memberCount: g.members.length,
  inactiveCount: g.members.filter((m) => m.active === false).length,
  canEdit: g.canEdit ?? !g.shared,
  createTime: '2026-11-01T08:00:00.000Z',
  updateTime: '2026-11-01T08:00:00.000Z',
});

const usersOf = (g: MockGroup): GroupUser[] =>
  g.members.map((m, i) => ({
    id: `${g.id}:${m.userId}`,
    groupId: g.id,
    userId: m.userId,
    account: m.account,
    fullname: m.fullname,
    orgName: m.orgName ?? null,
    active: m.active !== false,
    sort: i,
  }));

/**
 * The group calls over an in-memory list of groups (changed by save, remove, saveJson and swap as the server
 * would), with what was asked collected in the returned `calls`.
 */
export function groupHandlers(groups: MockGroup[] = []) {
  const calls: GroupCalls = { saved: [], removed: [], added: [], swaps: [] };
  const find = (id: string | null) => groups.find((g) => g.id === id);
  const handlers = [
    answer(G.query, ({ body }) => {
      const shared = body.querys?.find((q) => q.property === 'shared')?.value;
      const rows = groups.filter((g) => shared === undefined || (g.shared ?? false) === shared).map(row);
      return { rows, total: rows.length, page: 1, pageSize: body.pageBean?.pageSize ?? 20 };
    }),
    answer(G.save, ({ body }) => {
      calls.saved.push(body);
      let g = body.id ? find(body.id) : undefined;
      if (!g) {
        // the creator (the mock's caller, lina) is the first member, as on the server
        g = { id: `g-${groups.length + 1}`, name: body.name, code: body.code, shared: body.shared, members: [CREATOR] };
        groups.push(g);
      } else Object.assign(g, { name: body.name, code: body.code ?? g.code });
      return row(g);
    }),
    answer(G.remove, ({ query }) => {
      const ids = (query.get('ids') ?? '').split(',');
      calls.removed.push(...ids);
      for (const id of ids) groups.splice(groups.findIndex((g) => g.id === id) >>> 0, 1);
      return ids.length;
    }),
    answer(G.members, ({ query }) => {
      const g = find(query.get('groupId'));
      if (!g) return fail(404, 'Group not found');
      const all = usersOf(g);
      return query.get('activeOnly') === 'true' ? all.filter((m) => m.active) : all;
    }),
    answer(G.addMembers, ({ body }) => {
      calls.added.push(body);
      const g = find(body.groupId)!;
      const before = g.members.length;
      for (const userId of body.userIds)
        if (!g.members.some((m) => m.userId === userId)) g.members.push({ userId, account: userId.replace(/^u-/, ''), fullname: userId });
      return { added: g.members.length - before, members: usersOf(g) };
    }),
    answer(G.removeMembers, ({ query }) => {
      const ids = (query.get('ids') ?? '').split(',');
      for (const g of groups) g.members = g.members.filter((m) => !ids.includes(`${g.id}:${m.userId}`));
      return ids.length;
    }),
    answer(G.swap, ({ body }) => {
      calls.swaps.push(body);
      const g = find(body.groupId)!;
      const ids = usersOf(g).map((m) => m.id);
      const from = ids.indexOf(body.id);
      const next = [...g.members];
      if (body.targetId) {
        const to = ids.indexOf(body.targetId);
        [next[from], next[to]] = [next[to]!, next[from]!];
      } else {
        const [moved] = next.splice(from, 1);
        next.splice(Math.min(body.position ?? 0, next.length), 0, moved!);
      }
      g.members = next;
      return usersOf(g);
    }),
  ];
  return Object.assign(handlers, { calls });
}
