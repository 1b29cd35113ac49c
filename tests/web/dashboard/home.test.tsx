import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { HOME_CALLS } from '@contract/workflow-home';
import { server } from '../../../mocks/node';
import { fail, ok } from '../../../mocks/envelope';
import {
  emptyHomeHandlers,
  homeDelayHandler,
  homeDoneHandler,
  homeNoticeHandler,
  homeRequestHandler,
  homeSankeyHandler,
  homeTodoHandler,
  instanceRow,
  noticeRow,
  taskRow,
} from '../../../mocks/handlers/home';
import type { SankeyValue } from '@/api/home';
import Home from '@/features/dashboard/pages/Home';
import { HOME_EVENT_PREFIXES } from '@/features/dashboard/hooks/useHomeLive';
import { renderWithProviders } from './render';

// the live stream: the test plays the server's events
const live = vi.hoisted(() => ({ listener: null as null | ((e: { type: string }) => void), prefixes: [] as readonly string[] }));
vi.mock('@/shared/live', () => ({
  useLiveEvents: (fn: (e: { type: string }) => void, prefixes: readonly string[]) => {
    live.listener = fn;
    live.prefixes = prefixes;
  },
}));

// the sankey chart module, to see when it is fetched
const sankey = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('@/features/dashboard/components/SankeyChart', () => {
  sankey.loaded++;
  return {
    default: ({ data, label }: { data: SankeyValue; label: string }) => (
      <div role="img" aria-label={label}>
        {data.links.map((l) => `${l.source}>${l.target}:${l.value}`).join(' ')}
      </div>
    ),
  };
});

// jsdom has no layout: the test says when the sankey card comes into view
const observers = vi.hoisted(() => [] as Array<(entries: Array<{ isIntersecting: boolean }>) => void>);
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {}
  unobserve() {}
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  observers.length = 0;
  server.use(...emptyHomeHandlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

/** The home page drawn from the layout the server holds (the lists layout unless a test overrides it). */
async function renderHome() {
  renderWithProviders(<Home />, { path: '/home' });
  await screen.findAllByText('My to-dos');
}

function card(title: string) {
  const heading = screen.getAllByText(title).find((el) => el.closest('.ant-card-head-title'));
  return heading!.closest('.ant-card') as HTMLElement;
}

describe('home page', { timeout: 30_000 }, () => {
  it('shows each list with its count and rows that open the approval form', async () => {
    let pageSize = 0;
    server.use(
      homeTodoHandler((body) => {
        pageSize = body.pageBean?.pageSize ?? 0;
        return {
          total: 12,
          rows: [taskRow({ id: 't-1', subject: 'Leave of Zhang Wei' }), taskRow({ id: 't-2', subject: 'Trip of Zhao Min' })],
        };
      }),
      homeDoneHandler({
        total: 3,
        rows: [
          taskRow({ id: 't-9', subject: 'Expense of Wu Hao', procInstId: 'i-9', completeTime: '2026-03-02T00:00:00Z', instStatus: 'end' }),
        ],
      }),
      homeRequestHandler({ total: 1, rows: [instanceRow({ id: 'i-5', subject: 'My purchase' })] }),
      homeDelayHandler({ total: 2, rows: [taskRow({ id: 't-4', subject: 'Late one' })] }),
      homeNoticeHandler({
        total: 2,
        unread: 1,
        rows: [noticeRow({ id: 'n-1', subject: 'Circulated A', isRead: 0 }), noticeRow({ id: 'n-2', subject: 'Circulated B', isRead: 1 })],
      }),
    );
    await renderHome();

    expect(await within(card('My to-dos')).findByText('12 in all')).toBeInTheDocument();
    expect(pageSize).toBe(6);
    const todo = within(card('My to-dos'));
    expect(todo.getByRole('link', { name: 'Open the approval form: Leave of Zhang Wei' })).toHaveAttribute(
      'href',
      '/front/matter/approvalForm?taskId=t-1&instId=inst-1',
    );
    expect(todo.getByRole('link', { name: 'Open the approval form: Trip of Zhao Min' })).toHaveAttribute('target', '_blank');

    expect(await within(card('My done tasks')).findByText('3 in all')).toBeInTheDocument();
    expect(within(card('My done tasks')).getByRole('link', { name: /Expense of Wu Hao/ })).toHaveAttribute(
      'href',
      '/front/matter/approvalForm?instId=i-9&type=fromMonitor',
    );
    // a done task names the step the reader handled and the instance's state, not a "current node" of a finished one
    const done = within(card('My done tasks'));
    expect(done.getByText(/^Handled at: /)).toBeInTheDocument();
    expect(done.getByText('Ended')).toBeInTheDocument();
    expect(done.queryByText(/^Current node/)).toBeNull();
    expect(await within(card('My requests')).findByText('1 in all')).toBeInTheDocument();
    expect(within(card('My requests')).getByText('Current node: Leader approves')).toBeInTheDocument();
    expect(await within(card('Delayed tasks')).findByText('2 in all')).toBeInTheDocument();

    const notices = within(card('Notices to read'));
    expect(await notices.findByText('1 unread')).toBeInTheDocument();
    expect(notices.getByRole('link', { name: /Circulated A/ })).toHaveTextContent('Unread');
    expect(notices.getByRole('link', { name: /Circulated B/ })).toHaveTextContent('Read');
  });

  it('refreshes the lists by itself when a task reaches or leaves the user', async () => {
    let total = 1;
    server.use(
      homeTodoHandler(() => ({ total, rows: Array.from({ length: total }, (_, i) => taskRow({ id: `t-${i}`, subject: `Task ${i}` })) })),
    );
    await renderHome();
    expect(await within(card('My to-dos')).findByText('1 in all')).toBeInTheDocument();
    expect(live.prefixes).toEqual(HOME_EVENT_PREFIXES);

    total = 2;
    act(() => live.listener?.({ type: 'task.changed' }));
    expect(await within(card('My to-dos')).findByText('2 in all')).toBeInTheDocument();
    expect(within(card('My to-dos')).getByRole('link', { name: /Task 1/ })).toBeInTheDocument();
  });

  it('says when a list fails and retries on request', async () => {
    let down = true;
    server.use(http.post(`*${HOME_CALLS.delay.path}`, () => (down ? fail(500, 'down') : ok({ total: 4, rows: [] }))));
    await renderHome();
    const delay = within(card('Delayed tasks'));
    expect(await delay.findByText('Could not be loaded')).toBeInTheDocument();
    down = false;
    act(() => delay.getByRole('button', { name: 'Retry' }).click());
    expect(await delay.findByText('4 in all')).toBeInTheDocument();
  });

  it('loads the sankey chart and its data only when the card comes into view', async () => {
    let asked = 0;
    server.use(
      homeSankeyHandler(() => {
        asked++;
        return { nodes: [{ name: 'HR' }, { name: 'Leave' }, { name: 'Leave' }], links: [{ source: 'HR', target: 'Leave', value: 4 }] };
      }),
    );
    await renderHome();
    await within(card('My to-dos')).findByText('0 in all');
    expect(within(card('Process flows')).getByRole('status')).toHaveTextContent('Loading the chart...');
    expect(sankey.loaded).toBe(0);
    expect(asked).toBe(0);

    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
    const chart = await screen.findByRole('img', { name: 'Sankey chart of process flows, 1 flows' });
    expect(chart).toHaveTextContent('HR>Leave:4');
    expect(sankey.loaded).toBe(1);
    expect(asked).toBe(1);
  });
});
