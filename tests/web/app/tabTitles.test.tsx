import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MenuItem } from '@contract/portal';
import { server } from '../../../mocks/node';
import { menuHandler } from '../../../mocks/handlers/menu';
import { frontMenu } from '../../../mocks/fixtures/menu';
import { initI18n } from '@/shared/i18n';
import { TABS_STORAGE_KEY, useTabsStore } from '@/app/shell/tabs/store';
import { renderShell, setUpShellTests, signIn } from './support/renderShell';

vi.mock('@/features/search', () => ({ GlobalSearchBox: () => null, SearchResults: () => null, useSearchActive: () => false }));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

setUpShellTests();
beforeEach(() => localStorage.clear());
afterEach(() => initI18n('zh-CN'));

/** The server names menu items in the caller's language; these are its English names. */
const ENGLISH: Record<string, string> = {
  home: 'Home',
  matter: 'My matters',
  myTask: 'My to-dos',
  startProcess: 'Start a process',
  report: 'Reports',
  monthly: 'Monthly report',
  queryReport: 'Query report',
};
const renamed = (items: MenuItem[]): MenuItem[] =>
  items.map((i) => ({ ...i, name: ENGLISH[i.alias] ?? i.name, children: i.children ? renamed(i.children) : i.children }));

const tabTitles = () => screen.getAllByRole('tab').map((t) => t.textContent);

/** What a reload after a language switch does: the texts and the menu come again in the new language. */
function reloadIn(language: 'en-US' | 'zh-CN', path: string, view: { unmount: () => void }) {
  view.unmount();
  initI18n(language);
  server.use(menuHandler(language === 'en-US' ? renamed(frontMenu) : frontMenu));
  return renderShell(path);
}

// Issue 29 item 3: "实例导出 任务改派 Form-change history Tugas saya…" in one tab bar after a language switch.
describe('tab titles follow the language', () => {
  it('retitles every open tab (menu pages and fixed pages) after a switch to English', { timeout: 60000 }, async () => {
    signIn();
    let view = renderShell('/matter/startProcess');
    await screen.findByTestId('page-startProcess', {}, { timeout: 20000 });
    view.unmount();
    view = renderShell('/report/query?type=month');
    await screen.findByTestId('page-board', {}, { timeout: 20000 });
    view.unmount();
    view = renderShell('/personal/message');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '发起流程', '查询报表', '站内消息']));

    view = reloadIn('en-US', '/matter/myTask', view);
    await screen.findByTestId('page-myTask', {}, { timeout: 20000 });
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Start a process', 'Query report', 'Messages', 'My to-dos']));
    expect(screen.getByRole('tablist').textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('stores keys, not rendered titles', { timeout: 60000 }, async () => {
    signIn();
    renderShell('/matter/startProcess');
    await screen.findByTestId('page-startProcess', {}, { timeout: 20000 });
    await waitFor(() => expect(useTabsStore.getState().tabs).toHaveLength(2));
    const stored = sessionStorage.getItem(TABS_STORAGE_KEY) ?? '';
    expect(stored).toContain('startProcess');
    expect(stored).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it(
    'reads tabs stored by an older portal (with their titles) and retitles them; a page gone from the menu is dropped',
    { timeout: 60000 },
    async () => {
      sessionStorage.setItem(
        TABS_STORAGE_KEY,
        JSON.stringify({
          state: {
            tabs: [
              { path: '/home', fullPath: '/home', name: 'home', title: '首页', affix: true },
              { path: '/matter/startProcess', fullPath: '/matter/startProcess', name: 'startProcess', title: '发起流程' },
              {
                path: '/personal/message',
                fullPath: '/personal/message',
                name: 'personalMessage',
                title: '',
                titleKey: 'route.personalMessage',
              },
              { path: '/wf/export', fullPath: '/wf/export', name: 'instanceExport', title: '实例导出' },
              { fullPath: 42 },
            ],
          },
          version: 0,
        }),
      );
      await useTabsStore.persist.rehydrate();
      signIn();
      initI18n('en-US');
      server.use(menuHandler(renamed(frontMenu)));
      renderShell('/matter/myTask');
      await screen.findByTestId('page-myTask', {}, { timeout: 20000 });
      await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Start a process', 'Messages', 'My to-dos']));
      expect(sessionStorage.getItem(TABS_STORAGE_KEY)).not.toMatch(/[\u4e00-\u9fff]/);
    },
  );
});
