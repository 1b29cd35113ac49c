import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** The SQL of departures: the leaving user, their leader, the groups they own and the units they lead. */

export interface LeavingUser {
  id: string;
  account: string;
  fullname: string;
  status: number;
  is_admin: boolean;
}

/** The user, locked for the rest of the transaction when `lock` (two administrators confirming at once queue here). */
export async function userById(db: Database, id: string, lock: boolean): Promise<LeavingUser | undefined> {
  const q = db.selectFrom('uc_user').select(['id', 'account', 'fullname', 'status', 'is_admin']).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** Of the ids given, the users who may still sign in (status 1), with their names. */
export async function activeUsers(db: Database, ids: string[]): Promise<Map<string, string>> {
  const list = [...new Set(ids)];
  if (!list.length) return new Map();
  const rows = await db.selectFrom('uc_user').select(['id', 'fullname']).where('id', 'in', list).where('status', '=', 1).execute();
  return new Map(rows.map((r) => [r.id, r.fullname]));
}

/**
 * The leader of the user: of their main unit (else any unit of theirs), then up the tree, the first unit whose leader
 * (uc_org.leader_id, else an active holder of the unit's leader post) is someone else who may still sign in.
 */
export async function leaderOf(db: Database, userId: string): Promise<{ id: string; name: string } | null> {
  const rows = await sql<{ id: string | null; name: string | null }>`
    with home as (
      select o.path from uc_user_org uo join uc_org o on o.id = uo.org_id
      where uo.user_id = ${userId} order by uo.is_main desc, o.level desc limit 1
    )
    select coalesce(lu.id, pl.id) as id, coalesce(lu.fullname, pl.fullname) as name
    from home h
    join uc_org o on h.path = o.path or h.path like o.path || '.%'
    left join uc_user lu on lu.id = o.leader_id and lu.status = 1 and lu.id <> ${userId}
    left join lateral (
      select pu.id, pu.fullname from uc_post p
      join uc_user_post up on up.post_id = p.id
      join uc_user pu on pu.id = up.user_id
      where p.org_id = o.id and p.is_leader and pu.status = 1 and pu.id <> ${userId}
      order by up.is_main desc, pu.account
      limit 1
    ) pl on true
    order by o.level desc
  `.execute(db);
  const found = rows.rows.find((r) => r.id);
  return found?.id ? { id: found.id, name: found.name ?? '' } : null;
}

/** Groups the user owns; locked when `lock`. */
export async function groupsOwnedBy(db: Database, userId: string, lock: boolean) {
  const q = db.selectFrom('uc_group').select(['id', 'code', 'name']).where('owner_id', '=', userId).orderBy('code');
  return (lock ? q.forUpdate() : q).execute();
}

export async function setGroupOwner(db: Database, ids: string[], ownerId: string): Promise<void> {
  if (ids.length) await db.updateTable('uc_group').set({ owner_id: ownerId, update_time: new Date() }).where('id', 'in', ids).execute();
}

/** Id, account, name and photo of users (the history rows' names, read once). */
export async function userInfos(db: Database, ids: string[]) {
  const list = [...new Set(ids)];
  if (!list.length) return [];
  return db.selectFrom('uc_user').select(['id', 'account', 'fullname as name', 'photo as avatar']).where('id', 'in', list).execute();
}
