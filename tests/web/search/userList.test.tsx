import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { UserRow } from '@contract/uc';
import { server } from '../../../mocks/node';
import { ok, fail } from '../../../mocks/envelope';
import { eventLogHandler } from '../../../mocks/handlers/feedback';
import type { EventLogBody } from '@contract/search';
import { SearchResults } from '@/features/search';
import { initialSearchState, useSearchStore, type SearchType } from '@/features/search/store';
import { renderUi, VisibleObserver } from './render';

function people(n: number): UserRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `u-${i + 1}`,
    userId: `u-${i + 1}`,
    account: `user${String(i + 1).padStart(3, '0')}`,
    fullname: `测试用户${i + 1}`,
    email: `user${i + 1}@example.com`,
    mobile: null,
    sex: null,
    photo: null,
    status: 1,
    employeeNo: `E${i + 1}`,
    orgId: 'org-rd',
    orgName: '研发部',
    orgPathName: '总公司/研发中心/研发部',
    postId: 'post-eng',
    postName: '研发工程师',
  }));
}

/** queryByType over `rows`, recording each requested page. */
function userSearch(rows: UserRow[], pages: Array<{ pattern: string; page: number; pageSize: number }>) {
  return http.post('*/api/user/v1/users/queryByType', async ({ request }) => {
    const body = (await request.json()) as { pattern: string; page: number; pageSize: number };
    pages.push(body);
    const matched = rows.filter((r) => r.fullname.includes(body.pattern) || r.account.includes(body.pattern));
    return ok({
      rows: matched.slice((body.page - 1) * body.pageSize, body.page * body.pageSize),
      total: matched.length,
      page: body.page,
      pageSize: body.pageSize,
    });
  });
}

function search(pattern: string, searchType: SearchType = 'user') {
  act(() => {
    useSearchStore.setState({ searchType, input: pattern });
    useSearchStore.getState().fire('submit');
  });
}

// antd renders slowly in jsdom on a busy machine
vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  useSearchStore.setState(initialSearchState);
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('global user list', () => {
  it('loads 50 a page while the end is in view and stops after a page of fewer than 50', async () => {
    const pages: Array<{ pattern: string; page: number; pageSize: number }> = [];
    server.use(userSearch(people(120), pages));
    renderUi(<SearchResults />);
    search('测试');
    expect(await screen.findByText('All 120 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(pages.map((p) => [p.page, p.pageSize])).toEqual([
      [1, 50],
      [2, 50],
      [3, 50],
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(120);
  });

  it('a page of exactly 50 rows asks for one more page, which ends the list', async () => {
    const pages: Array<{ pattern: string; page: number; pageSize: number }> = [];
    server.use(userSearch(people(50), pages));
    renderUi(<SearchResults />);
    search('测试');
    expect(await screen.findByText('All 50 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
  });

  it('starts again from page 1 on a new pattern', async () => {
    const pages: Array<{ pattern: string; page: number; pageSize: number }> = [];
    server.use(userSearch(people(60), pages));
    renderUi(<SearchResults />);
    search('测试');
    expect(await screen.findByText('All 60 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    search('user00');
    expect(await screen.findByText('All 9 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(pages.slice(-1)).toEqual([{ pattern: 'user00', page: 1, pageSize: 50 }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('an empty pattern loads nothing', async () => {
    const pages: Array<{ pattern: string; page: number; pageSize: number }> = [];
    server.use(userSearch(people(5), pages));
    renderUi(<SearchResults />);
    search('   ');
    expect(await screen.findByText('Enter a name, account or pinyin to find users')).toBeInTheDocument();
    expect(pages).toEqual([]);
  });

  it('a failure is logged only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/user/v1/users/queryByType', () => fail(500, 'boom')));
    renderUi(<SearchResults />);
    search('lina');
    await waitFor(() => expect(error).toHaveBeenCalledWith('user search failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a row opens the user card', async () => {
    server.use(userSearch(people(3), []));
    renderUi(<SearchResults />);
    search('测试用户2');
    const row = await screen.findByRole('button', { name: '测试用户2' });
    await userEvent.click(row);
    const card = await screen.findByTestId('user-card');
    expect(within(card).getByText('user002')).toBeInTheDocument();
    expect(within(card).getByText('研发部')).toBeInTheDocument();
    expect(within(card).getByText('研发工程师')).toBeInTheDocument();
    expect(within(card).getByText('user2@example.com')).toBeInTheDocument();
  });

  it('logs user and document searches with their text', async () => {
    const logged: EventLogBody[] = [];
    server.use(userSearch(people(1), []), eventLogHandler(logged));
    renderUi(<SearchResults />);
    search('测试');
    await waitFor(() => expect(logged).toEqual([{ type: 'user', searchText: '测试' }]));
  });
});
