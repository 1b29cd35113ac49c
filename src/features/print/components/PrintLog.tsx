import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PrintRecordRow } from '@/api/print';
import { formatDateTime } from '@/shared/time';
import { printQueries } from '../queries';

interface Props {
  instId: string;
  /** the instance's nodes, to name the node a print was made at */
  nodes: ReadonlyArray<{ nodeId: string; name: string }>;
}

/** The print log of an instance: who printed its form, when, at which node, with which template, how; newest first. */
export function PrintLog({ instId, nodes }: Props) {
  const { t } = useTranslation('print');
  const records = useQuery(printQueries.records(instId));
  const nodeName = new Map(nodes.map((n) => [n.nodeId, n.name]));
  const columns: ColumnsType<PrintRecordRow> = [
    { title: t('log.user'), dataIndex: 'userName', width: 140, ellipsis: true },
    { title: t('log.time'), dataIndex: 'createTime', width: 180, render: (v: string) => formatDateTime(v) },
    {
      title: t('log.node'),
      dataIndex: 'nodeId',
      width: 160,
      ellipsis: true,
      render: (v: string | null) => (v ? (nodeName.get(v) ?? v) : '-'),
    },
    { title: t('log.template'), dataIndex: 'templateName', ellipsis: true, render: (v: string | null) => v || '-' },
    {
      title: t('log.purpose'),
      dataIndex: 'purpose',
      width: 110,
      render: (v: string | undefined) => (v ? t(`log.purposes.${v}`, { defaultValue: v }) : '-'),
    },
  ];
  return (
    <Table<PrintRecordRow>
      size="small"
      rowKey="id"
      aria-label={t('log.title')}
      loading={records.isFetching}
      columns={columns}
      dataSource={records.data ?? []}
      locale={{ emptyText: records.isError ? t('log.failed') : t('log.empty') }}
      scroll={{ x: 640 }}
      pagination={(records.data?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
    />
  );
}
