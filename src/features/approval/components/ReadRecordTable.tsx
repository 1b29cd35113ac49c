import { useState } from 'react';
import { Segmented, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReadRecordRow } from '@/api/readRecords';
import { formatDateTime } from '@/shared/time';
import { approvalQueries } from '../queries';

const PAGE_SIZE = 10;

/** Who opened the instance's form, paged: by default one row per reader (the latest read), or every read. */
export function ReadRecordTable({ instId, enabled }: { instId: string; enabled: boolean }) {
  const { t } = useTranslation('approval');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [distinct, setDistinct] = useState(true);
  const reads = useQuery({ ...approvalQueries.reads(instId, page, pageSize, distinct), enabled, placeholderData: keepPreviousData });

  const columns: ColumnsType<ReadRecordRow> = [
    { title: t('related.columns.reader'), dataIndex: 'userName', width: 140, ellipsis: true },
    { title: t('related.columns.department'), dataIndex: 'orgName', width: 160, ellipsis: true, render: (v: string | null) => v || '-' },
    { title: t('related.columns.node'), dataIndex: 'nodeName', ellipsis: true, render: (v: string | null) => v || '-' },
    { title: t('related.columns.time'), dataIndex: 'readTime', width: 180, render: (v: string) => formatDateTime(v) },
    ...(distinct ? [{ title: t('related.columns.count'), dataIndex: 'readCount', width: 110, align: 'right' as const }] : []),
  ];

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Segmented<'readers' | 'every'>
        aria-label={t('related.reads')}
        value={distinct ? 'readers' : 'every'}
        options={[
          { value: 'readers', label: t('related.readers') },
          { value: 'every', label: t('related.everyRead') },
        ]}
        onChange={(v) => {
          setDistinct(v === 'readers');
          setPage(1);
        }}
      />
      <Table<ReadRecordRow>
        size="small"
        rowKey="id"
        aria-label={t('related.reads')}
        loading={reads.isFetching}
        columns={columns}
        dataSource={reads.data?.rows ?? []}
        locale={{ emptyText: reads.isError ? t('related.failed') : t('related.noReads') }}
        scroll={{ x: 700 }}
        pagination={{
          current: page,
          pageSize,
          total: reads.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (count) => t('related.total', { count }),
          onChange: (next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          },
        }}
      />
    </Space>
  );
}
