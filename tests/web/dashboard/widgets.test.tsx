import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { emptyHomeHandlers } from '../../../mocks/handlers/home';
import { appContentHandler } from '../../../mocks/handlers/forms';
import { docListHandler, docRows } from '../../../mocks/handlers/search';
import { homeLayoutHandler, layoutItem, newsByIdHandler, newsHandler, newsItem, sysApp } from '../../../mocks/handlers/portal';
import { useAuthStore } from '@/shared/session';
import Home from '@/features/dashboard/pages/Home';
import NewsList from '@/features/dashboard/pages/NewsList';
import { WidgetBoundary } from '@/features/dashboard/widgets/WidgetBoundary';
import { appConfig } from '@/shared/config';
import { initI18n } from '@/shared/i18n';

vi.mock('@/shared/live', () => ({ useLiveEvents: () => undefined }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderHome() {
  initI18n('en-US');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<Home />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const contentLayout = [
  layoutItem('news', 0, 0, 12, 8, { classifyId: 'news_company' }),
  layoutItem('apps', 12, 0, 12, 8, { menuId: 'm_home' }),
  layoutItem('documents', 0, 8, 12, 8, { pageSize: 3 }),
  layoutItem('weather', 12, 8, 12, 8),
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(...emptyHomeHandlers);
  vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('home page from the server layout', { timeout: 30_000 }, () => {
  it('draws news, apps, documents and a small card for an unknown type', async () => {
    const asked: (string | null)[] = [];
    server.use(
      homeLayoutHandler(contentLayout),
      newsHandler(
        [
          newsItem(),
          newsItem({ id: 'n2', title: 'Tech talks', isTop: true }),
          newsItem({ id: 'n3', classifyId: 'other', title: 'Other news' }),
        ],
        asked,
      ),
      appContentHandler([sysApp()]),
      docListHandler(docRows(3, 'Policy')),
    );
    renderHome();
    const news = await screen.findByTestId('widget-home_news_0_0');
    expect(await within(news).findByText('The approval portal is live')).toBeInTheDocument();
    expect(within(news).getByText('Company news')).toBeInTheDocument();
    expect(within(news).getByText('Pinned')).toBeInTheDocument();
    expect(within(news).queryByText('Other news')).not.toBeInTheDocument();
    expect(asked).toEqual(['news_company']);
    expect(within(news).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/news?classifyId=news_company');

    expect(await screen.findByRole('button', { name: 'My to-dos' })).toBeInTheDocument();
    expect(await screen.findByText('Policy 3')).toBeInTheDocument();
    expect(screen.getByText('This widget is not available (weather)')).toBeInTheDocument();
  });

  it('opens a news item in a dialog, its content drawn without any markup it should not have', async () => {
    server.use(
      homeLayoutHandler([contentLayout[0]]),
      newsHandler([newsItem()]),
      newsByIdHandler((id) =>
        id === 'n1'
          ? { ...newsItem(), content: '<p>Live <strong>today</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>' }
          : undefined,
      ),
    );
    renderHome();
    fireEvent.click(await screen.findByText('The approval portal is live'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('today')).toBeInTheDocument();
    expect(within(dialog).getByText('today').tagName).toBe('STRONG');
    expect(within(dialog).getByText('By Administration')).toBeInTheDocument();
    expect(dialog.querySelector('img, script')).toBeNull();
  });

  it('opens an internal app inside the portal and an external one in a new tab', async () => {
    server.use(
      homeLayoutHandler([contentLayout[1]]),
      appContentHandler([
        sysApp(),
        sysApp({ id: 'a2', name: 'Handbook', url: '/portal/handbook/', openType: 'tab' }),
        sysApp({ id: 'a3', name: 'Bad', url: 'javascript:alert(1)', openType: 'external' }),
      ]),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Handbook' }));
    expect(window.open).toHaveBeenCalledWith('/portal/handbook/', '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('button', { name: 'Bad' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'My to-dos' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/matter/myTask');
  });

  it('opens a document in a new window with the session tokens appended', async () => {
    const rows = docRows(1, 'Policy');
    rows[0].dmsUrl = 'https://dms.example.com/view?id=1';
    server.use(homeLayoutHandler([contentLayout[2]]), docListHandler(rows));
    useAuthStore.setState({ token: 'TOK', rtoken: 'RTOK' });
    appConfig.tokenLinkHosts.push('dms.example.com');
    try {
      renderHome();
      fireEvent.click(await screen.findByText('Policy 1'));
      expect(window.open).toHaveBeenLastCalledWith('https://dms.example.com/view?id=1&token=TOK&rtoken=RTOK', '_blank', 'noopener');
      expect(screen.getByText('v1.2')).toBeInTheDocument();
    } finally {
      appConfig.tokenLinkHosts.pop();
      useAuthStore.setState({ token: '', rtoken: '' });
    }
  });

  it('keeps the other widgets when one fails, and shows empty states', async () => {
    server.use(homeLayoutHandler(contentLayout.slice(0, 3)), newsHandler(500), appContentHandler([]), docListHandler([]));
    renderHome();
    const news = await screen.findByTestId('widget-home_news_0_0');
    expect(await within(news).findByText('Could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('No apps available')).toBeInTheDocument();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('falls back to the built-in lists when the server holds no layout', async () => {
    server.use(homeLayoutHandler(404));
    renderHome();
    expect(await screen.findByText('My to-dos')).toBeInTheDocument();
    expect(screen.getByText('Delayed tasks')).toBeInTheDocument();
    expect(screen.getByText('Process flows')).toBeInTheDocument();
  });

  it('contains a widget that crashes in its own card', () => {
    initI18n('en-US');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crash = () => {
      throw new Error('boom');
    };
    render(
      <>
        <WidgetBoundary failedText="This widget failed">
          <Crash />
        </WidgetBoundary>
        <WidgetBoundary failedText="This widget failed">
          <p>still here</p>
        </WidgetBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This widget failed');
    expect(screen.getByText('still here')).toBeInTheDocument();
  });
});

describe('the news page', () => {
  it('lists the news of the classification in the address with their summaries', async () => {
    const asked: (string | null)[] = [];
    server.use(newsHandler([newsItem({ classifyId: 'news_notice', classifyName: 'Announcements', summary: 'Read me' })], asked));
    initI18n('en-US');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/news?classifyId=news_notice']}>
          <Routes>
            <Route path="/news" element={<NewsList />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Announcements')).toBeInTheDocument();
    expect(screen.getByText('Read me')).toBeInTheDocument();
    expect(asked).toEqual(['news_notice']);
  });
});
