import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';

/**
 * Renders with a fresh query client, English texts and, when given, a router at `path`.
 * `rerender` keeps the providers, so the component under test stays mounted.
 */
export function renderWithProviders(ui: ReactElement, { path }: { path?: string } = {}) {
  initI18n('en-US');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={client}>{path ? <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter> : node}</QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { client, ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
