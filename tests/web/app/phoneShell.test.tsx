import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browserLocation } from '@/shared/browser';
import { renderShell, setUpShellTests, signIn, wideScreen } from './support/renderShell';
import { screenOfWidth } from '../support/phoneScreen';

// the top bar's feature slots are other engineers' units, tested by them
vi.mock('@/features/search', () => ({
  GlobalSearchBox: () => <div role="search" aria-label="search box" />,
  SearchResults: () => null,
  useSearchActive: () => false,
  closeSearch: () => {},
}));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

setUpShellTests();
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => wideScreen());

describe('the shell below md (issue 18)', { timeout: 30_000 }, () => {
  it('replaces the side menu with a drawer that navigates and closes', async () => {
    screenOfWidth(390);
    signIn();
    renderShell('/home');
    expect(await screen.findByTestId('page-home')).toBeInTheDocument();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    const toggle = screen.getByRole('button', { name: '打开菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    // the drawer's code loads on its first opening
    const drawer = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-drawer-open');
      if (!open) throw new Error('the menu drawer is not open');
      return open;
    });
    expect(screen.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(drawer).getByText('事项办理'));
    fireEvent.click(await within(drawer).findByText('我的待办'));

    expect(await screen.findByTestId('page-myTask')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/front/matter/myTask');
    await waitFor(() => expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps search one tap away and folds the other tools under More', async () => {
    screenOfWidth(390);
    signIn();
    renderShell('/home');
    expect(await screen.findByTestId('page-home')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: '语言' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByRole('search')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '更多工具' }));
    // the More list names each tool and what it holds now (the icon is not read as part of the name)
    expect(await screen.findByRole('button', { name: '语言: 简体中文' })).toBeInTheDocument();
  });

  it('keeps the side menu and the whole top bar on a wide screen', async () => {
    signIn();
    renderShell('/home');
    expect(await screen.findByTestId('page-home')).toBeInTheDocument();
    expect(document.querySelector('.ant-layout-sider')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '语言' })).toBeInTheDocument();
  });
});
