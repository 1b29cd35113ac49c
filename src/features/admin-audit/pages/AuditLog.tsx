import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportAudit, type AuditRow } from '@/api/audit';
import { saveDownload } from '@/api/files';
import { PagedTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { actionName, targetTypeName } from '../components/actionName';
import { AuditEntryDrawer } from '../components/AuditEntryDrawer';
import { AuditFilters } from '../components/AuditFilters';
import { ChainCheck } from '../components/ChainCheck';
import { auditBody, auditQueries, type AuditFilter } from '../queries';

/**
 * 'admin-audit/AuditLog': the audit log of administration, newest first, searched by time, actor, action, target;
 * an entry opens with its differences; the filtered rows export as CSV; the chain check says whether the log holds.
 */
export default function AuditLog() {
  const { t } = useTranslation('adminAudit');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filter, setFilter] = useState<AuditFilter>({});
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(auditQueries.list(paging, filter));
  const download = async () => {
    setExporting(true);
    try {
      saveDownload(await exportAudit(auditBody({ page: 1, pageSize: 1000 }, filter)), 'audit-log.csv');
    } finally {
      setExporting(false);
    }
  };
  const columns: FitColumn<AuditRow>[] = [
    { key: 'seq', title: t('columns.seq'), dataIndex: 'seq', width: 70, priority: 4 },
    { ...timeColumn<AuditRow>('at', t('columns.at'), 0, 'at'), priority: undefined },
    { key: 'actor', title: t('columns.actor'), dataIndex: 'actorAccount', width: 110, ellipsis: true },
    { key: 'ip', title: t('columns.ip'), dataIndex: 'ip', width: 120, ellipsis: true, priority: 5 },
    {
      key: 'action',
      title: t('columns.action'),
      dataIndex: 'action',
      width: 150,
      ellipsis: true,
      render: (a: string) => <span title={a}>{actionName(t, a)}</span>,
    },
    {
      key: 'target',
      title: t('columns.target'),
      minWidth: 140,
      ellipsis: true,
      priority: 2,
      render: (_, r) => `${targetTypeName(t, r.targetType)} · ${r.targetName ?? r.targetId ?? ''}`,
    },
    {
      key: 'view',
      title: t('columns.view'),
      width: 80,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.seq)} aria-label={`${t('columns.view')} #${r.seq}`}>
          {t('columns.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ChainCheck>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('export')}
        </Button>
      </ChainCheck>
      <AuditFilters
        onApply={(f) => {
          setFilter(f);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <PagedTable<AuditRow>
        rowKey="seq"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
        onRow={(r) => ({ onDoubleClick: () => setOpen(r.seq) })}
      />
      <AuditEntryDrawer seq={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
