import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormRecordRow } from '@/api/flowAdmin';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { RemoveOneButton, RemoveSelectedButton } from '../components/RemoveButtons';
import { AdminList } from '../components/AdminList';
import { describeChanges } from '../lib/changes';
import { flowAdminQueries, useRemoveFormRecords, type ListFilter } from '../queries';

/** 'flow-admin/FormRecords': what each save of a task's form changed (every instance, for administrators); delete records. */
export default function FormRecords() {
  const { t } = useTranslation('flowAdmin');
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const [filter, setFilter] = useState<ListFilter>({});
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery(flowAdminQueries.formRecords(paging, filter));
  const remove = useRemoveFormRecords((count) => {
    message.success(t('removed', { count }));
    setSelected([]);
  });

  const columns = useMemo<FitColumn<FormRecordRow>[]>(
    () => [
      {
        key: 'changes',
        title: t('records.changes'),
        dataIndex: 'changes',
        minWidth: 220,
        render: (changes: FormRecordRow['changes']) => (
          <Typography.Paragraph
            style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            ellipsis={{ rows: 3, tooltip: true }}
          >
            {describeChanges(changes).join('\n') || '-'}
          </Typography.Paragraph>
        ),
      },
      { key: 'user', title: t('records.user'), dataIndex: 'userName', width: 100, ellipsis: true },
      { key: 'node', title: t('col.node'), dataIndex: 'nodeId', width: 120, ellipsis: true, priority: 3 },
      { key: 'version', title: t('records.version'), dataIndex: 'version', width: 80, priority: 2 },
      { key: 'instance', title: t('records.instance'), dataIndex: 'procInstId', width: 150, ellipsis: true, priority: 4 },
      timeColumn<FormRecordRow>('createTime', t('col.time'), 1),
      {
        key: 'actions',
        title: t('col.actions'),
        width: 90,
        render: (_, row) => <RemoveOneButton title={t('records.removeOne')} onConfirm={() => remove.mutate([row.id])} />,
      },
    ],
    [t, remove],
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
      tools={
        <RemoveSelectedButton
          title={t('records.removeSelected', { count: selected.length })}
          count={selected.length}
          onConfirm={() => remove.mutate(selected)}
        />
      }
    >
      <PagedQueryTable<FormRecordRow>
        source={list}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
    </AdminList>
  );
}
