import type { QueryBody } from '@contract/common';
import { HOME_CALLS, type FlowSearchRow } from '@contract/workflow-home';
import { SEARCH_CALLS, type DocQueryBody, type DocRow } from '@contract/search';
import { answer } from '../call';
import { fail } from '../envelope';

/** n flow rows numbered from 1, as homePageRelatedProcess answers them. */
export function flowRows(n: number, prefix = '请假申请'): FlowSearchRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `inst-${i + 1}`,
    subject: `${prefix} ${i + 1}`,
    procDefName: i % 2 ? '费用报销' : '请假流程',
    prop1: `BN-${String(i + 1).padStart(4, '0')}`,
    createTime: '2026-03-01T02:30:00.000Z',
    creator: '张伟',
    aiSummaryResult: `张伟申请 ${i + 1} 天年假`,
  }));
}

/** n document rows, newest effective time first. */
export function docRows(n: number, prefix = '制度文件'): DocRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `doc-${i + 1}`,
    title: `${prefix} ${i + 1}`,
    docCatalogueLabel: '人事制度',
    docVersion: '1.2',
    docStatusLabel: '已发布',
    docCode: `DOC-${i + 1}`,
    createdTime: '2026-01-15T08:00:00.000Z',
    effectiveTime: '2026-02-01T00:00:00.000Z',
    docOwnerName: '刘洋',
    dmsUrl: `https://dms.example.com/doc/${i + 1}`,
  }));
}

/** POST homePageRelatedProcess over `rows`, matching the OR'ed LIKE conditions, recording the bodies. */
export function relatedProcessHandler(rows: FlowSearchRow[] = flowRows(23), received: QueryBody[] = []) {
  return answer(HOME_CALLS.relatedProcess, ({ body }) => {
    received.push(body);
    const text = String(body.querys?.[0]?.value ?? '');
    const matched = text
      ? rows.filter((r) => [r.subject, r.id, r.procDefName, r.prop1, r.aiSummaryResult].some((v) => v?.includes(text)))
      : rows;
    const { page = 1, pageSize = 10 } = body.pageBean ?? {};
    return { rows: matched.slice((page - 1) * pageSize, page * pageSize), total: matched.length };
  });
}

/** POST queryDocList over `rows` (title LIKE), recording the bodies. */
export function docListHandler(rows: DocRow[] = docRows(35), received: DocQueryBody[] = []) {
  return answer(SEARCH_CALLS.docList, ({ body }) => {
    received.push(body);
    const text = String(body.querys?.find((q) => q.property === 'title')?.value ?? body.title ?? '');
    const matched = text ? rows.filter((r) => r.title.includes(text)) : rows;
    const { page = 1, pageSize = 10 } = body.pageBean ?? {};
    return { rows: matched.slice((page - 1) * pageSize, page * pageSize), total: matched.length, page, pageSize };
  });
}

/** A search call that fails with the given code. */
export function failingSearchHandler(path: 'homePageRelatedProcess' | 'queryDocList', code = 500) {
  return answer(path === 'queryDocList' ? SEARCH_CALLS.docList : HOME_CALLS.relatedProcess, () => fail(code, 'search failed'));
}
