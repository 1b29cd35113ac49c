import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouterMessages } from '../hooks/useRouterMessages';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { UserWatermark } from '../shell/UserWatermark';
import { isInternetExplorer } from '../shell/environment';

// only Internet Explorer users see it (antd's Result is big)
const IeNotice = lazy(() => import('../shell/IeNotice').then((m) => ({ default: m.IeNotice })));

/** Around every page: the IE notice, the router window messages, the document title and the watermark. */
export function RootShell() {
  useRouterMessages();
  useDocumentTitle();
  if (isInternetExplorer(navigator.userAgent)) {
    return (
      <Suspense fallback={null}>
        <IeNotice />
      </Suspense>
    );
  }
  return (
    <UserWatermark>
      <Outlet />
    </UserWatermark>
  );
}
