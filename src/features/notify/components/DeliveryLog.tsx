import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@/api/notices';
import { formatDateTime } from '@/shared/time';
import { deliveriesQuery } from '../queries';

const STATUS_COLOURS = { queued: 'processing', sent: 'success', failed: 'error' } as const;

/** The caller's last deliveries: failures stay visible with their attempts and last error. */
export function DeliveryLog() {
  const { t } = useTranslation('notify');
  const log = useQuery(deliveriesQuery());
  return (
    <Card title={t('log.title')} size="small">
      <Table<Delivery>
        rowKey="id"
        size="small"
        loading={log.isLoading}
        dataSource={log.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('log.empty') }}
        scroll={{ x: 800 }}
        columns={[
          { title: t('log.time'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
          {
            title: t('log.channel'),
            key: 'channel',
            width: 150,
            render: (_, d) => `${t(`column.${d.channel}`)}${d.hook === 'company' ? ` (${t('log.company')})` : ''}`,
          },
          { title: t('log.target'), dataIndex: 'target', ellipsis: true },
          { title: t('log.category'), dataIndex: 'category', width: 90, render: (c: string) => t(`category.${c}`, { defaultValue: c }) },
          {
            title: t('log.status'),
            dataIndex: 'status',
            width: 100,
            render: (s: Delivery['status']) => <Tag color={STATUS_COLOURS[s]}>{t(`status.${s}`)}</Tag>,
          },
          { title: t('log.attempts'), dataIndex: 'attempts', width: 90 },
          { title: t('log.error'), dataIndex: 'lastError', ellipsis: true, render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
