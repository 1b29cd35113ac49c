import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { menuHandler } from '../../../mocks/handlers/menu';
import { frontMenu } from '../../../mocks/fixtures/menu';
import { browserLocation } from '@/shared/browser';
import { useTabsStore } from '@/app/shell/tabs/store';
import { renderShell, setUpShellTests, signIn } from './support/renderShell';

// the top bar's feature slots are other engineers' units, tested by them
vi.mock('@/features/search', () => ({ GlobalSearchBox: () => null, SearchResults: () => null, useSearchActive: () => false }));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

let assign: ReturnType<typeof vi.spyOn>;

setUpShellTests();
beforeEach(() => {
  localStorage.clear();
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

const path = () => `${window.location.pathname}${window.location.search}`;

describe('routes from the menu', () => {
  it('lands on the same page after a reload of a deep link, with the menu query as page properties', async () => {
    signIn();
    renderShell('/report/query?type=month');
    expect(await screen.findByTestId('page-board')).toBeInTheDocument();
    expect(screen.getByTestId('props-board')).toHaveTextContent('{"type":"month"}');
    expect(path()).toBe('/front/report/query?type=month');
    expect(document.title).toBe('查询报表 - 审批门户');
    // breadcrumb: the directory, then the page
    const crumbs = document.querySelector('.ant-breadcrumb')!;
    expect(within(crumbs as HTMLElement).getByText('报表中心')).toBeInTheDocument();
    expect(within(crumbs as HTMLElement).getByText('查询报表')).toBeInTheDocument();
  });

  it('opens the index page at the root and keeps the affixed home tab', async () => {
    signIn();
    renderShell('/');
    expect(await screen.findByTestId('page-home')).toBeInTheDocument();
    expect(path()).toBe('/front/home');
    await waitFor(() => expect(useTabsStore.getState().tabs[0]).toMatchObject({ fullPath: '/home', affix: true }));
  });

  it('sends an unknown path to /404', async () => {
    signIn();
    renderShell('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(path()).toBe('/front/404');
  });

  it('shows the default page for a menu page whose component is not in this build', async () => {
    server.use(
      menuHandler([
        { id: 'm1', parentId: null, alias: 'home', name: '首页', path: '/home', component: 'dashboard/Home', sort: 0 },
        { id: 'm2', parentId: null, alias: 'mystery', name: '神秘页面', path: '/mystery', component: 'nosuch/Page', sort: 1 },
      ]),
    );
    signIn();
    renderShell('/mystery');
    expect(await screen.findByText('该页面暂未开放')).toBeInTheDocument();
    expect(screen.getAllByText('神秘页面').length).toBeGreaterThan(0);
  });

  it('embeds an online-menu page in a frame with its title', async () => {
    signIn();
    renderShell('/onlineMenu/sales');
    const frame = await screen.findByTitle('月度报表');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/portal/handbook/?lang=zh-CN`);
  });

  it('gives /external/approvalForm its query string as properties, without the frame', async () => {
    signIn();
    renderShell('/external/approvalForm?instId=9&taskId=3');
    expect(await screen.findByTestId('page-approvalForm')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('props-approvalForm').textContent!)).toEqual({ instId: '9', taskId: '3' });
    expect(screen.getByTestId('empty-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('main-layout')).toBeNull();
  });

  it('redirects /fullMatter to new in the full-screen layout', async () => {
    signIn();
    renderShell('/fullMatter');
    expect(await screen.findByTestId('page-fullNew')).toBeInTheDocument();
    expect(path()).toBe('/front/fullMatter/new');
    expect(screen.getByTestId('empty-layout')).toBeInTheDocument();
  });

  it('forces the empty layout with __isFull__ and carries the flags to the next page', async () => {
    signIn();
    renderShell('/home?__isFull__=1&__sourceSystem__=oa&rolePermission=r');
    expect(await screen.findByTestId('page-home')).toBeInTheDocument();
    expect(screen.getByTestId('empty-layout')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'router', url: '/front/matter/myTask' } }),
      );
    });
    expect(await screen.findByTestId('page-myTask')).toBeInTheDocument();
    const params = new URLSearchParams(window.location.search);
    expect(params.get('__isFull__')).toBe('1');
    expect(params.get('__sourceSystem__')).toBe('oa');
    expect(params.get('rolePermission')).toBe('r');
  });
});

describe('sign-in rules', () => {
  it('opens the error pages without signing in and without loading the menu', async () => {
    const menuCalls = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('getCurrentUserMenu')) menuCalls();
    });
    renderShell('/500');
    expect(await screen.findByText('抱歉，服务出现了问题')).toBeInTheDocument();
    expect(menuCalls).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('sends a user who is not signed in to the login page', async () => {
    renderShell('/matter/myTask');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Ffront%2Fmatter%2FmyTask'));
  });

  it('sends the user to the login page when there is no route list', async () => {
    server.use(menuHandler([]));
    signIn();
    renderShell('/home');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Ffront%2Fhome'));
  });
});

describe('window messages', () => {
  it('navigates for a same-origin router message and ignores other origins', async () => {
    signIn();
    renderShell('/home');
    await screen.findByTestId('page-home');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example.com', data: { type: 'router', url: '/front/matter/myTask' } }),
      );
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(path()).toBe('/front/home');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'router', url: '/front/matter/myTask' } }),
      );
    });
    expect(await screen.findByTestId('page-myTask')).toBeInTheDocument();
  });

  it('sends a message naming another account to the login page', async () => {
    signIn('zhangwei');
    renderShell('/home');
    await screen.findByTestId('page-home');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'router', url: '/front/matter/myTask?account=lina' } }),
      );
    });
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Ffront%2Fmatter%2FmyTask%3Faccount%3Dlina');
    expect(path()).toBe('/front/home');
  });
});

describe('side menu, tabs and keep-alive', () => {
  it('navigates from the side menu, records tabs and keeps kept-alive pages mounted', async () => {
    signIn();
    renderShell('/home');
    const home = await screen.findByTestId('page-home');
    fireEvent.click(within(home).getByRole('button'));
    expect(within(home).getByRole('button')).toHaveTextContent('home count 1');

    fireEvent.click(screen.getByText('事项办理'));
    fireEvent.click(await screen.findByText('发起流程'));
    expect(await screen.findByTestId('page-startProcess')).toBeInTheDocument();
    // home is kept alive, hidden
    expect(screen.getByTestId('page-home').closest('[data-keep-alive]')).toHaveAttribute('data-keep-alive', '/home');
    expect(screen.getByTestId('page-home').closest('[data-keep-alive]')!.className).toMatch(/hidden/);

    await waitFor(() => expect(useTabsStore.getState().tabs.map((t) => t.fullPath)).toEqual(['/home', '/matter/startProcess']));
    fireEvent.click(screen.getByRole('tab', { name: '首页' }));
    await waitFor(() => expect(path()).toBe('/front/home'));
    expect(within(screen.getByTestId('page-home')).getByRole('button')).toHaveTextContent('home count 1');
  });

  it('closes the active tab and opens its neighbour', async () => {
    signIn();
    renderShell('/matter/startProcess');
    await screen.findByTestId('page-startProcess');
    await waitFor(() => expect(useTabsStore.getState().tabs).toHaveLength(2));
    const tab = screen.getByRole('tab', { name: /发起流程/ });
    const close = tab.parentElement!.querySelector('.ant-tabs-tab-remove') as HTMLElement;
    fireEvent.click(close);
    await waitFor(() => expect(path()).toBe('/front/home'));
    expect(useTabsStore.getState().tabs.map((t) => t.fullPath)).toEqual(['/home']);
  });

  it('highlights the item of the current route', async () => {
    signIn();
    renderShell('/matter/myTask');
    await screen.findByTestId('page-myTask');
    const side = () => screen.getAllByRole('menu').find((m) => m.className.includes('ant-menu-inline'))!;
    await waitFor(() => expect(within(side()).getByText('我的待办').closest('li')!.className).toMatch(/ant-menu-item-selected/));
  });
});

it('uses the mocked menu fixture of docs/menu.md shape', () => {
  expect(frontMenu.length).toBeGreaterThan(0);
});

it('shows the 500 page when the route list cannot be loaded', async () => {
  const { http, HttpResponse } = await import('msw');
  server.use(
    http.get('*/sys/sysMenu/v1/getCurrentUserMenu', () =>
      HttpResponse.json({ state: false, code: 500, message: 'boom', value: null }, { status: 500 }),
    ),
  );
  signIn();
  renderShell('/home');
  expect(await screen.findByText('抱歉，服务出现了问题')).toBeInTheDocument();
  expect(path()).toBe('/front/500');
  expect(assign).not.toHaveBeenCalled();
});
