import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';

/** Renders with a fresh query client, English texts and, when given, a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path }: { path?: string } = {}) {
  initI18n('en-US');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>{path ? <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter> : ui}</QueryClientProvider>
  );
  return { client, ...render(tree) };
}
