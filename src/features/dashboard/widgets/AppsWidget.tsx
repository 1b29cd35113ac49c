import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppstoreOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { SysApp } from '@/api/menu';
import { logUsage } from '@/shared/usageLog';
import { appTarget } from '../model/appTarget';
import { appsQuery } from '../queries';
import styles from '../components/Home.module.css';
import { numberOption, textOption, type WidgetProps } from './types';
import { WidgetCard } from './WidgetCard';

/** The app tiles of options.menuId (queryByFilter), or every app the caller may open (authList). */
export function AppsWidget({ item }: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const query = useQuery(appsQuery(textOption(item, 'menuId'), numberOption(item, 'pageSize', 50, 1, 100)));
  const apps = query.data ?? [];
  const open = (app: SysApp) => {
    const target = appTarget(app, window.location.origin);
    if (target) logUsage('openApp', { appId: app.id, name: app.name });
    if (target?.kind === 'route') void navigate(target.path);
    else if (target) window.open(target.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <WidgetCard
      title={t('apps.title')}
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={apps.length === 0}
      emptyText={t('apps.empty')}
      data-testid={`widget-${item.alias}`}
    >
      <ul className={styles.apps}>
        {apps.map((app) => (
          <li key={app.id}>
            <Tooltip title={app.description}>
              <button type="button" className={styles.app} onClick={() => open(app)} disabled={!appTarget(app, window.location.origin)}>
                <AppstoreOutlined className={styles.appIcon} aria-hidden />
                <span className={styles.appName}>{app.name}</span>
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
