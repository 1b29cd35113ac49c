import { useMemo, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { useTabsStore } from '../shell/tabs/store';
import { useLeafRoute } from '../router/handle';
import styles from './layouts.module.css';

interface CachedPage {
  element: ReactNode;
  context: { location: Location; navigationType: ReturnType<typeof useNavigationType> };
}

/**
 * Keeps pages marked keepAlive mounted and hidden while the user is elsewhere, keyed by full path
 * (so /templateForm/a/1 and /templateForm/a/2 are two pages). A page leaves the cache when its
 * tab is closed. Each cached page sees the location it was opened at, not the current one, so a
 * hidden page does not react to other pages' query strings.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useLeafRoute();
  const openTabs = useTabsStore((s) => s.tabs);
  const cache = useRef(new Map<string, CachedPage>()).current;
  const fullPath = `${location.pathname}${location.search}`;
  const keep = Boolean(route?.meta.keepAlive);

  if (keep && !cache.has(fullPath)) {
    cache.set(fullPath, { element: outlet, context: { location, navigationType } });
  }
  const open = useMemo(() => new Set(openTabs.map((t) => t.fullPath)), [openTabs]);
  for (const key of [...cache.keys()]) {
    if (key !== fullPath && !open.has(key)) cache.delete(key);
  }

  return (
    <>
      {[...cache.entries()].map(([key, page]) => (
        <div key={key} className={key === fullPath ? styles.pane : styles.hidden} data-keep-alive={key}>
          <LocationContext.Provider value={page.context}>{page.element}</LocationContext.Provider>
        </div>
      ))}
      {!keep && <div className={styles.pane}>{outlet}</div>}
    </>
  );
}
