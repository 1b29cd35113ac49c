import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../../../mocks/node';
import { menuHandler } from '../../../mocks/handlers/menu';
import { emptyHomeHandlers } from '../../../mocks/handlers/home';
import { homeLayoutHandler } from '../../../mocks/handlers/portal';
import { frontMenu } from '../../../mocks/fixtures/menu';
import { listenToMocks } from '../support/mockServer';
import { useAuthStore } from '@/shared/session';
import { prefetchFirstScreen } from '@/app/router/prefetch';
import { currentUserMenuQuery } from '@/app/router/menuQuery';
import { clearCachedMenus, readCachedMenu, writeCachedMenu } from '@/shared/menuCache';
import type { MenuItem } from '@contract/portal';

// Issue 18: a repeat visit of the home page draws the shell from the menu of the last visit while the menu call runs.

listenToMocks({ language: 'zh-CN' });

const renamed: MenuItem[] = frontMenu.map((item, i) => (i === 0 ? { ...item, name: `${item.name} (new)` } : item));
const menuKey = currentUserMenuQuery().queryKey;

beforeEach(() => {
  // the home page's own first calls, started beside the menu's
  server.use(homeLayoutHandler(), ...emptyHomeHandlers);
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().setLogin({ ...useAuthStore.getState(), account: 'zhangwei', token: 't', rtoken: 'r', userId: 'u1' });
});

describe('the menu of the last visit', () => {
  it('is kept per account, language and position, and forgotten for one account', () => {
    writeCachedMenu('zhangwei', 'zh-CN', frontMenu);
    writeCachedMenu('lina', 'zh-CN', renamed);
    expect(readCachedMenu('zhangwei', 'zh-CN')).toEqual(frontMenu);
    expect(readCachedMenu('zhangwei', 'en-US')).toBeNull();
    expect(readCachedMenu('lina', 'zh-CN')).toEqual(renamed);
    sessionStorage.setItem('tr_post_id', 'post-2');
    expect(readCachedMenu('zhangwei', 'zh-CN')).toBeNull();
    sessionStorage.clear();
    clearCachedMenus('zhangwei');
    expect(readCachedMenu('zhangwei', 'zh-CN')).toBeNull();
    expect(readCachedMenu('lina', 'zh-CN')).toEqual(renamed);
    localStorage.setItem('tr_menu:lina:zh-CN:', '{not json');
    expect(readCachedMenu('lina', 'zh-CN')).toBeNull();
  });

  it('is there at once on the home page, then replaced by the answer of the call, which is kept for next time', async () => {
    writeCachedMenu('zhangwei', 'zh-CN', frontMenu);
    server.use(menuHandler(renamed));
    const client = new QueryClient();
    prefetchFirstScreen(client, '/front/');
    expect(client.getQueryData(menuKey)).toEqual(frontMenu);
    await expect.poll(() => client.getQueryData<MenuItem[]>(menuKey)?.[0].name).toBe(renamed[0].name);
    expect(readCachedMenu('zhangwei', 'zh-CN')).toEqual(renamed);
  });

  it('is not used for a deep link (the old menu may lack its page), nor on a first visit', async () => {
    writeCachedMenu('zhangwei', 'zh-CN', frontMenu);
    server.use(menuHandler(renamed));
    const deep = new QueryClient();
    prefetchFirstScreen(deep, '/front/matter/myTask');
    expect(deep.getQueryData(menuKey)).toBeUndefined();
    await expect.poll(() => deep.getQueryData<MenuItem[]>(menuKey)?.[0].name).toBe(renamed[0].name);

    localStorage.clear();
    const first = new QueryClient();
    prefetchFirstScreen(first, '/front/home');
    expect(first.getQueryData(menuKey)).toBeUndefined();
    await expect.poll(() => first.getQueryData(menuKey)).toEqual(renamed);
  });
});
