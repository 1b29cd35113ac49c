import { useEffect, useState } from 'react';
import { appConfig } from '@/shared/config';
import { isTrustedOrigin, parseParentFlag, PROBE_INTERVAL_MS, PROBE_MESSAGE } from '../lib/parentFlag';

/**
 * Whether a parent frame allows the assistant: true outside frames and while no parent has
 * answered; false once a trusted parent says so. Probing stops with the first answer.
 */
export function useParentFlag(win: Window = window): boolean {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    const parent = win.parent;
    if (!parent || parent === win) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent) return;
      if (!isTrustedOrigin(event.origin, win.location.origin, appConfig.routerMessageOrigins)) return;
      const show = parseParentFlag(event.data);
      if (show === null) return;
      setAllowed(show);
      clearInterval(timer);
    };
    win.addEventListener('message', onMessage);
    // the probe carries no data, so any parent may receive it; only the answers are checked
    const probe = () => parent.postMessage(PROBE_MESSAGE, '*');
    probe();
    // messages arrive asynchronously, so onMessage never runs before this line
    const timer = setInterval(probe, PROBE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      win.removeEventListener('message', onMessage);
    };
  }, [win]);
  return allowed;
}
