import { useState } from 'react';
import { Button, Space, Switch, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '@/api/files';
import { exportSealUseLog, type SealUseRow } from '@/api/seals';
import { instanceFormUrl } from '@/features/tasks';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { logBody, sealQueries } from '../queries';

/**
 * Every check and use of every seal, newest first: when, who, which seal, for which request (a link to it) and what
 * came of it (checked, applied to the form, or refused and why); the filtered rows export as CSV.
 */
export function SealUseLog() {
  const { t } = useTranslation('seals');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(sealQueries.log(paging, onlyFailed));
  const download = async () => {
    setExporting(true);
    try {
      saveDownload(await exportSealUseLog(logBody({ page: 1, pageSize: 1000 }, onlyFailed)), 'seal-use-log.csv');
    } finally {
      setExporting(false);
    }
  };
  const columns: FitColumn<SealUseRow>[] = [
    // the time never gives way: a log row without it says little
    { ...timeColumn<SealUseRow>('time', t('log.time'), 0, 'useTime'), priority: undefined },
    { key: 'user', title: t('log.user'), dataIndex: 'userName', width: 110, ellipsis: true },
    { key: 'seal', title: t('log.seal'), dataIndex: 'sealName', width: 160, ellipsis: true, priority: 3 },
    {
      key: 'request',
      title: t('log.request'),
      minWidth: 160,
      ellipsis: true,
      render: (_, row) =>
        row.instId ? (
          <Typography.Link href={instanceFormUrl(row.instId)} target="_blank" rel="noopener">
            {row.subject ?? row.instId}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('log.startForm')}</Typography.Text>
        ),
    },
    {
      key: 'result',
      title: t('log.result'),
      width: 160,
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
      width: 90,
      priority: 1,
      render: (v: boolean) => (v ? t('seals.yes') : t('seals.no')),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Switch
          checked={onlyFailed}
          onChange={(v) => {
            setOnlyFailed(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          aria-label={t('log.onlyFailed')}
        />
        {t('log.onlyFailed')}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('log.export')}
        </Button>
      </Space>
      <PagedQueryTable<SealUseRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
    </>
  );
}
