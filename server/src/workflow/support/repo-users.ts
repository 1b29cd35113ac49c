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

/** Active users matching the rules, in a stable order (rule order, then account). */
export async function resolveRules(
  db: Database,
  rules: AssigneeRule[],
  facts: { initiatorId: string; formData: Record<string, unknown> },
): Promise<string[]> {
  const out: string[] = [];
  const push = (ids: string[]) => {
    for (const id of ids) if (!out.includes(id)) out.push(id);
  };
  for (const rule of rules) {
    switch (rule.kind) {
      case 'initiator':
        push([facts.initiatorId]);
        break;
      case 'initiatorLeader': {
        const leader = await leaderOf(db, facts.initiatorId);
        if (leader) push([leader]);
        break;
      }
      case 'user':
        push((await db.selectFrom('uc_user').select('id').where('account', '=', rule.ref).execute()).map((r) => r.id));
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
        push(ids.slice(0, 100));
        break;
      }
    }
  }
  if (!out.length) return out;
  const active = await db.selectFrom('uc_user').select('id').where('id', 'in', out).where('status', '=', ACTIVE).execute();
  const ok = new Set(active.map((r) => r.id));
  return out.filter((id) => ok.has(id));
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
