import { useMemo } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@/api/runtime';
import { useWithdrawTask } from '../mutations';
import type { TaskTab } from '../lib/tabs';
import { taskFormTarget } from '../lib/formTargets';
import { PagedTable } from '@/shared/ui/PagedTable';
import { StatusTag } from '@/shared/ui/StatusTag';
import { transferLabel } from '../lib/transferLabel';
import { timeColumn } from '@/shared/ui/timeColumn';
import { subjectColumn } from './subjectColumn';
import type { TabTableProps } from './tabTableProps';
import { statusLook } from '@/shared/ui/statusLook';
import { CELL_PADDING, columnWidth, TAG_EXTRA, TAG_GAP, textWidth } from '../lib/textWidth';
import styles from './table.module.css';

interface Props extends TabTableProps<TaskRow> {
  leaderId?: string;
}

const OPEN_TABS: ReadonlySet<TaskTab> = new Set<TaskTab>(['todo', 'leaderTodo']);

/** Rows of the task tabs (todo, leaderTodo, done, leaderDone, myDelegate). */
export function TaskTable({ tab, onOpen, leaderId, ...page }: Props) {
  const { t } = useTranslation(['tasks', 'approval']);
  const { message } = App.useApp();
  const withdraw = useWithdrawTask(() => message.success(t('actions.withdrawn')));
  const widths = useColumnWidths(page.rows);

  const open = (row: TaskRow) => onOpen(taskFormTarget(tab, row, leaderId));

  // the title keeps its least width and takes what the others leave; they take what their text needs on one line
  // (up to a bound) and give way by priority: the holder first (on the to-do tab it is the reader), then the
  // times, the step and the initiator last (the phone cards show flow, step and initiator too)
  const columns: FitColumn<TaskRow>[] = [
    subjectColumn(t, open, OPEN_TABS.has(tab)),
    // flow and step names are never cut: a long one (Indonesian) wraps onto a second line
    { key: 'flowName', title: t('columns.flowName'), dataIndex: 'procDefName', width: widths.flow, priority: 3 },
    { key: 'node', title: t('columns.node'), dataIndex: 'name', width: widths.node, priority: 5 },
    { key: 'creator', title: t('columns.initiator'), dataIndex: 'creator', width: widths.creator, ellipsis: true, priority: 4 },
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
    timeColumn('createTime', t('columns.createTime'), 2),
    ...(tab === 'done' || tab === 'leaderDone' ? [timeColumn<TaskRow>('completeTime', t('columns.completeTime'), 6, 'completeTime')] : []),
    {
      title: t('columns.status'),
      key: 'status',
      width: widths.status,
      render: (_, row) => (
        <Space size={4} wrap className={styles.status}>
          <StatusTag status={row.nodeStatus} label={transferLabel(t, row)} />
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

/** The short columns' widths for the rows shown, in the reader's language (their headers count too). */
function useColumnWidths(rows: TaskRow[] | undefined) {
  // t changes with the language, and the labels with it
  const { t } = useTranslation(['tasks', 'approval']);
  return useMemo(() => {
    const list = rows ?? [];
    const label = (status: string) => t(statusLook(status).labelKey, { ns: 'approval' });
    const tags = list.map((r) => [label(r.nodeStatus), ...(r.isHangUp ? [label('hangUp')] : [])]);
    const widest = tags.reduce(
      (w, texts) => Math.max(w, texts.reduce((sum, x) => sum + textWidth(x) + TAG_EXTRA, 0) + (texts.length - 1) * TAG_GAP),
      0,
    );
    return {
      flow: columnWidth([t('columns.flowName'), ...list.map((r) => r.procDefName)], 100, 160),
      node: columnWidth([t('columns.node'), ...list.map((r) => r.name)], 100, 170),
      creator: columnWidth([t('columns.initiator'), ...list.map((r) => r.creator)], 80, 140),
      status: Math.min(260, Math.max(100, widest + CELL_PADDING, textWidth(t('columns.status')) + CELL_PADDING)),
    };
  }, [rows, t]);
}
