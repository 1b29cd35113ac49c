import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { FormRecordRow } from '@/api/flowAdmin';
import { PagedQueryTable } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { RemoveSelectedButton } from '../components/RemoveButtons';
import { AdminList } from '../components/AdminList';
import { describeChanges } from '../lib/changes';
import { removeColumn, useRemovableList } from '../lib/removableList';
import { flowAdminQueries, useRemoveFormRecords } from '../queries';

/** 'flow-admin/FormRecords': what each save of a task's form changed (every instance, for administrators); delete records. */
export default function FormRecords() {
  const { t, paging, setPaging, filter, setFilter, selected, removed, rowSelection } = useRemovableList();
  const list = useQuery(flowAdminQueries.formRecords(paging, filter));
  const remove = useRemoveFormRecords(removed);

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
      removeColumn<FormRecordRow>(t('col.actions'), t('records.removeOne'), (ids) => remove.mutate(ids)),
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
      <PagedQueryTable<FormRecordRow> source={list} columns={columns} paging={paging} onPaging={setPaging} rowSelection={rowSelection} />
    </AdminList>
  );
}
