import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import { openDocument } from '@/features/search';
import { formatDate } from '@/shared/time';
import { HOME_ROWS, documentsQuery } from '../queries';
import styles from '../components/Home.module.css';
import { numberOption, type WidgetProps } from './types';
import { MoreLink, WidgetCard } from './WidgetCard';
import { ActionLink } from '@/shared/ui/ActionLink';

// the documents page of docs/menu.md
const DOCUMENTS = '/documents';

/**
 * The newest documents (queryDocList) as small document cards (spec 02 §2): title, status, code,
 * version, category, owner and date; the title opens the document's own address in a new window
 * with the session tokens appended (only for trusted hosts, see features/search tokenLink).
 */
export function DocumentsWidget({ item }: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(documentsQuery(numberOption(item, 'pageSize', HOME_ROWS, 1, 20)));
  const rows = query.data?.rows ?? [];
  return (
    <WidgetCard
      title={t('documents.title')}
      extra={<MoreLink to={DOCUMENTS} />}
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={rows.length === 0}
      emptyText={t('documents.empty')}
      data-testid={`widget-${item.alias}`}
    >
      <ul className={styles.list}>
        {rows.map((doc) => (
          <li key={doc.id} className={styles.item}>
            <div className={styles.newsRow}>
              <ActionLink className={styles.subject} title={doc.title} onClick={() => openDocument(doc.dmsUrl)} disabled={!doc.dmsUrl}>
                {doc.title}
              </ActionLink>
              {doc.docStatusLabel && (
                <Tag color="green" className={styles.readTag}>
                  {doc.docStatusLabel}
                </Tag>
              )}
            </div>
            <div className={styles.meta}>
              <span>{doc.docCode}</span>
              {doc.docVersion && <span>v{doc.docVersion}</span>}
              <span>{doc.docCatalogueLabel}</span>
              <span>{t('documents.owner', { owner: doc.docOwnerName })}</span>
              <time dateTime={doc.createdTime}>{formatDate(doc.createdTime)}</time>
            </div>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
