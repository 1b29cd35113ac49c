import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { shortUrlHandler } from '../../../mocks/handlers/portal';
import ShortUrl from '@/features/dashboard/pages/ShortUrl';
import { appTarget } from '@/features/dashboard/model/appTarget';
import { shortUrlTarget } from '@/features/dashboard/model/shortUrl';
import { initI18n } from '@/shared/i18n';

const ORIGIN = 'http://portal.test';

describe('shortUrlTarget', () => {
  it.each([
    ['/front/matter/myTask', { kind: 'route', path: '/matter/myTask' }],
    ['/front', { kind: 'route', path: '/' }],
    ['http://portal.test/front/documents?x=1#a', { kind: 'route', path: '/documents?x=1#a' }],
    ['/portal/handbook/', { kind: 'page', url: '/portal/handbook/' }],
    ['https://evil.example/front/home', null],
    ['//evil.example/front/home', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s leads to %j', (url, target) => {
    expect(shortUrlTarget(url, ORIGIN)).toEqual(target);
  });
});

describe('appTarget', () => {
  it.each([
    [
      { url: '/matter/myTask', openType: 'current' as const },
      { kind: 'route', path: '/matter/myTask' },
    ],
    [
      { url: '/front/board', openType: 'current' as const },
      { kind: 'route', path: '/board' },
    ],
    [
      { url: '/portal/handbook/', openType: 'tab' as const },
      { kind: 'window', url: '/portal/handbook/' },
    ],
    [
      { url: 'https://mail.example.com/', openType: 'current' as const },
      { kind: 'window', url: 'https://mail.example.com/' },
    ],
    [{ url: 'javascript:alert(1)', openType: 'external' as const }, null],
    [{ url: ' ', openType: 'current' as const }, null],
  ])('%j leads to %j', (app, target) => {
    expect(appTarget(app, ORIGIN)).toEqual(target);
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function open(code: string) {
  initI18n('en-US');
  render(
    <MemoryRouter initialEntries={[`/s/${code}`]}>
      <Routes>
        <Route path="/s/:code" element={<ShortUrl />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the /s/:code page', () => {
  const assign = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  });
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
  });
  afterAll(() => server.close());

  it('goes to the route of a short link inside the portal', async () => {
    server.use(shortUrlHandler({ todo: '/front/matter/myTask' }));
    open('todo');
    expect(await screen.findByTestId('where', {}, { timeout: 10_000 })).toHaveTextContent('/matter/myTask');
  });

  it('does not navigate away when the server refuses a link to another origin', async () => {
    server.use(shortUrlHandler({ evil: 400 }));
    open('evil');
    expect(await screen.findByText('The link is invalid, has expired or points outside the portal')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('does not follow another origin even when a server answers one', async () => {
    server.use(shortUrlHandler({ evil: 'https://evil.example/front/home' }));
    open('evil');
    expect(await screen.findByText('The link is invalid, has expired or points outside the portal')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
