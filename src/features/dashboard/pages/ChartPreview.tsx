import { Suspense, lazy } from 'react';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { queryChartData } from '../model/queryChart';
import { customQueries } from '@/api/queries/customQueries';
import styles from '../components/Home.module.css';

const QueryChart = lazy(() => import('../components/QueryChart'));

/**
 * 'dashboard/ChartPreview': a predefined custom query drawn as a chart (a system module's chart
 * item, or a menu item with ?templateKey=<alias>). The alias comes from the props first.
 */
export default function ChartPreview({ templateKey, alias: given }: { templateKey?: string; alias?: string }) {
  const { t } = useTranslation('dashboard');
  const params = useParams();
  const alias = given || templateKey || params.templateKey || '';
  const def = useQuery(customQueries.def(alias));
  const rows = useQuery({ ...customQueries.run(alias, []), enabled: !!def.data });
  if (def.error || rows.error) return <Alert type="error" showIcon title={(def.error ?? rows.error)!.message} />;
  if (!def.data || !rows.data) return <Skeleton active />;
  const data = queryChartData(def.data, rows.data.rows);
  return (
    <Card title={def.data.name}>
      {/* under the title, not beside it: on a phone a long description left the title no room */}
      {def.data.description && <Typography.Paragraph type="secondary">{def.data.description}</Typography.Paragraph>}
      {!data ? (
        <Alert type="warning" showIcon title={t('chart.noHint')} />
      ) : data.categories.length === 0 ? (
        <Empty description={t('board.noData')} />
      ) : (
        <Suspense fallback={<div className={styles.chartLoading}>{t('home.chartLoading')}</div>}>
          <QueryChart data={data} label={t('chart.label', { name: def.data.name, value: data.valueLabel, total: data.total })} />
        </Suspense>
      )}
    </Card>
  );
}
