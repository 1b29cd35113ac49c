import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spin } from 'antd';
import { ScreenView } from '../components/ScreenView';
import { useMinimumLoading } from '../hooks/useScreenChrome';
import { designOf, layoutSourceOf, sessionDesign } from '../model/layoutSource';
import { layoutQuery } from '../queries';
import styles from '../components/screen.module.css';

/**
 * 'screen/LargeScreen' (spec 02 §2 "Large-screen preview"): the layout by alias from the route parameter, the
 * query, the route meta (the menu path's query, given as properties), or a layout stored in sessionStorage
 * under ?key=; loading shows for at least 500 ms.
 */
export default function LargeScreen(props: Record<string, string>) {
  const { t } = useTranslation('screen');
  const { alias: param } = useParams();
  const [search] = useSearchParams();
  const source = useMemo(() => layoutSourceOf({ param, query: search, meta: props }), [param, search, props]);
  const alias = source.kind === 'alias' ? source.alias : '';
  const layout = useQuery({ ...layoutQuery(alias), enabled: !!alias });
  const stored = useMemo(() => (source.kind === 'session' ? sessionDesign(window.sessionStorage, source.key) : null), [source]);
  const design = useMemo(() => (alias ? (layout.data ? designOf(layout.data) : null) : stored), [alias, layout.data, stored]);
  const loading = useMinimumLoading(!!alias && layout.isPending);
  const title = layout.data?.name ?? t('title');

  useEffect(() => {
    if (!loading && design) document.title = title;
  }, [loading, design, title]);

  if (loading) {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <Spin size="large" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  if (!design) {
    return (
      <div className={styles.state} role="alert">
        <strong>{t('error.notObtained')}</strong>
        {alias ? <span>{alias}</span> : null}
      </div>
    );
  }
  return <ScreenView design={design} title={title} figures={alias ? layout.data?.figures : undefined} />;
}
