import { AUDIT_CALLS as A, type AuditChainCheck, type AuditDetail, type AuditRow } from '@contract/audit';
import type { PageResultOf, QueryBody } from '@contract/common';
import { send } from './call';
import { postDownload } from './flowAdmin';

/** The audit log of administration (issue 30 item 3): administrators only. */

export type { AuditChainCheck, AuditDetail, AuditRow };

export async function listAudit(body: QueryBody): Promise<PageResultOf<AuditRow>> {
  return (await send(A.list, { body })).value;
}

export async function auditEntry(seq: string): Promise<AuditDetail> {
  return (await send(A.detail, { params: { seq } })).value;
}

/** The filtered entries as a CSV file. */
export const exportAudit = (body: QueryBody) => postDownload(A.export, body);

export async function verifyAudit(): Promise<AuditChainCheck> {
  return (await send(A.verify, {})).value;
}
