import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { NewsItem } from '@/api/portal';
import { formatDate } from '@/shared/time';
import styles from '../components/Home.module.css';
import { ActionLink } from '@/shared/ui/ActionLink';

interface Props {
  items: NewsItem[];
  onOpen: (id: string) => void;
  /** the summary under each title (the news list page) */
  withSummary?: boolean;
}

/** News titles with their date, pinned ones tagged; a title opens the item. */
export function NewsRows({ items, onOpen, withSummary }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className={styles.list}>
      {items.map((n) => (
        <li key={n.id} className={styles.item}>
          <div className={styles.newsRow}>
            <ActionLink className={styles.subject} title={n.title} onClick={() => onOpen(n.id)}>
              {n.isTop && (
                <Tag color="red" className={styles.readTag}>
                  {t('news.top')}
                </Tag>
              )}
              {n.title}
            </ActionLink>
            <time dateTime={n.publishTime} className={styles.newsDate}>
              {formatDate(n.publishTime)}
            </time>
          </div>
          {withSummary && n.summary && <div className={styles.meta}>{n.summary}</div>}
        </li>
      ))}
    </ul>
  );
}
