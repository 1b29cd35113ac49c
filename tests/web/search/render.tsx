import type { ReactElement } from 'react';
import { renderRoutes } from '../support/renderRoutes';

/**
 * Renders `ui` inside a fresh query client, antd's App (message/modal) and a memory router, in
 * English. `router.navigate` moves the route; `client` is the query client.
 */
export function renderUi(ui: ReactElement, { path = '/home', language = 'en-US' as const } = {}) {
  return renderRoutes([{ path: '*', element: ui }], path, language);
}

/** An IntersectionObserver stand-in under which every observed element is in view. */
export class VisibleObserver {
  static instances = 0;
  constructor(private readonly callback: IntersectionObserverCallback) {
    VisibleObserver.instances += 1;
  }
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
