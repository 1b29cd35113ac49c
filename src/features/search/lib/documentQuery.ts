import type { QueryBody } from '@contract/common';

export const DOCUMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DOCUMENT_DEFAULT_PAGE_SIZE = 10;

/** Body of queryDocList: title LIKE the text; the server sorts by effective time, newest first. */
export function buildDocumentQuery(pattern: string, page: number, pageSize: number): QueryBody {
  const text = pattern.trim();
  return {
    pageBean: { page, pageSize, showTotal: true },
    querys: text ? [{ property: 'title', value: text, operation: 'LIKE', relation: 'AND' }] : [],
  };
}

export interface DocumentPaging {
  pattern: string;
  page: number;
  pageSize: number;
}

/** A new search text or page size starts again at page 1 (spec 02 §4). */
export function nextDocumentPaging(state: DocumentPaging, change: { pattern?: string; page?: number; pageSize?: number }): DocumentPaging {
  const pattern = change.pattern ?? state.pattern;
  const pageSize = change.pageSize ?? state.pageSize;
  if (pattern !== state.pattern || pageSize !== state.pageSize) return { pattern, pageSize, page: 1 };
  return { ...state, page: change.page ?? state.page };
}

/** A row of queryDocList (spec 02 §3 "Document list row"). */
export interface DocumentRow {
  id: string;
  title: string;
  docCatalogueLabel?: string | null;
  docVersion?: string | number | null;
  docStatusLabel?: string | null;
  docCode?: string | null;
  createdTime?: string | null;
  docOwnerName?: string | null;
  dmsUrl?: string | null;
}

/** What a document card shows (spec 02 §3 "Document card"; `ducumentCode` is the spec's spelling). */
export interface DocumentCardData {
  id: string;
  title: string;
  status: string;
  ducumentCode: string;
  version: string;
  category: string;
  initiator: string;
  startTime: string;
  dmsUrl: string;
  index: number;
}

export function toDocumentCard(row: DocumentRow, index: number): DocumentCardData {
  const version = row.docVersion === null || row.docVersion === undefined || row.docVersion === '' ? '' : `v${row.docVersion}`;
  return {
    id: row.id,
    title: row.title,
    status: row.docStatusLabel ?? '',
    ducumentCode: row.docCode ?? '',
    version,
    category: row.docCatalogueLabel ?? '',
    initiator: row.docOwnerName ?? '',
    startTime: row.createdTime ?? '',
    dmsUrl: row.dmsUrl ?? '',
    index,
  };
}
