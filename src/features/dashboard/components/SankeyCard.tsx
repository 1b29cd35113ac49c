import { Suspense, lazy, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty } from 'antd';
import { sankeyQuery } from '../queries';
import { cleanSankey } from '../model/sankey';
import { useInView } from '../hooks/useInView';
import styles from './Home.module.css';

// echarts is fetched only when the card comes into view, never with the first screen
const SankeyChart = lazy(() => import('./SankeyChart'));

export function SankeyCard() {
  const { t } = useTranslation('dashboard');
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref, '100px');
  const query = useQuery({ ...sankeyQuery(), enabled: visible });
  const data = useMemo(() => (query.data ? cleanSankey(query.data) : null), [query.data]);
  const loadingText = (
    <div className={styles.chartLoading} role="status">
      {t('home.chartLoading')}
    </div>
  );
  return (
    <Card title={t('home.sankey')} size="small" className={styles.card}>
      <div ref={ref} className={styles.chart}>
        {!visible || query.isPending ? (
          loadingText
        ) : query.isError ? (
          <div className={styles.failed}>
            <span>{t('home.loadFailed')}</span>
            <Button size="small" onClick={() => void query.refetch()}>
              {t('home.retry')}
            </Button>
          </div>
        ) : !data || data.links.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noFlows')} />
        ) : (
          <Suspense fallback={loadingText}>
            <SankeyChart data={data} label={t('home.sankeyLabel', { count: data.links.length })} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
