import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';

/** The role codes that decide what a caller sees; an administrator account holds `admin` too. */
export async function callerRoles(db: Database, user: CurrentUser): Promise<Set<string>> {
  const rows = await db
    .selectFrom('uc_user_role as ur')
    .innerJoin('uc_role as r', 'r.id', 'ur.role_id')
    .select('r.code')
    .where('ur.user_id', '=', user.id)
    .where('r.enabled', '=', true)
    .execute();
  const roles = new Set(rows.map((r) => r.code));
  if (user.isAdmin) roles.add('admin');
  return roles;
}
