import { useState, type ComponentType } from 'react';
import { beforeAll, beforeEach } from 'vitest';
import { configure, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from '@/app/AppRouter';
import type { PageLoader, PageProps, PageRegistry } from '@/app/router/registry';
import { useAuthStore } from '@/shared/session';
import { useTabsStore } from '@/app/shell/tabs/store';
import { fakeMatchMedia } from '../../support/matchMedia';
import { listenToMocks } from '../../support/mockServer';

/** A page that shows its route properties and keeps a counter, to see remounts. */
export function probePage(name: string): PageLoader {
  function Probe(props: PageProps) {
    const [count, setCount] = useState(0);
    return (
      <div data-testid={`page-${name}`}>
        <span data-testid={`props-${name}`}>{JSON.stringify(props)}</span>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          {`${name} count ${count}`}
        </button>
      </div>
    );
  }
  const component: ComponentType<PageProps> = Probe;
  return () => Promise.resolve({ default: component });
}

export const testRegistry: PageRegistry = {
  'dashboard/Home': probePage('home'),
  'dashboard/Board': probePage('board'),
  'tasks/MyTask': probePage('myTask'),
  'tasks/StartProcess': probePage('startProcess'),
  'approval/ApprovalForm': probePage('approvalForm'),
  'tasks/FullNew': probePage('fullNew'),
};

export function signIn(account = 'zhangwei', username = '张伟') {
  useAuthStore.setState({ signedIn: true, account, username, token: 'tok', rtoken: 'rt', userId: 'u-1' });
}

export function renderShell(path: string, registry: PageRegistry = testRegistry) {
  window.history.replaceState(null, '', `/front${path}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntApp>
      <QueryClientProvider client={client}>
        <AppRouter registry={registry} />
      </QueryClientProvider>
    </AntApp>,
  );
}

/**
 * A desktop-wide window for antd's breakpoints: the setup's matchMedia answers false to every
 * query, which antd reads as an extra-small screen (side menu collapsed, breadcrumb hidden).
 */
export function wideScreen(width = 1440) {
  window.matchMedia = fakeMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
}

/**
 * The hooks of a test file that renders the whole shell: a wide screen, Chinese, the mock server
 * (spies restored after each test), and before each test no tabs, an empty session storage and nobody signed in.
 */
export function setUpShellTests() {
  beforeAll(() => {
    // the first render loads antd and the lazy pages: slow on a shared machine
    configure({ asyncUtilTimeout: 10_000 });
    wideScreen();
  });
  listenToMocks({ language: 'zh-CN', restoreMocks: true });
  beforeEach(() => {
    sessionStorage.clear();
    useTabsStore.setState({ tabs: [] });
    useAuthStore.getState().clear();
  });
}
