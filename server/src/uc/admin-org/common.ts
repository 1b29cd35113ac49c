import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { auditActor, recordAudit, type AuditActor, type AuditChange } from '../../audit/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Caller } from '../../lib/context.js';

export { auditActor };

/** What every administrative write takes: the database, the config (the audit key), who calls and from where. */
export interface AdminCtx {
  db: Database;
  config: Pick<ServerConfig, 'auditKey' | 'dataDir'>;
  caller: Caller;
  actor: AuditActor;
}

/** Organisation administration is for administrators only (every call). */
export function requireAdmin(c: Caller): void {
  if (!c.user.isAdmin) throw forbidden('uc.admin.adminOnly');
}

/**
 * One administrative change in one transaction with its audit entry: `work` changes and answers the audit change and
 * the result; the entry is written in the same transaction, so both commit or neither.
 */
export async function adminWrite<R>(ctx: AdminCtx, work: (trx: Database) => Promise<{ audit: AuditChange; result: R }>): Promise<R> {
  requireAdmin(ctx.caller);
  return ctx.db.transaction().execute(async (trx) => {
    const { audit, result } = await work(trx);
    await recordAudit(trx, ctx.config, ctx.actor, audit);
    return result;
  });
}

/** After an update guarded by a version touched no row: gone (404) or changed by someone else (409). */
export function staleOrGone(exists: boolean, what: 'org' | 'dem' | 'job' | 'post' | 'role'): never {
  throw exists ? conflict(`uc.admin.${what}Changed`) : notFound(`uc.admin.${what}NotFound`);
}

/** A row read for a change: 404 when missing, 409 when its version is not the one the editor read. */
export function checkVersion<T extends { version: number }>(
  row: T | undefined,
  version: number,
  what: Parameters<typeof staleOrGone>[1],
): T {
  if (!row) throw notFound(`uc.admin.${what}NotFound`);
  if (row.version !== version) throw conflict(`uc.admin.${what}Changed`);
  return row;
}

/** PostgreSQL's unique violation: a code someone already uses. */
export async function uniqueCode<R>(code: string, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict('uc.admin.codeTaken', { code });
    throw err;
  }
}
