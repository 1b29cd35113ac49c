import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/*
 * A unit's leaders: uc_org_leader in order (migration 1062), and uc_org.leader_id, the first of them, for the readers
 * that know one leader (the approver rule initiatorLeader, the org lists). Every change of leaders goes through here or
 * admin-org's setLeaders, so the two never disagree.
 */

/** leader_id becomes the first leader of each unit (null when none is left). */
async function syncFirst(db: Database, orgIds: string[]): Promise<void> {
  if (!orgIds.length) return;
  await sql`
    update uc_org o set leader_id = (select l.user_id from uc_org_leader l where l.org_id = o.id order by l.sort, l.user_id limit 1)
    where o.id in (${sql.join(orgIds)})
  `.execute(db);
}

/** Makes the user the unit's first leader (the others stay, after them). */
export async function makeFirstLeader(db: Database, orgId: string, userId: string): Promise<void> {
  await sql`
    insert into uc_org_leader (org_id, user_id, sort)
    values (${orgId}, ${userId}, coalesce((select min(sort) - 1 from uc_org_leader where org_id = ${orgId}), 0))
    on conflict (org_id, user_id) do update set sort = excluded.sort
  `.execute(db);
  await syncFirst(db, [orgId]);
}

/** The user stops leading the unit (or every unit, without `orgId`); the next leader, if any, becomes the first. */
export async function dropLeader(db: Database, userId: string, orgId?: string): Promise<void> {
  let q = db.deleteFrom('uc_org_leader').where('user_id', '=', userId);
  if (orgId) q = q.where('org_id', '=', orgId);
  const gone = await q.returning('org_id').execute();
  const stale = await db.selectFrom('uc_org').select('id').where('leader_id', '=', userId).execute();
  await syncFirst(db, [...new Set([...gone.map((r) => r.org_id), ...stale.map((r) => r.id)])]);
}

/** In each unit, `to` leads in the place of `from` (or keeps their own place when they already lead it). */
export async function replaceLeader(db: Database, orgIds: string[], from: string, to: string): Promise<void> {
  if (!orgIds.length) return;
  await sql`
    insert into uc_org_leader (org_id, user_id, sort)
    select o.id, ${to}, coalesce((select l.sort from uc_org_leader l where l.org_id = o.id and l.user_id = ${from}), 0)
    from uc_org o where o.id in (${sql.join(orgIds)})
    on conflict (org_id, user_id) do nothing
  `.execute(db);
  await db.deleteFrom('uc_org_leader').where('user_id', '=', from).where('org_id', 'in', orgIds).execute();
  await syncFirst(db, orgIds);
}

/** The units the user leads (as one of their leaders, or as leader_id), in tree order; locked when `lock`. */
export function unitsLedBy(db: Database, userId: string, lock: boolean) {
  const q = db
    .selectFrom('uc_org as o')
    .select(['o.id', 'o.code', 'o.name', 'o.path_name'])
    .where((eb) =>
      eb.or([
        eb('o.leader_id', '=', userId),
        eb.exists(eb.selectFrom('uc_org_leader as l').select('l.org_id').whereRef('l.org_id', '=', 'o.id').where('l.user_id', '=', userId)),
      ]),
    )
    .orderBy('o.path');
  return (lock ? q.forUpdate() : q).execute();
}
