import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logUsage } from '@/shared/usageLog';
import { NewsRows } from '../news/NewsRows';
import { HOME_ROWS, newsQuery } from '../queries';
import { numberOption, textOption, type WidgetProps } from './types';
import { MoreLink, WidgetCard } from './WidgetCard';
import { lazySlot } from '@/shared/ui/lazySlot';

// the dialog (antd's Modal, the rich-text view) loads when a title is first opened, not with the home page
const NewsDetailDialog = lazySlot(() => import('../news/NewsDetailDialog').then((m) => m.NewsDetailDialog));

/** News of options.classifyId (getNews): titles with their date; a title opens the detail, "more" the news page. */
export function NewsWidget({ item }: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const classifyId = textOption(item, 'classifyId');
  const query = useQuery(newsQuery(classifyId, numberOption(item, 'limit', HOME_ROWS, 1, 20)));
  const [openId, setOpenId] = useState<string | null>(null);
  // mounted from the first opening on, so that closing keeps its animation
  const [dialogUsed, setDialogUsed] = useState(false);
  const rows = query.data ?? [];
  // the classification's name comes from the server in the caller's language
  const title = (classifyId && rows[0]?.classifyName) || t('news.title');
  const more = `/news${classifyId ? `?classifyId=${encodeURIComponent(classifyId)}` : ''}`;
  return (
    <WidgetCard
      title={title}
      extra={<MoreLink to={more} />}
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={rows.length === 0}
      emptyText={t('news.empty')}
      data-testid={`widget-${item.alias}`}
    >
      <NewsRows
        items={rows}
        onOpen={(id) => {
          logUsage('openNews', { newsId: id });
          setDialogUsed(true);
          setOpenId(id);
        }}
      />
      {dialogUsed && <NewsDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </WidgetCard>
  );
}
