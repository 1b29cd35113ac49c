import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { enabledRolesOf } from '../uc/index.js';

/** The role codes that decide what a caller sees; an administrator account holds `admin` too. */
export async function callerRoles(db: Database, user: CurrentUser): Promise<Set<string>> {
  const roles = new Set((await enabledRolesOf(db, user.id)).map((r) => r.code));
  if (user.isAdmin) roles.add('admin');
  return roles;
}
