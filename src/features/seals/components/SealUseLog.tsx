import { useState } from 'react';
import { Space, Switch, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SealUseRow } from '@/api/seals';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { sealQueries } from '../queries';

/**
 * Every check and use of every seal, newest first: who, which seal, checked (or refused, and why) or applied to a
 * form, from which request and task.
 */
export function SealUseLog() {
  const { t } = useTranslation('seals');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [onlyFailed, setOnlyFailed] = useState(false);
  const list = useQuery(sealQueries.log(paging, onlyFailed));
  const columns: FitColumn<SealUseRow>[] = [
    timeColumn('time', t('log.time'), 1, 'useTime'),
    { key: 'seal', title: t('log.seal'), dataIndex: 'sealName', width: 160, ellipsis: true },
    { key: 'user', title: t('log.user'), dataIndex: 'userName', width: 120, ellipsis: true },
    {
      key: 'result',
      title: t('log.result'),
      width: 200,
      render: (_, row) =>
        row.ok ? (
          // a check grants the seal; an apply is the seal placed into a form (the use a print is signed for)
          <Tag color={row.action === 'apply' ? 'success' : 'processing'}>{t(row.action === 'apply' ? 'log.applied' : 'log.checked')}</Tag>
        ) : (
          <Tag color="error">{row.reason ? t(`log.reasons.${row.reason}`, { defaultValue: row.reason }) : t('log.fail')}</Tag>
        ),
    },
    {
      key: 'secretFree',
      title: t('log.secretFree'),
      dataIndex: 'secretFree',
      width: 100,
      priority: 3,
      render: (v: boolean) => (v ? t('seals.yes') : t('seals.no')),
    },
    {
      key: 'where',
      title: t('log.where'),
      width: 200,
      priority: 4,
      ellipsis: true,
      render: (_, row) => [row.instId, row.taskId].filter(Boolean).join(' / ') || '-',
    },
    { key: 'requestId', title: t('log.requestId'), dataIndex: 'requestId', width: 200, priority: 5, ellipsis: true },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Switch
          checked={onlyFailed}
          onChange={(v) => {
            setOnlyFailed(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          aria-label={t('log.onlyFailed')}
        />
        {t('log.onlyFailed')}
      </Space>
      <PagedQueryTable<SealUseRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
    </>
  );
}
