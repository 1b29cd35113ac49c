import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { initI18n, type Language } from '@/shared/i18n';

/**
 * The providers a feature page needs in a component test: a fresh query client (no retries),
 * antd's App (message, modal) and a memory router at `path`, with the interface in `language`.
 */
export function renderRoutes(routes: RouteObject[], path: string, language: Language = 'en-US') {
  initI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}
