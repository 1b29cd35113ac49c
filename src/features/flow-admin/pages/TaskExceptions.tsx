import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, TreeSelect } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { exportExceptions, type TaskExceptionRow, type TypeTree } from '@/api/flowAdmin';
import { saveDownload } from '@/api/files';
import { PagedQueryTable } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { RemoveSelectedButton } from '../components/RemoveButtons';
import { AdminList } from '../components/AdminList';
import { removeColumn, useRemovableList } from '../lib/removableList';
import { flowAdminQueries, listBody, useRemoveExceptions, type ListFilter } from '../queries';

interface TreeItem {
  value: string;
  title: string;
  children: TreeItem[];
}
const treeData = (nodes: TypeTree['nodes']): TreeItem[] =>
  nodes.map((n) => ({ value: n.id, title: `${n.name} (${n.count})`, children: treeData(n.children as TypeTree['nodes']) }));

/** 'flow-admin/TaskExceptions': engine failures recorded against instances (no approver found...), by classification; export, delete. */
export default function TaskExceptions() {
  const { t, paging, setPaging, filter, setFilter, selected, removed, rowSelection } = useRemovableList();
  const list = useQuery(flowAdminQueries.exceptions(paging, filter));
  const tree = useQuery(flowAdminQueries.exceptionTree(filter.text));
  const [exporting, setExporting] = useState(false);
  const remove = useRemoveExceptions(removed);
  const change = (next: ListFilter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const download = async () => {
    setExporting(true);
    try {
      saveDownload(await exportExceptions(listBody({ page: 1, pageSize: 1000 }, filter)), 'exceptions.csv');
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<FitColumn<TaskExceptionRow>[]>(
    () => [
      { key: 'subject', title: t('col.subject'), dataIndex: 'subject', minWidth: 200, ellipsis: true },
      { key: 'flow', title: t('col.flow'), dataIndex: 'procDefName', width: 140, ellipsis: true, priority: 3 },
      { key: 'node', title: t('col.node'), dataIndex: 'nodeName', width: 120, ellipsis: true, priority: 2 },
      { key: 'message', title: t('exceptions.reason'), dataIndex: 'message', width: 220, ellipsis: true, priority: 4 },
      timeColumn<TaskExceptionRow>('createTime', t('col.time'), 1),
      removeColumn<TaskExceptionRow>(t('col.actions'), t('exceptions.removeOne'), (ids) => remove.mutate(ids)),
    ],
    [t, remove],
  );

  return (
    <AdminList
      failed={list.isError}
      title={t('exceptions.title')}
      searchLabel={t('searchSubject')}
      onSearch={(text) => change({ ...filter, text })}
      tools={
        <>
          <TreeSelect
            allowClear
            style={{ flex: '1 1 180px', maxWidth: 260 }}
            aria-label={t('exceptions.type')}
            placeholder={t('exceptions.type')}
            treeDefaultExpandAll
            treeData={treeData(tree.data?.nodes ?? [])}
            value={filter.typeId}
            onChange={(typeId?: string) => change({ ...filter, typeId })}
          />
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
            {t('export')}
          </Button>
          <RemoveSelectedButton
            title={t('exceptions.removeSelected', { count: selected.length })}
            count={selected.length}
            onConfirm={() => remove.mutate(selected)}
          />
        </>
      }
    >
      <PagedQueryTable<TaskExceptionRow> source={list} columns={columns} paging={paging} onPaging={setPaging} rowSelection={rowSelection} />
    </AdminList>
  );
}
