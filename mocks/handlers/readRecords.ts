import type { QueryBody } from '@contract/common';
import type { ReadRecordRow } from '@contract/workflow';
import { RELATED_CALLS, type RelatedInformation } from '@contract/workflow-related';
import { READ_CALLS } from '@contract/workflow-reads';
import { answer } from '../call';
import { fail } from '../envelope';
import { instanceRow } from './tasks';
import { rowMaker } from '../fixtures/rows';

/** Read records and related information of an instance, for component tests. */

type RelatedInformationValue = RelatedInformation;

export const readRecord = rowMaker<ReadRecordRow>({
  id: 'read-1',
  procInstId: 'inst-1',
  taskId: 'task-1',
  nodeId: 'leaderApprove',
  nodeName: 'Leader approval',
  userId: 'u-lina',
  userName: 'Li Na',
  orgName: 'R&D',
  readTime: '2026-03-01T08:00:00.000Z',
});

export function relatedInformation(overrides: Partial<RelatedInformationValue> = {}): RelatedInformationValue {
  return { instance: instanceRow(), creatorOrgName: 'R&D', parent: null, children: [], ...overrides };
}

/** getRelatedInformationById answering `info`, or 403 when it is null. */
export function relatedInformationHandler(info: RelatedInformationValue | null = relatedInformation()) {
  return answer(RELATED_CALLS.get, () => info ?? fail(403, 'You may not view this process', 403));
}

/**
 * getByRecordInstId over `reads` (newest first): pages by pageBean; with params.distinct the
 * latest read of each reader with its count, as the server answers. Every body is kept in `seen`.
 */
export function readRecordsHandler(reads: ReadRecordRow[], seen: QueryBody[] = []) {
  return answer(READ_CALLS.list, ({ body }) => {
    seen.push(body);
    let rows = reads;
    if (body.params?.distinct === '1') {
      const latest = new Map<string, ReadRecordRow>();
      for (const r of reads)
        if (!latest.has(r.userId)) latest.set(r.userId, { ...r, readCount: reads.filter((x) => x.userId === r.userId).length });
      rows = [...latest.values()];
    }
    const page = body.pageBean?.page ?? 1;
    const pageSize = body.pageBean?.pageSize ?? 20;
    return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
  });
}

/** addReadRecord; each call's query (taskId or instId) is kept in `seen`. */
export function addReadRecordHandler(seen: Array<Record<string, string>> = []) {
  return answer(READ_CALLS.add, ({ query: search }) => {
    const query = Object.fromEntries(search);
    seen.push(query);
    return readRecord({ id: `read-${seen.length}`, taskId: query.taskId ?? null, procInstId: query.instId ?? 'inst-1' });
  });
}
