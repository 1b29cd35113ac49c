import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentSearchQuery } from '../queries';
import {
  DOCUMENT_DEFAULT_PAGE_SIZE,
  DOCUMENT_PAGE_SIZES,
  nextDocumentPaging,
  toDocumentCard,
  type DocumentPaging,
} from '../lib/documentQuery';
import { DocumentCard } from './DocumentCard';

interface Props {
  pattern: string;
  /** grows with every fired search, so the same text searched again reloads */
  serial?: number;
}

/** Paged document list (global search and the documents page): 10 a page by default. */
export function DocumentSearchList({ pattern, serial = 0 }: Props) {
  const { t } = useTranslation('search');
  const [state, setState] = useState<DocumentPaging & { serial: number }>({
    pattern,
    page: 1,
    pageSize: DOCUMENT_DEFAULT_PAGE_SIZE,
    serial,
  });
  // a new search (text or serial) starts again at page 1, keeping the page size
  const paging = state.pattern === pattern && state.serial === serial ? state : { ...state, pattern, serial, page: 1 };
  const query = useQuery({ ...documentSearchQuery(pattern, paging.page, paging.pageSize, serial), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  if (query.isPending) return <Spin style={{ display: 'block', margin: 48 }} aria-label={t('loading')} />;
  const offset = (paging.page - 1) * paging.pageSize;
  return (
    <div data-testid="document-search-list">
      {rows.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        rows.map((row, i) => <DocumentCard key={row.id} card={toDocumentCard(row, offset + i)} />)
      )}
      <Pagination
        align="end"
        current={paging.page}
        pageSize={paging.pageSize}
        total={total}
        pageSizeOptions={DOCUMENT_PAGE_SIZES.map(String)}
        showSizeChanger
        hideOnSinglePage={false}
        showTotal={(n) => t('total', { count: n })}
        onChange={(page, pageSize) => setState({ ...nextDocumentPaging(paging, { page, pageSize }), serial })}
      />
    </div>
  );
}
