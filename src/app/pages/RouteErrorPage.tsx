import { Suspense, lazy } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { browserLocation } from '@/shared/browser';

/** Without the result chunk (gone after a new deployment, offline) the same text and reload. */
function PlainError() {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('error.500')}</p>
      <Button type="primary" onClick={() => browserLocation.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}

// antd's Result and its pictures are big and only needed when a page fails
const RouteErrorResult = lazy(() => import('./RouteErrorResult').catch(() => ({ default: PlainError })));

/**
 * A page that failed to render or to load (e.g. a chunk gone after a new deployment): the 500
 * result with a reload, never a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('[router] page error', error);
  return (
    <Suspense fallback={null}>
      <RouteErrorResult />
    </Suspense>
  );
}
