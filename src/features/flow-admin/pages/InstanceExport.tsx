import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_TABS } from '@contract/workflow-export';
import { exportInstances, type ExportTab, type InstanceRow } from '@/api/flowAdmin';
import { saveDownload } from '@/api/files';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { AdminList } from '../components/AdminList';
import { flowAdminQueries, listBody, type ListFilter } from '../queries';

/** 'flow-admin/InstanceExport': the instances of a list (every instance, or one of the caller's lists) as a CSV file; the rows first. */
export default function InstanceExport() {
  const { t } = useTranslation('flowAdmin');
  const { message } = App.useApp();
  const [tab, setTab] = useState<ExportTab>('processOverview');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const [filter, setFilter] = useState<ListFilter>({});
  const list = useQuery(flowAdminQueries.instances(tab, paging, filter));
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      saveDownload(await exportInstances(tab, listBody({ page: 1, pageSize: 1000 }, filter)), `${tab}.csv`);
      message.success(t('instances.exported'));
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<FitColumn<InstanceRow>[]>(
    () => [
      { key: 'subject', title: t('col.subject'), dataIndex: 'subject', minWidth: 200, ellipsis: true },
      { key: 'flow', title: t('col.flow'), dataIndex: 'procDefName', width: 140, ellipsis: true, priority: 3 },
      { key: 'creator', title: t('col.creator'), dataIndex: 'creator', width: 100, ellipsis: true, priority: 2 },
      {
        key: 'status',
        title: t('col.status'),
        dataIndex: 'status',
        width: 100,
        priority: 4,
        render: (status: string) => t(`instances.status.${status}`, { defaultValue: status }),
      },
      timeColumn<InstanceRow>('createTime', t('col.time'), 1),
    ],
    [t],
  );

  return (
    <AdminList
      failed={list.isError}
      title={t('instances.title')}
      searchLabel={t('searchSubject')}
      onSearch={(text) => {
        setFilter({ ...filter, text });
        setPaging((p) => ({ ...p, page: 1 }));
      }}
      tools={
        <>
          <Select<ExportTab>
            style={{ flex: '1 1 160px', maxWidth: 220 }}
            aria-label={t('instances.tab')}
            value={tab}
            options={EXPORT_TABS.map((value) => ({ value, label: t(`instances.tabs.${value}`) }))}
            onChange={(next) => {
              setTab(next);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
          <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
            {t('instances.export')}
          </Button>
        </>
      }
    >
      <PagedQueryTable<InstanceRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
    </AdminList>
  );
}
