import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { FormRecordRow } from '@/api/flowAdmin';
import { instanceFormUrl } from '@/features/tasks';
import { PagedQueryTable } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { AdminList } from '../components/AdminList';
import { FormChanges } from '../components/FormChanges';
import { useRemovableList } from '../lib/removableList';
import { flowAdminQueries } from '../queries';

/**
 * 'flow-admin/FormRecords': what each save of a task's form changed (every instance, for administrators): the request
 * (a link), the step, who, and each field by its label with its values as the form shows them. Records are an audit
 * trail: nobody deletes them (issue 29 item 12).
 */
export default function FormRecords() {
  const { t, paging, setPaging, filter, setFilter } = useRemovableList();
  const list = useQuery(flowAdminQueries.formRecords(paging, filter));

  const columns = useMemo<FitColumn<FormRecordRow>[]>(
    () => [
      {
        key: 'request',
        title: t('records.request'),
        width: 180,
        ellipsis: true,
        render: (_, row) => (
          <Typography.Link href={instanceFormUrl(row.procInstId)} target="_blank" rel="noopener">
            {row.subject ?? row.procInstId}
          </Typography.Link>
        ),
      },
      { key: 'changes', title: t('records.changes'), minWidth: 220, render: (_, row) => <FormChanges row={row} /> },
      { key: 'user', title: t('records.user'), dataIndex: 'userName', width: 100, ellipsis: true },
      { key: 'node', title: t('col.node'), width: 120, ellipsis: true, priority: 3, render: (_, row) => row.nodeName || row.nodeId || '-' },
      { key: 'version', title: t('records.version'), dataIndex: 'version', width: 80, priority: 1 },
      { ...timeColumn<FormRecordRow>('createTime', t('col.time'), 0), priority: 2 },
    ],
    [t],
  );

  return (
    <AdminList
      failed={list.isError}
      title={t('records.title')}
      searchLabel={t('records.searchUser')}
      onSearch={(text) => {
        setFilter({ ...filter, text });
        setPaging((p) => ({ ...p, page: 1 }));
      }}
    >
      <PagedQueryTable<FormRecordRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
    </AdminList>
  );
}
