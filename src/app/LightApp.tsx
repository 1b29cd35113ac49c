import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import AppContext from 'antd/es/app/context';
import { createDeferredApis } from './appApis';

const AppHolders = lazy(() => import('./AppHolders').then((m) => ({ default: m.AppHolders })));

/** How long after the first screen the message, notification and modal hooks load anyway (then on an idle moment). */
const LOAD_AFTER_MS = 3000;

/**
 * antd's `<App>` for the portal (issue 18): the same context for `App.useApp()` and the same root styles, but
 * antd's message, notification and modal hooks (with Modal and the notification library, about a tenth of the
 * first screen's JavaScript) load a moment after the first screen, or at once when something calls them first;
 * such a call waits for them and then runs (src/app/appApis.ts).
 */
export function LightApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  const [deferred] = useState(() => createDeferredApis(() => setWanted(true)));
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    const timer = window.setTimeout(() => idle(() => setWanted(true)), LOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <AppContext.Provider value={deferred.apis}>
      <div
        className="ant-app"
        style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
      >
        {wanted && (
          <Suspense fallback={null}>
            <AppHolders onReady={deferred.attach} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}
