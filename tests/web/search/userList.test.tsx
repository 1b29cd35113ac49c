import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { UserRow } from '@contract/uc';
import { ok, fail } from '../../../mocks/envelope';
import { eventLogHandler } from '../../../mocks/handlers/feedback';
import type { EventLogBody } from '@contract/search';
import { VisibleObserver } from './render';
import { expectTexts } from '../support/expectTexts';
import { quietConsole, search, setUpSearchTests, showResults } from './results';

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

type Page = { pattern: string; page: number; pageSize: number };

/** queryByType over `rows`, recording each requested page. */
function userSearch(rows: UserRow[], pages: Page[]) {
  return http.post('*/api/user/v1/users/queryByType', async ({ request }) => {
    const body = (await request.json()) as Page;
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

/** Serves `people(count)`, shows the user search for `pattern`; the pages asked for. */
function searchPeople(count: number, pattern: string) {
  const pages: Page[] = [];
  showResults('user', pattern, userSearch(people(count), pages));
  return pages;
}

setUpSearchTests();
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('global user list', () => {
  it('loads 50 a page while the end is in view and stops after a page of fewer than 50', async () => {
    const pages = searchPeople(120, '测试');
    expect(await screen.findByText('All 120 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(pages.map((p) => [p.page, p.pageSize])).toEqual([
      [1, 50],
      [2, 50],
      [3, 50],
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(120);
  });

  it('a page of exactly 50 rows asks for one more page, which ends the list', async () => {
    const pages = searchPeople(50, '测试');
    expect(await screen.findByText('All 50 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
  });

  it('starts again from page 1 on a new pattern', async () => {
    const pages = searchPeople(60, '测试');
    expect(await screen.findByText('All 60 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    search('user00', 'user');
    expect(await screen.findByText('All 9 users shown', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(pages.slice(-1)).toEqual([{ pattern: 'user00', page: 1, pageSize: 50 }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('an empty pattern loads nothing', async () => {
    const pages = searchPeople(5, '   ');
    expect(await screen.findByText('Enter a name, account or pinyin to find users')).toBeInTheDocument();
    expect(pages).toEqual([]);
  });

  it('a failure is logged only', async () => {
    const error = quietConsole();
    showResults(
      'user',
      'lina',
      http.post('*/api/user/v1/users/queryByType', () => fail(500, 'boom')),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('user search failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a row opens the user card', async () => {
    searchPeople(3, '测试用户2');
    const row = await screen.findByRole('button', { name: '测试用户2' });
    await userEvent.click(row);
    const card = await screen.findByTestId('user-card');
    expectTexts(card, 'user002', '研发部', '研发工程师', 'user2@example.com');
  });

  it('logs user and document searches with their text', async () => {
    const logged: EventLogBody[] = [];
    showResults('user', '测试', userSearch(people(1), []), eventLogHandler(logged));
    await waitFor(() => expect(logged).toEqual([{ type: 'user', searchText: '测试' }]));
  });
});
