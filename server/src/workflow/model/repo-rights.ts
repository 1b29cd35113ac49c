import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { startGrant } from '../../authorization/index.js';
import { roleCodesOf } from '../support/repo-users.js';

/**
 * Who may start a flow, by definition key (spec 02 §5). A key with neither rules of its own nor authorisations of the
 * authorisation centre is open to everyone; otherwise one rule must match (everyone, role:<code>, org:<code> (the
 * org and below), user:<account>), or an authorisation in force must reach the user.
 */
export async function hasStartRight(db: Database, user: Pick<CurrentUser, 'id' | 'account' | 'isAdmin'>, defKey: string): Promise<boolean> {
  if (user.isAdmin) return true;
  const rules = await db.selectFrom('wf_def_right').select(['kind', 'ref']).where('def_key', '=', defKey).execute();
  if (rules.some((r) => r.kind === 'everyone')) return true;
  const grant = await startGrant(db, user.id, defKey);
  if (grant.granted || (!rules.length && !grant.restricted)) return true;
  const roles = rules.filter((r) => r.kind === 'role').map((r) => r.ref);
  const orgs = rules.filter((r) => r.kind === 'org').map((r) => r.ref);
  const users = rules.filter((r) => r.kind === 'user').map((r) => r.ref);
  if (users.includes(user.account)) return true;
  if (roles.length && (await roleCodesOf(db, user.id)).some((code) => roles.includes(code))) return true;
  if (orgs.length) {
    const hit = await sql<{ ok: number }>`
      select 1 as ok from uc_user_org uo
      join uc_org m on m.id = uo.org_id
      join uc_org o on o.code in (${sql.join(orgs)}) and (m.path = o.path or m.path like o.path || '.%')
      where uo.user_id = ${user.id} limit 1
    `.execute(db);
    if (hit.rows.length) return true;
  }
  return false;
}

/** Keys the user may start, among the given ones (a check per key: lists of a few often-used flows). */
export async function startableKeys(db: Database, user: CurrentUser, keys: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const list = [...new Set(keys)];
  if (!list.length) return out;
  const defs = await db
    .selectFrom('wf_def')
    .select('def_key')
    .where('def_key', 'in', list)
    .where('is_main', '=', true)
    .where('status', '=', 'deploy')
    .where('startable', '=', true)
    .execute();
  for (const { def_key } of defs) if (await hasStartRight(db, user, def_key)) out.add(def_key);
  return out;
}
