import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Result } from 'antd';
import { sourceOf, type ChartSource } from '../queries';
import { ChartBody, SourceDialog } from '../components/FlowChartDialog';
import styles from './FlowChartPage.module.css';

/** The fixed route /flowChart?instId=..|defId=..: the chart filling the page. */
export default function FlowChartPage() {
  const { t } = useTranslation('flowchart');
  const [params] = useSearchParams();
  const source = sourceOf(params.get('instId'), params.get('defId'));
  const [sub, setSub] = useState<{ source: ChartSource; title: string } | null>(null);
  if (!source) return <Result status="warning" title={t('missingId')} />;
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('title')}</h2>
      <ChartBody source={source} height="100%" onOpenSubFlow={(s, title) => setSub({ source: s, title })} />
      {sub && <SourceDialog source={sub.source} open onClose={() => setSub(null)} title={`${t('subFlow')}: ${sub.title}`} />}
    </div>
  );
}
