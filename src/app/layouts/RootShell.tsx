import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LiveAnnouncer, useAntdAriaRepairs } from '@/shared/ui/a11y';
import { useRouterMessages } from '../hooks/useRouterMessages';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useUsageLog } from '../hooks/useUsageLog';
import { UserWatermark } from '../shell/UserWatermark';
import { isInternetExplorer } from '../shell/environment';
import { RouteProgress } from '../shell/RouteProgress';
import { LoadingMask } from '../shell/LoadingMask';
import '../shell/sheets.css';

// only Internet Explorer users see it (antd's Result is big)
const IeNotice = lazy(() => import('../shell/IeNotice').then((m) => ({ default: m.IeNotice })));

/**
 * Around every page: the IE notice, the router window messages, the document title, the
 * watermark, the route progress bar, the loading mask of doEdit requests, the usage log, the live
 * regions of screen readers and the repairs of antd's markup (src/shared/ui/a11y).
 */
export function RootShell() {
  useRouterMessages();
  useDocumentTitle();
  useUsageLog();
  const { t } = useTranslation('shell');
  useAntdAriaRepairs({ tableScroll: t('a11y.tableScroll') });
  if (isInternetExplorer(navigator.userAgent)) {
    return (
      <Suspense fallback={null}>
        <IeNotice />
      </Suspense>
    );
  }
  return (
    <UserWatermark>
      <RouteProgress />
      <LoadingMask />
      <LiveAnnouncer />
      <Outlet />
    </UserWatermark>
  );
}
