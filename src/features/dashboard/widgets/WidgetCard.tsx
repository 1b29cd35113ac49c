import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, Empty, Skeleton } from 'antd';
import styles from '../components/Home.module.css';

interface Props {
  title: ReactNode;
  extra?: ReactNode;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** nothing to show: the empty state instead of the children */
  empty: boolean;
  emptyText?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/** The frame of a content widget: its loading, error (with a retry) and empty states. */
export function WidgetCard({ title, extra, loading, failed, onRetry, empty, emptyText, children, ...rest }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={title} extra={extra} size="small" className={styles.card} styles={{ body: { minHeight: 200 } }} {...rest}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : failed ? (
        <div className={styles.failed} role="alert">
          <span>{t('home.loadFailed')}</span>
          <Button size="small" onClick={onRetry}>
            {t('home.retry')}
          </Button>
        </div>
      ) : empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('home.empty')} />
      ) : (
        children
      )}
    </Card>
  );
}

/** The card's "more" link (its `extra`), to the page that lists everything. */
export function MoreLink({ to }: { to: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Link to={to} className={styles.more}>
      {t('home.more')}
    </Link>
  );
}
