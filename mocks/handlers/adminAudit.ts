import { AUDIT_CALLS as A, type AuditChainCheck, type AuditDetail, type AuditRow } from '@contract/audit';
import type { QueryBody } from '@contract/common';
import { answer } from '../call';
import { fail } from '../envelope';

/** An entry of the mock audit log (with its before and after, as the real server keeps them). */
export type MockAuditEntry = AuditDetail;

export interface MockAuditState {
  entries: MockAuditEntry[];
  /** what the chain check answers */
  check: Omit<AuditChainCheck, 'checkedAt'>;
  /** the bodies the list and the export were asked with, in order */
  listed: QueryBody[];
  exported: QueryBody[];
}

export function mockAuditEntry(over: Partial<MockAuditEntry> = {}): MockAuditEntry {
  return {
    seq: '1',
    at: '2026-03-05T02:00:00.000Z',
    actorId: 'u-htadmin',
    actorAccount: 'htadmin',
    ip: '10.0.0.1',
    action: 'user.update',
    targetType: 'user',
    targetId: 'u-lina',
    targetName: '李娜',
    before: '{"mobile":"138"}',
    after: '{"mobile":"139"}',
    changes: [{ field: 'mobile', before: '"138"', after: '"139"' }],
    prevHash: '',
    hash: 'a'.repeat(64),
    ...over,
  };
}

export const mockAuditState = (over: Partial<MockAuditState> = {}): MockAuditState => ({
  entries: [],
  check: { intact: true, entries: 0, brokenAt: null, reason: null },
  listed: [],
  exported: [],
  ...over,
});

const rowOf = ({ before: _b, after: _a, changes: _c, prevHash: _p, hash: _h, ...row }: MockAuditEntry): AuditRow => row;

/** The filters the real server applies, for the few the tests use: action (one or a family), actor, target type. */
function filtered(entries: MockAuditEntry[], body: QueryBody): MockAuditEntry[] {
  return entries.filter((e) =>
    (body.querys ?? []).every((q) => {
      const v = String(q.value);
      if (q.property === 'action') return q.operation === 'RIGHT_LIKE' ? e.action.startsWith(v) : e.action === v;
      if (q.property === 'actorAccount') return e.actorAccount === v;
      if (q.property === 'targetType') return e.targetType === v;
      if (q.property === 'target') return `${e.targetName ?? ''} ${e.targetId ?? ''}`.includes(v);
      return true;
    }),
  );
}

/** The audit log's calls over `state`, newest first. */
export function adminAuditHandlers(state: MockAuditState = mockAuditState()) {
  const newestFirst = () => [...state.entries].sort((a, b) => Number(b.seq) - Number(a.seq));
  return [
    answer(A.list, ({ body }) => {
      state.listed.push(body);
      const rows = filtered(newestFirst(), body).map(rowOf);
      return { rows, total: rows.length, page: 1, pageSize: 20 };
    }),
    answer(A.detail, ({ params }) => state.entries.find((e) => e.seq === params.seq) ?? fail(404, 'Audit entry does not exist')),
    answer(A.export, ({ body }) => {
      state.exported.push(body);
      return new Response('\ufeffNo.,Time (UTC)\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"' },
      });
    }),
    answer(A.verify, () => ({ ...state.check, checkedAt: '2026-03-06T08:00:00.000Z' })),
  ];
}
