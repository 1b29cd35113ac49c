import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AssigneeRule } from '../definitions/model.js';

export interface UserInfo {
  id: string;
  account: string;
  name: string;
  avatar: string | null;
}

const ACTIVE = 1;

/** The full name of the user an id column names, as a column of a select; null when the column is null. */
export const fullnameOf = <T extends string | null = string>(idColumn: string) =>
  sql<T>`(select named.fullname from uc_user named where named.id = ${sql.ref(idColumn)})`;

export async function usersByIds(db: Database, ids: Iterable<string>): Promise<Map<string, UserInfo>> {
  const list = [...new Set([...ids].filter(Boolean))];
  if (!list.length) return new Map();
  const rows = await db
    .selectFrom('uc_user')
    .select(['id', 'account', 'fullname as name', 'photo as avatar'])
    .where('id', 'in', list)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function activeUser(db: Database, id: string): Promise<UserInfo | null> {
  const row = await db
    .selectFrom('uc_user')
    .select(['id', 'account', 'fullname as name', 'photo as avatar'])
    .where('id', '=', id)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The leader of a user: the leader of the user's main organisation, or, when the user is that
 * leader (or it has none), the leader of the nearest organisation above with another leader.
 */
export async function leaderOf(db: Database, userId: string): Promise<string | null> {
  const rows = await sql<{ leader_id: string | null; level: number }>`
    select o.leader_id, o.level
    from uc_user_org uo
    join uc_org m on m.id = uo.org_id
    join uc_org o on m.path = o.path or m.path like o.path || '.%'
    where uo.user_id = ${userId} and uo.is_main
    order by o.level desc
  `.execute(db);
  for (const r of rows.rows) if (r.leader_id && r.leader_id !== userId) return r.leader_id;
  return null;
}

/** How a user belongs to a role (only an enabled one counts) or an organisation. */
const GROUPS = {
  role: { link: 'uc_user_role', group: 'uc_role', key: 'role_id', counts: sql`and g.enabled = true` },
  org: { link: 'uc_user_org', group: 'uc_org', key: 'org_id', counts: sql`` },
};

/** The members of a role or organisation, by its code, in account order. */
async function membersOf(db: Database, kind: keyof typeof GROUPS, code: string): Promise<string[]> {
  const { link, group, key, counts } = GROUPS[kind];
  const rows = await sql<{ id: string }>`
    select u.id from ${sql.table(link)} l
    join ${sql.table(group)} g on g.id = ${sql.ref(`l.${key}`)}
    join uc_user u on u.id = l.user_id
    where g.code = ${code} ${counts}
    order by u.account
  `.execute(db);
  return rows.rows.map((r) => r.id);
}

/** How many successors in a row the resolution follows (a successor who left too, and so on). */
const SUCCESSION_HOPS = 5;

/**
 * Who stands for each user given: the user when active; else, following the successors of `kind` a departure recorded
 * (uc_user_successor; the successor left too: theirs, at most SUCCESSION_HOPS), the first active one. Users with
 * nobody active at the end of the chain, and ids of no user, are left out. Successors apply only while the user is
 * not active (enabling them again drops the rows as well).
 */
export async function activeOrSuccessor(db: Database, ids: string[], kind: 'rules' | 'requests'): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter(Boolean))];
  if (!list.length) return new Map();
  const rows = await sql<{ start_id: string; user_id: string }>`
    with recursive chain (start_id, user_id, status, hops) as (
      select u.id, u.id, u.status, 0 from uc_user u where u.id = any(${list}::text[])
      union all
      select c.start_id, n.id, n.status, c.hops + 1
      from chain c
      join uc_user_successor s on s.user_id = c.user_id and s.kind = ${kind}
      join uc_user n on n.id = s.successor_id
      where c.status <> ${ACTIVE} and c.hops < ${SUCCESSION_HOPS}
    )
    select distinct on (start_id) start_id, user_id from chain where status = ${ACTIVE} order by start_id, hops
  `.execute(db);
  return new Map(rows.rows.map((r) => [r.start_id, r.user_id]));
}

/**
 * Active users matching the rules, in a stable order (rule order, then account). A user the rules name who is not
 * active: a `user` rule or a `field` picking them goes to their 'rules' successor, the `initiator` rule to their
 * 'requests' successor (see activeOrSuccessor; deployed definitions are not changed); members of a role or unit and
 * leaders are left out as before. Nobody left: the caller's no-approver handling (skip, or the administrators).
 */
export async function resolveRules(
  db: Database,
  rules: AssigneeRule[],
  facts: { initiatorId: string; formData: Record<string, unknown> },
): Promise<string[]> {
  const named: { id: string; stand: 'rules' | 'requests' | null }[] = [];
  const push = (ids: string[], stand: 'rules' | 'requests' | null = null) => {
    for (const id of ids) named.push({ id, stand });
  };
  for (const rule of rules) {
    switch (rule.kind) {
      case 'initiator':
        push([facts.initiatorId], 'requests');
        break;
      case 'initiatorLeader': {
        // the leader of a departed initiator too: their units stay theirs, the leader is read from the tree
        const leader = await leaderOf(db, facts.initiatorId);
        if (leader) push([leader]);
        break;
      }
      case 'user':
        push(
          (await db.selectFrom('uc_user').select('id').where('account', '=', rule.ref).execute()).map((r) => r.id),
          'rules',
        );
        break;
      case 'role':
      case 'org':
        push(await membersOf(db, rule.kind, rule.ref));
        break;
      case 'orgLeader': {
        const org = await db.selectFrom('uc_org').select('leader_id').where('code', '=', rule.ref).executeTakeFirst();
        if (org?.leader_id) push([org.leader_id]);
        break;
      }
      case 'field': {
        const v = facts.formData[rule.ref];
        const ids = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map((x) => String(x).trim()).filter(Boolean);
        push(ids.slice(0, 100), 'rules');
        break;
      }
    }
  }
  if (!named.length) return [];
  const ids = named.map((n) => n.id);
  const standing = async (stand: 'rules' | 'requests') =>
    named.some((n) => n.stand === stand) ? activeOrSuccessor(db, ids, stand) : new Map<string, string>();
  const byRules = await standing('rules');
  const byRequests = await standing('requests');
  const active = await db.selectFrom('uc_user').select('id').where('id', 'in', ids).where('status', '=', ACTIVE).execute();
  const ok = new Set(active.map((r) => r.id));
  const out: string[] = [];
  for (const n of named) {
    const id = n.stand === 'rules' ? byRules.get(n.id) : n.stand === 'requests' ? byRequests.get(n.id) : ok.has(n.id) ? n.id : undefined;
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

export async function adminIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('uc_user')
    .select('id')
    .where('is_admin', '=', true)
    .where('status', '=', ACTIVE)
    .orderBy('account')
    .execute();
  return rows.map((r) => r.id);
}

export async function roleCodesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('uc_user_role as ur')
    .innerJoin('uc_role as r', 'r.id', 'ur.role_id')
    .select('r.code')
    .where('ur.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.code);
}
