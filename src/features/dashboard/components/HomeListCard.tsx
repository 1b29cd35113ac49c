import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { formatDateTime } from '@/shared/time';
import type { HomeItem } from '../model/items';
import styles from './Home.module.css';

export interface HomeListCardProps {
  title: string;
  /** the list's count (all rows, not only those shown) */
  total?: number;
  items?: HomeItem[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** extra text beside the count, e.g. the unread count */
  extra?: ReactNode;
  /** the app route with the whole list */
  moreTo?: string;
  /** a stable name for tests and the first-screen benchmark */
  testId?: string;
}

/** A list query as the home cards read it (a TanStack query result fits). */
interface ListQuery<Row> {
  data?: { total: number; rows: Row[] };
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** A card's count, rows, loading and failure from its list query, each row made a home item. */
export function fromListQuery<Row>(query: ListQuery<Row>, toItem: (row: Row) => HomeItem) {
  return {
    total: query.data?.total,
    items: query.data?.rows.map(toItem),
    loading: query.isPending,
    failed: query.isError,
    onRetry: () => void query.refetch(),
  } satisfies Partial<HomeListCardProps>;
}

/** The colours of an instance's state on a home line (spec 02 §4: done neutral blue, ended by hand red, back at the start orange). */
const STATE_COLORS: Record<string, string> = {
  end: 'processing',
  manual_end: 'error',
  backToStart: 'warning',
  revoker_to_start: 'warning',
};

/** Room for the rows a card shows (HOME_ROWS of about 48 px). */
const LIST_MIN_HEIGHT = 290;

/** One home list: its count and the newest rows; a row opens its approval form. */
export function HomeListCard({ title, total, items, loading, failed, onRetry, extra, moreTo, testId }: HomeListCardProps) {
  const { t } = useTranslation('dashboard');
  const heading = (
    <span className={styles.heading}>
      <span>{title}</span>
      {total !== undefined && <Badge count={total} showZero overflowCount={999} color={total > 0 ? '#2f54eb' : '#bfbfbf'} aria-hidden />}
    </span>
  );
  return (
    <Card
      title={heading}
      size="small"
      className={styles.card}
      data-testid={testId}
      aria-busy={loading}
      // cards of a row line up, and the sankey below starts under the fold of a laptop screen
      styles={{ body: { minHeight: LIST_MIN_HEIGHT } }}
      extra={
        <span className={styles.extra}>
          {total !== undefined && <span className={styles.count}>{t('home.count', { count: total })}</span>}
          {extra}
          {moreTo && (
            <Link to={moreTo} className={styles.more}>
              {t('home.more')}
            </Link>
          )}
        </span>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : failed ? (
        <div className={styles.failed}>
          <span>{t('home.loadFailed')}</span>
          <Button size="small" onClick={onRetry}>
            {t('home.retry')}
          </Button>
        </div>
      ) : !items?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.subject}
                title={item.subject}
                aria-label={t('home.openForm', { subject: item.subject })}
              >
                {item.unread !== undefined && (
                  <Tag color={item.unread ? 'red' : 'default'} className={styles.readTag}>
                    {item.unread ? t('home.unread') : t('home.read')}
                  </Tag>
                )}
                {item.subject}
              </a>
              <div className={styles.meta}>
                <span>{item.flowName}</span>
                {item.node && <span>{t(item.nodeKind === 'handled' ? 'home.handledNode' : 'home.node', { node: item.node })}</span>}
                {item.state && (
                  <Tag className={styles.stateTag} color={STATE_COLORS[item.state] ?? 'default'}>
                    {t(`home.state.${item.state}`, { defaultValue: item.state })}
                  </Tag>
                )}
                {item.time && <time dateTime={item.time}>{formatDateTime(item.time)}</time>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
