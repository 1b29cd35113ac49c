import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@/api/flowAdmin';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { AdminList } from '../components/AdminList';
import { ReassignDialog } from '../components/ReassignDialog';
import { flowAdminQueries, useSetExecutors, type ListFilter } from '../queries';

/** 'flow-admin/TaskReassign': every open task; an administrator gives one to other people. */
export default function TaskReassign() {
  const { t } = useTranslation('flowAdmin');
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const [filter, setFilter] = useState<ListFilter>({});
  const list = useQuery(flowAdminQueries.openTasks(paging, filter));
  const [task, setTask] = useState<TaskRow | null>(null);
  const reassign = useSetExecutors(() => {
    message.success(t('reassign.done'));
    setTask(null);
  });

  const columns = useMemo<FitColumn<TaskRow>[]>(
    () => [
      { key: 'subject', title: t('col.subject'), dataIndex: 'subject', minWidth: 200, ellipsis: true },
      { key: 'node', title: t('col.node'), dataIndex: 'name', width: 120, ellipsis: true, priority: 3 },
      {
        key: 'assignee',
        title: t('col.assignee'),
        dataIndex: 'assigneeName',
        width: 110,
        ellipsis: true,
        priority: 4,
        render: (name: string | null) => name ?? t('reassign.nobody'),
      },
      { key: 'flow', title: t('col.flow'), dataIndex: 'procDefName', width: 140, ellipsis: true, priority: 2 },
      timeColumn<TaskRow>('createTime', t('col.time'), 1),
      {
        key: 'actions',
        title: t('col.actions'),
        width: 100,
        render: (_, row) => (
          <Button size="small" onClick={() => setTask(row)}>
            {t('reassign.action')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <AdminList
      failed={list.isError}
      title={t('reassign.title')}
      searchLabel={t('searchSubject')}
      onSearch={(text) => {
        setFilter({ ...filter, text });
        setPaging((p) => ({ ...p, page: 1 }));
      }}
    >
      <PagedQueryTable<TaskRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <ReassignDialog
        task={task}
        busy={reassign.isPending}
        onClose={() => setTask(null)}
        onSubmit={(values) =>
          task &&
          reassign.mutate({
            taskId: task.id,
            handlerType: values.handlerType,
            ...(values.handlerType === 'user' ? { userIds: values.userIds } : values.refs?.length ? { refs: values.refs } : {}),
            ...(values.opinion?.trim() ? { opinion: values.opinion.trim() } : {}),
          })
        }
      />
    </AdminList>
  );
}
