import { Tag } from 'antd';
import { HoverTip } from '@/shared/ui/HoverTip';
import type { TFunction } from 'i18next';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { TITLE_MIN_WIDTH } from '@/shared/ui/fitColumns';
import { ActionLink } from '@/shared/ui/ActionLink';
import styles from './table.module.css';

interface SubjectRow {
  subject: string;
  isRead?: number;
  urgentState: number;
}

/**
 * The subject column of the task and instance tables: it keeps the title's least width, ends in
 * an ellipsis with the whole subject in a tooltip, and carries the unread and urgency tags.
 */
export function subjectColumn<Row extends SubjectRow>(t: TFunction, open: (row: Row) => void, showUnread = true): FitColumn<Row> {
  return {
    key: 'subject',
    title: t('columns.subject'),
    dataIndex: 'subject',
    minWidth: TITLE_MIN_WIDTH,
    ellipsis: { showTitle: false },
    render: (_: unknown, row: Row) => (
      <span className={styles.subject}>
        {showUnread && row.isRead === 0 ? <Tag color="red">{t('labels.unread')}</Tag> : null}
        {row.urgentState > 0 ? <Tag color="volcano">{t(`urgent.level${row.urgentState}`)}</Tag> : null}
        <HoverTip title={row.subject} placement="topLeft">
          <ActionLink className={styles.subjectLink} onClick={() => open(row)}>
            {row.subject}
          </ActionLink>
        </HoverTip>
      </span>
    ),
  };
}
