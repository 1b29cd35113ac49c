import type { Database } from '../db/database.js';
import type { AllowList } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { AuditRow } from '../../../contract/audit.js';
import type { AuditLogTable } from './tables.js';
import type { Selectable } from 'kysely';

/** The list's filters; `target` (text in the target's name or id) is taken apart by the service. */
export const auditFilters: AllowList = {
  at: { column: 'a.at', kind: 'date' },
  actorAccount: { column: 'a.actor_account', kind: 'text', ops: ['EQUAL', 'IN', 'LIKE', 'RIGHT_LIKE'] },
  action: { column: 'a.action', kind: 'text', ops: ['EQUAL', 'IN', 'RIGHT_LIKE'] },
  targetType: { column: 'a.target_type', kind: 'text', ops: ['EQUAL', 'IN'] },
  seq: { column: 'a.seq', kind: 'number' },
};

export const rowOf = (r: Selectable<AuditLogTable>): AuditRow => ({
  seq: String(r.seq),
  at: r.at.toISOString(),
  actorId: r.actor_id,
  actorAccount: r.actor_account,
  ip: r.ip,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  targetName: r.target_name,
});

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of entries, newest first; `target` narrows to entries whose target's name or id holds the text. `toRow`
 * shapes each row (the list's rows; the export keeps before, after and hash).
 */
export function pageEntries<T = AuditRow>(
  db: Database,
  q: PageQuery,
  target: string | undefined,
  toRow: (r: Selectable<AuditLogTable>) => T = rowOf as (r: Selectable<AuditLogTable>) => T,
) {
  let from = db.selectFrom('audit_log as a');
  if (target) {
    const like = `%${escapeLike(target)}%`;
    from = from.where((eb) => eb.or([eb('a.target_name', 'ilike', like), eb('a.target_id', 'ilike', like)]));
  }
  return selectPage(
    from,
    q,
    (query) => query.selectAll('a'),
    (query) => query.orderBy('a.seq', 'desc'),
    toRow,
  );
}

/** One entry by its number. */
export const findEntry = (db: Database, seq: string) => db.selectFrom('audit_log').selectAll().where('seq', '=', seq).executeTakeFirst();
