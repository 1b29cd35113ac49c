import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { enabledRolesOf } from '../uc/index.js';

/** The role codes that decide what a caller sees; an administrator account holds `admin` too. */
export async function callerRoles(db: Database, user: CurrentUser): Promise<Set<string>> {
  const roles = new Set((await enabledRolesOf(db, user.id)).map((r) => r.code));
  if (user.isAdmin) roles.add('admin');
  return roles;
}

/**
 * Whether the caller sees the company's workflow figures on a large screen (issue 29.18; docs/decisions.md): an
 * administrator, or a holder of an enabled role whose data scope is `all` (the demo's admin, hr and finance roles),
 * the same right that the user detail answers as dataScopes. Everyone else sees their own tasks and requests.
 */
export async function seesCompanyFigures(db: Database, user: CurrentUser): Promise<boolean> {
  if (user.isAdmin) return true;
  return (await enabledRolesOf(db, user.id)).some((r) => r.data_scope === 'all');
}
