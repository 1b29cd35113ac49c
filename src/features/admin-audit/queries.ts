import { queryOptions, useMutation } from '@tanstack/react-query';
import type { QueryBody, QueryFilter } from '@contract/common';
import { auditEntry, listAudit, verifyAudit } from '@/api/audit';
import type { Paging } from '@/shared/ui/PagedTable';

/** What the filter bar holds; empty fields filter nothing. */
export interface AuditFilter {
  /** ISO times, from and until */
  from?: string;
  until?: string;
  actor?: string;
  action?: string;
  targetType?: string;
  target?: string;
}

export const auditKeys = {
  all: ['adminAudit'] as const,
  list: () => ['adminAudit', 'list'] as const,
  entry: (seq: string) => ['adminAudit', 'entry', seq] as const,
};

/** The filters as the list and the export send them (`querys` of the audit allow list). */
export function auditQuerys(f: AuditFilter): QueryFilter[] {
  const q: QueryFilter[] = [];
  if (f.from) q.push({ property: 'at', operation: 'GREAT_EQUAL', value: f.from });
  if (f.until) q.push({ property: 'at', operation: 'LESS_EQUAL', value: f.until });
  if (f.actor?.trim()) q.push({ property: 'actorAccount', operation: 'EQUAL', value: f.actor.trim() });
  // a family (`user.`) or one action
  if (f.action) q.push({ property: 'action', operation: f.action.endsWith('.') ? 'RIGHT_LIKE' : 'EQUAL', value: f.action });
  if (f.targetType) q.push({ property: 'targetType', operation: 'EQUAL', value: f.targetType });
  if (f.target?.trim()) q.push({ property: 'target', value: f.target.trim() });
  return q;
}

export const auditBody = (paging: Paging, f: AuditFilter): QueryBody => ({
  pageBean: { ...paging, showTotal: true },
  querys: auditQuerys(f),
});

export const auditQueries = {
  list: (paging: Paging, f: AuditFilter) =>
    queryOptions({ queryKey: [...auditKeys.list(), { ...f, ...paging }] as const, queryFn: () => listAudit(auditBody(paging, f)) }),
  entry: (seq: string) => queryOptions({ queryKey: auditKeys.entry(seq), queryFn: () => auditEntry(seq), staleTime: Infinity }),
};

/** The chain check (reads the whole log on the server: run on demand only). */
export const useVerifyChain = () => useMutation({ mutationFn: verifyAudit });
