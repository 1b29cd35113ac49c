import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';

/**
 * Renders `ui` inside a fresh query client, antd's App (message/modal) and a memory router, in
 * English. `router.navigate` moves the route; `client` is the query client.
 */
export function renderUi(ui: ReactElement, { path = '/home', language = 'en-US' as const } = {}) {
  initI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

/** An IntersectionObserver stand-in under which every observed element is in view. */
export class VisibleObserver {
  static instances = 0;
  constructor(private readonly callback: IntersectionObserverCallback) {
    VisibleObserver.instances += 1;
  }
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
