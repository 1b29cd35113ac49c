import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { flowSearchQuery } from '../queries';
import { FLOW_PAGE_SIZE } from '../lib/flowQuery';
import { FlowCard } from './FlowCard';

interface Props {
  pattern: string;
  serial: number;
}

/** Flow search results: 10 a page; an empty text matches every flow the user may see. */
export function FlowSearchList({ pattern, serial }: Props) {
  const { t } = useTranslation('search');
  const [paging, setPaging] = useState({ pattern, serial, page: 1 });
  // a new search starts again at page 1
  const page = paging.pattern === pattern && paging.serial === serial ? paging.page : 1;
  const query = useQuery({ ...flowSearchQuery(pattern, page, serial), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  if (query.isPending) return <Spin style={{ display: 'block', margin: 48 }} aria-label={t('loading')} />;
  return (
    <div data-testid="flow-search-list">
      {rows.length === 0 ? <Empty description={t('empty')} /> : rows.map((row, i) => <FlowCard key={row.id} row={row} index={i} />)}
      {total > FLOW_PAGE_SIZE ? (
        <Pagination
          align="end"
          current={page}
          pageSize={FLOW_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(n) => t('total', { count: n })}
          onChange={(next) => setPaging({ pattern, serial, page: next })}
        />
      ) : null}
    </div>
  );
}
