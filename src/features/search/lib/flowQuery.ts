import type { QueryBody, QueryFilter } from '@contract/common';

/** Page size of the flow search (spec 01 §9). */
export const FLOW_PAGE_SIZE = 10;

/** Columns the flow search matches, in the spec's spelling (spec 01 §7). */
export const FLOW_SEARCH_PROPERTIES = ['SUBJECT_', 'ID_', 'PROC_DEF_NAME_', 'PROP1_', 'aiSummaryResult'] as const;

/**
 * Body of homePageRelatedProcess: LIKE conditions in one group joined by OR, so a flow matches
 * when any column contains the text. An empty text sends no condition and so matches every flow.
 */
export function buildFlowQuery(pattern: string, page: number): QueryBody {
  const text = pattern.trim();
  const querys: QueryFilter[] = text
    ? FLOW_SEARCH_PROPERTIES.map((property) => ({
        property,
        value: text,
        group: 'search',
        relation: 'OR',
        operation: 'LIKE',
      }))
    : [];
  return { pageBean: { page, pageSize: FLOW_PAGE_SIZE, showTotal: true }, querys };
}

/** The four tag colour pairs the flow name tag rotates through. */
export const FLOW_TAG_COLOURS = [
  { color: '#2F54EB', background: '#F0F5FF' },
  { color: '#08979C', background: '#E6FFFB' },
  { color: '#D46B08', background: '#FFF7E6' },
  { color: '#C41D7F', background: '#FFF0F6' },
] as const;

export function flowTagColour(index: number) {
  return FLOW_TAG_COLOURS[((index % 4) + 4) % 4];
}

/** Path (under the app base) of the approval form a flow card opens in a new window. */
export function approvalFormPath(base: string, instId: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}matter/approvalForm?instId=${encodeURIComponent(instId)}&type=fromMonitor`;
}
