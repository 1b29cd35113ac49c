import type { AdminUserQuery } from '../../../../contract/uc-admin-users.js';
import type { AppDeps, Caller } from '../../lib/context.js';
import { csvLine } from '../../lib/csv.js';
import { t } from '../../lib/i18n.js';
import { exportUsers, orgIdsOf } from './repo-list.js';
import { requireAdmin } from './rules.js';

/** At most this many rows in one export (the filter narrows a larger list). */
export const EXPORT_MAX = 50_000;

const COLUMNS = ['account', 'name', 'email', 'mobile', 'org', 'post', 'employeeNo', 'status', 'admin'] as const;

const statusKey = (s: number) => (s === 1 ? 'normal' : s === 0 ? 'disabled' : s === -1 ? 'notActivated' : 'departed');

/**
 * The filtered list as CSV lines, headers and statuses in the caller's language. Every cell beginning with = + - @
 * is written with a leading ' (lib/csv.ts), so a spreadsheet shows it as text and never runs it. The organisation is
 * its path, which the import reads back.
 */
export async function exportUserLines(deps: AppDeps, c: Caller, q: AdminUserQuery): Promise<string[]> {
  requireAdmin(c);
  const orgIds = q.orgId ? await orgIdsOf(deps.db, q.orgId, q.includeChildren !== false) : undefined;
  const rows = await exportUsers(deps.db, q, orgIds, EXPORT_MAX);
  return [
    csvLine(COLUMNS.map((k) => t(c.lang, `adminUsers.column.${k}`))),
    ...rows.map((r) =>
      csvLine([
        r.account,
        r.fullname,
        r.email,
        r.mobile,
        r.orgPathName,
        r.postName,
        r.employeeNo,
        t(c.lang, `adminUsers.status.${statusKey(r.status)}`),
        t(c.lang, r.isAdmin ? 'adminUsers.yes' : 'adminUsers.no'),
      ]),
    ),
  ];
}
