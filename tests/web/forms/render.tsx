import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';

/** Renders a page at a route pattern (its params read with useParams), in English; other paths show their path. */
export function renderRoute(ui: ReactElement, pattern: string, path: string) {
  initI18n('en-US');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="elsewhere">{'elsewhere'}</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}
