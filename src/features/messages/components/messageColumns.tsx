import { Badge, Button, Space, Tag } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { MessageRow } from '@/api/messages';
import { formatDateTime } from '@/shared/time';
import { ActionLink } from '@/shared/ui/ActionLink';

export interface ColumnActions {
  open(row: MessageRow): void;
  mark(ids: string[]): void;
  star(row: MessageRow): void;
  remove(ids: string[]): void;
}

const CATEGORY_COLOURS: Record<string, string> = {
  task: 'blue',
  urge: 'orange',
  cc: 'cyan',
  result: 'green',
  system: 'default',
  mail: 'purple',
};

/** Columns a tablet does without (the state shows as a bold subject, the rest in the detail); a phone drops the time too. */
const SIDE_COLUMNS: ReadonlySet<string> = new Set(['isRead', 'category', 'fromUserName', 'readTime']);
const PHONE_HIDDEN: ReadonlySet<string> = new Set([...SIDE_COLUMNS, 'receiveTime']);

/** The message centre's table columns; `narrow` (below lg) and `phone` (below sm) leave out the side columns. */
export function messageColumns(t: TFunction<'messages'>, act: ColumnActions, width: { narrow: boolean; phone: boolean }) {
  const hidden = width.phone ? PHONE_HIDDEN : width.narrow ? SIDE_COLUMNS : new Set<string>();
  const columns = [
    {
      title: '',
      key: 'star',
      width: 44,
      render: (_: unknown, row: MessageRow) => (
        <Button
          size="small"
          type="text"
          aria-label={row.starred ? t('centre.star.off') : t('centre.star.on')}
          aria-pressed={row.starred === 1}
          icon={row.starred ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
          onClick={() => act.star(row)}
        />
      ),
    },
    {
      title: t('column.state'),
      dataIndex: 'isRead',
      width: 100,
      render: (isRead: MessageRow['isRead']) => (
        <Badge status={isRead ? 'default' : 'processing'} text={isRead ? t('state.read') : t('state.unread')} />
      ),
    },
    {
      title: t('centre.column2.category'),
      dataIndex: 'category',
      width: 100,
      render: (c: string) => <Tag color={CATEGORY_COLOURS[c] ?? 'default'}>{t(`centre.category.${c}`, { defaultValue: c })}</Tag>,
    },
    {
      title: t('column.subject'),
      dataIndex: 'subject',
      // a subject keeps a readable width; on a phone it wraps anywhere (a long number would widen the table)
      minWidth: width.phone ? undefined : 200,
      render: (subject: string, row: MessageRow) => (
        <ActionLink strong={!row.isRead} onClick={() => act.open(row)} style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </ActionLink>
      ),
    },
    {
      title: t('column.from'),
      dataIndex: 'fromUserName',
      width: 120,
      render: (v: string | null) => v || t('from.system'),
    },
    { title: t('column.time'), dataIndex: 'receiveTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: t('centre.column2.readTime'),
      dataIndex: 'readTime',
      width: 170,
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: width.narrow ? 110 : 150,
      render: (_: unknown, row: MessageRow) => (
        <Space size="small" wrap>
          {!row.isRead ? (
            <Button size="small" type="link" onClick={() => act.mark([row.id])}>
              {t('mark.one')}
            </Button>
          ) : null}
          <Button size="small" type="link" danger onClick={() => act.remove([row.id])}>
            {t('remove.one')}
          </Button>
        </Space>
      ),
    },
  ];
  return columns.filter((c) => !('dataIndex' in c && c.dataIndex && hidden.has(c.dataIndex)));
}
