import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NewsDetailDialog } from '../news/NewsDetailDialog';
import { NewsRows } from '../news/NewsRows';
import { newsQuery } from '../queries';
import { WidgetCard } from '../widgets/WidgetCard';
import styles from '../components/Home.module.css';

/** The server's page size limit of getNews. */
const NEWS_PAGE = 100;

/** '/news?classifyId=': the news of one classification (or all) with their summaries; the "more" of a news widget. */
export default function NewsList() {
  const { t } = useTranslation('dashboard');
  const [params] = useSearchParams();
  const classifyId = params.get('classifyId') ?? '';
  const query = useQuery(newsQuery(classifyId, NEWS_PAGE));
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = query.data ?? [];
  return (
    <div className={styles.page}>
      <WidgetCard
        title={(classifyId && rows[0]?.classifyName) || t('news.title')}
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        empty={rows.length === 0}
        emptyText={t('news.empty')}
      >
        <NewsRows items={rows} onOpen={setOpenId} withSummary />
      </WidgetCard>
      <NewsDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
