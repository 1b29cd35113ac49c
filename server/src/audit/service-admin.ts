import { AUDIT_EXPORT_MAX, type AuditChainCheck, type AuditDetail, type AuditRow } from '../../../contract/audit.js';
import type { QueryBody } from '../../../contract/common.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { filteredPage } from '../db/filtered-page.js';
import type { Caller, CurrentUser } from '../lib/context.js';
import { csvLine } from '../lib/csv.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { t } from '../lib/i18n.js';
import type { PageResult } from '../lib/reply.js';
import { changesOf } from './diff.js';
import { auditFilters, findEntry, pageEntries, rowOf } from './repo-list.js';
import { verifyAuditChain } from './service.js';

/** The audit log is for administrators only (checked on every call). */
function requireAdmin(user: CurrentUser): void {
  if (!user.isAdmin) throw forbidden('audit.adminOnly');
}

/** `target` is free text over two columns: taken out of the generic filters, its text handed to the repository. */
function splitTarget(body: QueryBody): { body: QueryBody; target: string | undefined } {
  const querys = body.querys ?? [];
  const found = querys.find((q) => q.property === 'target');
  const text = found?.value === undefined || found.value === null ? '' : String(found.value as string | number).trim();
  return { body: { ...body, querys: querys.filter((q) => q.property !== 'target') }, target: text ? text.slice(0, 200) : undefined };
}

export function listEntries(db: Database, user: CurrentUser, body: QueryBody): Promise<PageResult<AuditRow>> {
  requireAdmin(user);
  const { body: rest, target } = splitTarget(body);
  return filteredPage(rest, auditFilters, (q) => pageEntries(db, q, target));
}

export async function entryDetail(db: Database, user: CurrentUser, seq: string): Promise<AuditDetail> {
  requireAdmin(user);
  if (!/^\d{1,18}$/.test(seq)) throw badRequest('audit.badEntry');
  const r = await findEntry(db, seq);
  if (!r) throw notFound('audit.entryNotFound', { seq });
  return { ...rowOf(r), before: r.before, after: r.after, changes: changesOf(r.before, r.after), prevHash: r.prev_hash, hash: r.hash };
}

const COLUMNS = ['seq', 'at', 'actorAccount', 'ip', 'action', 'targetType', 'targetId', 'targetName', 'before', 'after', 'hash'] as const;

/**
 * The filtered entries as CSV lines, newest first, headers in the caller's language. Cells that a spreadsheet would run
 * as a formula (= + - @ first) get a leading ' (lib/csv.ts).
 */
export async function exportEntries(db: Database, c: Caller, body: QueryBody): Promise<string[]> {
  requireAdmin(c.user);
  const { body: rest, target } = splitTarget(body);
  const page = await filteredPage(rest, auditFilters, (q) =>
    pageEntries(db, { ...q, limit: AUDIT_EXPORT_MAX, offset: 0 }, target, (r) => ({
      ...rowOf(r),
      before: r.before,
      after: r.after,
      hash: r.hash,
    })),
  );
  return [csvLine(COLUMNS.map((k) => t(c.lang, `audit.csv.${k}`))), ...page.rows.map((r) => csvLine(COLUMNS.map((k) => r[k])))];
}

/** The chain check, for administrators. */
export async function checkChain(db: Database, config: ServerConfig, user: CurrentUser): Promise<AuditChainCheck> {
  requireAdmin(user);
  return { ...(await verifyAuditChain(db, config)), checkedAt: new Date().toISOString() };
}
