import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PageLoader } from '@/app/router/registry';
import { renderShell, setUpShellTests, signIn, testRegistry } from './support/renderShell';

vi.mock('@/features/search', () => ({ GlobalSearchBox: () => null, SearchResults: () => null, useSearchActive: () => false }));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

const broken = { now: true };

/** A page that throws while `broken.now`, as the task workspace did on another tab's rows. */
const throwingPage: PageLoader = () =>
  Promise.resolve({
    default: function Broken() {
      if (broken.now) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <div data-testid="page-recovered">recovered</div>;
    },
  });

setUpShellTests();
beforeEach(() => {
  broken.now = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('an error inside a page', { timeout: 30_000 }, () => {
  // the board is an ordinary page, my tasks is kept alive in its own pane
  it.each([
    ['dashboard/Board', '/report/query?type=month'],
    ['tasks/MyTask', '/matter/myTask'],
  ])('%s: keeps the menu, the top bar and the tabs, and Retry renders the page again', async (key, path) => {
    signIn();
    renderShell(path, { ...testRegistry, [key]: throwingPage });
    // the shell's live announcer is an alert too: the fallback is the alert that holds the message
    const alert = (await screen.findByText('此部分出错了', {}, { timeout: 15_000 })).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(screen.queryByText('500')).not.toBeInTheDocument();
    // the shell is still there: side menu items, the user in the top bar, the visited-route tabs
    expect(screen.getAllByRole('menu').length).toBeGreaterThan(0);
    expect(screen.getAllByText('事项办理').length).toBeGreaterThan(0);
    expect(screen.getByText('张伟')).toBeInTheDocument();

    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('page-recovered')).toBeInTheDocument();
    expect(screen.queryByText('此部分出错了')).not.toBeInTheDocument();
  });

  it('leaves other pages usable: the menu still navigates', async () => {
    signIn();
    renderShell('/report/query?type=month', { ...testRegistry, 'dashboard/Board': throwingPage });
    await screen.findByText('此部分出错了', {}, { timeout: 15_000 });
    fireEvent.click(screen.getAllByText('首页')[0]);
    expect(await screen.findByTestId('page-home')).toBeInTheDocument();
  });
});
