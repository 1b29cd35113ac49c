import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawAgent, type TaskRow } from '@/api/runtime';
import { formatDateTime } from '@/shared/time';
import { taskKeys } from '../queries';
import { LEADER_TABS, type TaskTab } from '../lib/tabs';
import type { FormTarget } from '../lib/openForm';
import { PagedTable, type Paging } from './PagedTable';
import { StatusTag } from './StatusTag';

interface Props {
  tab: TaskTab;
  rows: TaskRow[] | undefined;
  total: number | undefined;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  onOpen: (target: FormTarget) => void;
  leaderId?: string;
}

const OPEN_TABS: ReadonlySet<TaskTab> = new Set<TaskTab>(['todo', 'leaderTodo']);

/** Rows of the task tabs (todo, leaderTodo, done, leaderDone, myDelegate). */
export function TaskTable({ tab, rows, total, loading, paging, onPaging, onOpen, leaderId }: Props) {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (taskId: string) => withdrawAgent(taskId),
    onSuccess: () => {
      message.success(t('actions.withdrawn'));
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });

  // a delegated task now belongs to the agent: its owner follows the instance
  const open = (row: TaskRow) =>
    onOpen(tab === 'myDelegate' ? { instId: row.procInstId } : { taskId: row.id, leaderId: LEADER_TABS.has(tab) ? leaderId : undefined });

  const columns: ColumnsType<TaskRow> = [
    {
      title: t('columns.subject'),
      dataIndex: 'subject',
      ellipsis: true,
      render: (_, row) => (
        <Space size={4}>
          {row.isRead === 0 && OPEN_TABS.has(tab) ? <Tag color="red">{t('labels.unread')}</Tag> : null}
          {row.urgentState > 0 ? <Tag color="volcano">{t(`urgent.level${row.urgentState}`)}</Tag> : null}
          <Typography.Link onClick={() => open(row)}>{row.subject}</Typography.Link>
        </Space>
      ),
    },
    { title: t('columns.flowName'), dataIndex: 'procDefName', width: 160, ellipsis: true },
    { title: t('columns.node'), dataIndex: 'name', width: 140, ellipsis: true },
    { title: t('columns.initiator'), dataIndex: 'creator', width: 110 },
    {
      title: tab === 'myDelegate' ? t('columns.agent') : t('columns.owner'),
      key: 'holder',
      width: 120,
      render: (_, row) =>
        (tab === 'myDelegate'
          ? row.assigneeName
          : row.ownerName && row.ownerName !== row.assigneeName
            ? row.ownerName
            : row.assigneeName) ?? '-',
    },
    { title: t('columns.createTime'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
    ...(tab === 'done' || tab === 'leaderDone'
      ? [{ title: t('columns.completeTime'), dataIndex: 'completeTime', width: 170, render: (v: string | null) => formatDateTime(v) }]
      : []),
    {
      title: t('columns.status'),
      key: 'status',
      width: 150,
      render: (_, row) => (
        <Space size={4} wrap>
          <StatusTag status={row.nodeStatus} />
          {row.isHangUp ? <StatusTag status="hangUp" /> : null}
        </Space>
      ),
    },
    ...(tab === 'myDelegate'
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, row: TaskRow) =>
              row.status === 'todo' ? (
                <Popconfirm title={t('actions.withdrawConfirm')} onConfirm={() => withdraw.mutate(row.id)}>
                  <Button size="small" loading={withdraw.isPending && withdraw.variables === row.id}>
                    {t('actions.withdraw')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <PagedTable<TaskRow>
      rowKey="id"
      columns={columns}
      rows={rows}
      total={total}
      loading={loading}
      paging={paging}
      onPaging={onPaging}
      scrollX={1100}
    />
  );
}
