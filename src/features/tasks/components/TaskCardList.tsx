import { useEffect, useRef } from 'react';
import { App, Button, Checkbox, Empty, Popconfirm, Space, Spin, Tag, Typography, theme } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstanceRow, TaskRow } from '@/api/runtime';
import { isTaskRowTab } from '@/api/runtime';
import type { FormTarget } from '@/shared/approvalForm';
import { StatusTag } from '@/shared/ui/StatusTag';
import { transferLabel } from '../lib/transferLabel';
import { formatDateTime } from '@/shared/time';
import { taskQueries } from '../queries';
import { useReadNotice, useWithdrawTask } from '../mutations';
import type { TaskListParams } from '../lib/listBody';
import { instanceFormTarget, taskFormTarget } from '../lib/formTargets';
import { InstanceActions } from './InstanceActions';
import { InstanceStatus } from './InstanceStatus';
import styles from './cards.module.css';

type Row = TaskRow | InstanceRow;

/** The cards' selection mode: a checkbox on each card, for the batch actions above the list. */
export interface CardSelection {
  selectable: (row: Row) => boolean;
  isChosen: (id: string) => boolean;
  toggle: (row: Row, on: boolean) => void;
  labelOf: (row: Row) => string;
}

interface Props {
  params: Omit<TaskListParams, 'page'>;
  onOpen: (target: FormTarget) => void;
  monitor?: boolean;
  /** set while the user chooses cards */
  selection?: CardSelection;
}

/**
 * A task or instance tab on a phone: one card per row with what matters (subject, flow, initiator,
 * time, state), the next page loaded when the end of the list scrolls into view.
 */
export function TaskCardList({ params, onOpen, monitor, selection }: Props) {
  const { t } = useTranslation('tasks');
  const { t: ts } = useTranslation('shell');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const readNotice = useReadNotice();
  const withdraw = useWithdrawTask(() => message.success(t('actions.withdrawn')));
  const list = useInfiniteQuery(taskQueries.cards(params));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = end.current;
    // without an IntersectionObserver (an old browser) the Load more button at the end does it
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const tab = params.tab;
  const rows = list.data?.pages.flatMap((page) => page.rows as Row[]) ?? [];
  const open = (row: Row) => {
    if (isTaskRowTab(tab)) return onOpen(taskFormTarget(tab, row as TaskRow, params.leaderId));
    const inst = row as InstanceRow;
    // opening a circulated item reads it, as in the table
    if (tab === 'received' && inst.refId && inst.isRead === 0) readNotice(inst.refId);
    onOpen(instanceFormTarget(tab, inst, monitor));
  };

  if (list.isLoading) return <Spin className={styles.loading} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div className={styles.list} data-testid="task-cards">
      {rows.map((row) => {
        const task = isTaskRowTab(tab) ? (row as TaskRow) : null;
        const chosen = selection?.isChosen(row.id) ?? false;
        // the same row actions as the table: withdraw a delegated task still open, the instance tabs' own
        const actions = task ? (
          tab === 'myDelegate' && task.status === 'todo' ? (
            <Popconfirm title={t('actions.withdrawConfirm')} onConfirm={() => withdraw.mutate(task.id)}>
              <Button size="small" loading={withdraw.isPending && withdraw.variables === task.id}>
                {t('actions.withdraw')}
              </Button>
            </Popconfirm>
          ) : null
        ) : (
          <InstanceActions tab={tab} row={row as InstanceRow} onOpen={onOpen} monitor={monitor} />
        );
        return (
          <article
            key={row.id}
            className={styles.card}
            style={{ borderColor: chosen ? token.colorPrimary : token.colorBorderSecondary }}
            aria-label={row.subject}
          >
            <div className={styles.head}>
              {selection ? (
                <Checkbox
                  className={styles.check}
                  checked={chosen}
                  disabled={!selection.selectable(row)}
                  aria-label={selection.labelOf(row)}
                  onChange={(e) => selection.toggle(row, e.target.checked)}
                />
              ) : null}
              {task && task.isRead === 0 && tab !== 'done' && tab !== 'leaderDone' ? <Tag color="red">{t('labels.unread')}</Tag> : null}
              {row.urgentState > 0 ? <Tag color="volcano">{t(`urgent.level${row.urgentState}`)}</Tag> : null}
              <Typography.Link className={styles.subject} onClick={() => open(row)}>
                {row.subject}
              </Typography.Link>
            </div>
            <Typography.Text type="secondary" className={styles.meta}>
              {[row.procDefName, task ? task.name : null, row.creator].filter(Boolean).join(' · ')}
            </Typography.Text>
            <div className={styles.foot}>
              <Typography.Text type="secondary">{formatDateTime(task?.completeTime ?? row.createTime)}</Typography.Text>
              {task ? (
                <Space size={4} wrap>
                  <StatusTag status={task.nodeStatus} label={transferLabel(t, task)} />
                  {task.isHangUp ? <StatusTag status="hangUp" /> : null}
                </Space>
              ) : (
                <InstanceStatus row={row as InstanceRow} />
              )}
            </div>
            {actions ? (
              <div className={styles.actions} aria-label={ts('mobile.actions')}>
                {actions}
              </div>
            ) : null}
          </article>
        );
      })}
      <div ref={end} className={styles.end}>
        {hasNextPage ? (
          <Button block loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {ts('mobile.loadMore')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{ts('mobile.noMore')}</Typography.Text>
        )}
      </div>
    </div>
  );
}
