import { App, Button, Popconfirm, Space } from 'antd';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@/api/runtime';
import { useWithdrawTask } from '../mutations';
import type { TaskTab } from '../lib/tabs';
import { taskFormTarget } from '../lib/formTargets';
import { PagedTable } from '@/shared/ui/PagedTable';
import { StatusTag } from '@/shared/ui/StatusTag';
import { timeColumn } from '@/shared/ui/timeColumn';
import { subjectColumn } from './subjectColumn';
import type { TabTableProps } from './tabTableProps';
import styles from './table.module.css';

interface Props extends TabTableProps<TaskRow> {
  leaderId?: string;
}

const OPEN_TABS: ReadonlySet<TaskTab> = new Set<TaskTab>(['todo', 'leaderTodo']);

/** Rows of the task tabs (todo, leaderTodo, done, leaderDone, myDelegate). */
export function TaskTable({ tab, onOpen, leaderId, ...page }: Props) {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const withdraw = useWithdrawTask(() => message.success(t('actions.withdrawn')));

  const open = (row: TaskRow) => onOpen(taskFormTarget(tab, row, leaderId));

  // the title keeps its least width; the others give way by priority
  const columns: FitColumn<TaskRow>[] = [
    subjectColumn(t, open, OPEN_TABS.has(tab)),
    { key: 'flowName', title: t('columns.flowName'), dataIndex: 'procDefName', width: 150, ellipsis: true, priority: 3 },
    { key: 'node', title: t('columns.node'), dataIndex: 'name', width: 130, ellipsis: true, priority: 4 },
    { key: 'creator', title: t('columns.initiator'), dataIndex: 'creator', width: 100, ellipsis: true, priority: 2 },
    {
      title: tab === 'myDelegate' ? t('columns.agent') : t('columns.owner'),
      key: 'holder',
      width: 110,
      ellipsis: true,
      priority: tab === 'myDelegate' ? 4 : 1,
      render: (_, row) =>
        (tab === 'myDelegate'
          ? row.assigneeName
          : row.ownerName && row.ownerName !== row.assigneeName
            ? row.ownerName
            : row.assigneeName) ?? '-',
    },
    timeColumn('createTime', t('columns.createTime'), 6),
    ...(tab === 'done' || tab === 'leaderDone' ? [timeColumn<TaskRow>('completeTime', t('columns.completeTime'), 7, 'completeTime')] : []),
    {
      title: t('columns.status'),
      key: 'status',
      width: 150,
      render: (_, row) => (
        <Space size={4} wrap className={styles.status}>
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
            fixed: 'right' as const,
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

  return <PagedTable<TaskRow> rowKey="id" columns={columns} {...page} />;
}
