import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';

/** The SQL of whom an authorisation reaches and the start right authorisations give. */

/** Enabled, and today within its dates (both ends included). */
export const inForce = (e: string) =>
  sql<boolean>`(${sql.ref(`${e}.enabled`)} and (${sql.ref(`${e}.valid_from`)} is null or ${sql.ref(`${e}.valid_from`)} <= current_date)
    and (${sql.ref(`${e}.valid_to`)} is null or ${sql.ref(`${e}.valid_to`)} >= current_date))`;

/**
 * Whether the authorisation `e` reaches the user `u` (table aliases): everyone at level 1; members of the department
 * or one below it (by path) at 2; holders of an enabled role at 3; holders of the post at 4; the person at 5.
 */
export const reaches = (e: string, u: string): RawBuilder<boolean> => {
  const target = sql.ref(`${e}.target_id`);
  const user = sql.ref(`${u}.id`);
  return sql<boolean>`(case ${sql.ref(`${e}.level`)}
    when 1 then true
    when 2 then exists (select 1 from uc_user_org uo join uc_org m on m.id = uo.org_id join uc_org t on t.id = ${target}
      where uo.user_id = ${user} and (m.path = t.path or left(m.path, length(t.path) + 1) = t.path || '.'))
    when 3 then exists (select 1 from uc_user_role ur join uc_role r on r.id = ur.role_id and r.enabled
      where ur.user_id = ${user} and ur.role_id = ${target})
    when 4 then exists (select 1 from uc_user_post up where up.user_id = ${user} and up.post_id = ${target})
    when 5 then ${target} = ${user}
    else false end)`;
};

/** Some authorisation (in force or not: switching the only one off must not open the flow to everyone) names the flow. */
export const flowIsAuthorized = (defKey: Expression<string> | string) =>
  sql<boolean>`exists (select 1 from auth_center_flow f where f.def_key = ${defKey})`;

/** An authorisation in force that names the flow reaches the user. */
export const flowAuthorizedFor = (defKey: Expression<string> | string, userId: string) =>
  sql<boolean>`exists (select 1 from auth_center_flow f join auth_center_entry e on e.id = f.entry_id
    join uc_user u on u.id = ${userId} where f.def_key = ${defKey} and ${inForce('e')} and ${reaches('e', 'u')})`;

/** The start right the authorisation centre gives one user for one flow: `restricted` when some authorisation names it. */
export async function startGrant(db: Database, userId: string, defKey: string): Promise<{ restricted: boolean; granted: boolean }> {
  return db
    .selectNoFrom([flowIsAuthorized(defKey).as('restricted'), flowAuthorizedFor(defKey, userId).as('granted')])
    .executeTakeFirstOrThrow();
}

/** The startable flows (main definitions, deployed) with their own start rules and authorisations counted. */
export function findStartableFlows(db: Database) {
  return db
    .selectFrom('wf_def as d')
    .where('d.is_main', '=', true)
    .where('d.status', '=', 'deploy')
    .where('d.startable', '=', true)
    .select([
      'd.def_key',
      'd.name',
      sql<number>`(select count(*) from wf_def_right r where r.def_key = d.def_key)::int`.as('rule_count'),
      sql<boolean>`exists (select 1 from wf_def_right r where r.def_key = d.def_key and r.kind = 'everyone')`.as('rule_everyone'),
      sql<number>`(select count(*) from auth_center_flow f where f.def_key = d.def_key)::int`.as('authorization_count'),
    ])
    .orderBy('d.def_key')
    .execute();
}

/** The authorisations in force that reach a user, per flow key. */
export function findReachingEntries(db: Database, userId: string) {
  return db
    .selectFrom('auth_center_flow as f')
    .innerJoin('auth_center_entry as e', 'e.id', 'f.entry_id')
    .innerJoin('uc_user as u', (j) => j.on('u.id', '=', userId))
    .where(inForce('e'))
    .where(reaches('e', 'u'))
    .select(['f.def_key', 'e.id', 'e.name', 'e.level'])
    .orderBy('e.level')
    .orderBy('e.name')
    .execute();
}

/** What hasStartRight needs of a user it is asked about (not the caller). */
export function findUserForRights(db: Database, userId: string) {
  return db.selectFrom('uc_user').select(['id', 'account', 'fullname', 'is_admin']).where('id', '=', userId).executeTakeFirst();
}
