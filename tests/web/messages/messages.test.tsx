import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { badgeHandler, messageHandlers, messageRows } from '../../../mocks/handlers/messages';
import type { LiveEvent } from '@/shared/live';
import { MessageBell } from '@/features/messages';
import MessageList from '@/features/messages/pages/MessageList';
import { badgeQuery } from '@/features/messages/queries';
import { renderUi } from '../search/render';

// the live stream is replaced by a hand-driven one: tests push events to the subscribers
const live = vi.hoisted(() => ({ listeners: [] as Array<{ fn: (e: LiveEvent) => void; prefixes: readonly string[] }> }));
vi.mock('@/shared/live', () => ({
  useLiveEvents: (fn: (e: LiveEvent) => void, prefixes: readonly string[] = []) => {
    live.listeners.splice(0, live.listeners.length, { fn, prefixes });
  },
}));
const emit = (event: LiveEvent) => {
  for (const l of live.listeners) if (!l.prefixes.length || l.prefixes.some((p) => event.type.startsWith(p))) l.fn(event);
};

// antd tables and modals render slowly in jsdom on a busy machine
vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  live.listeners.length = 0;
});
afterAll(() => server.close());

describe('message bell', () => {
  it('shows 99 when 150 messages are unread', async () => {
    server.use(badgeHandler(150));
    renderUi(<MessageBell />);
    const bell = await screen.findByRole('button', { name: '99 unread messages' });
    const count = bell.querySelector('.ant-badge-count');
    expect(count).toHaveAttribute('title', '99');
    expect(count).not.toHaveTextContent('+');
  });

  it('shows the exact count under the cap', async () => {
    server.use(badgeHandler(7));
    renderUi(<MessageBell />);
    const bell = await screen.findByRole('button', { name: '7 unread messages' });
    expect(bell.querySelector('.ant-badge-count')).toHaveAttribute('title', '7');
  });

  it('shows no badge when nothing is unread', async () => {
    server.use(badgeHandler(0));
    renderUi(<MessageBell />);
    const bell = await screen.findByRole('button', { name: 'No unread messages' });
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
  });

  it('opens the message page', async () => {
    server.use(badgeHandler(1));
    const { router } = renderUi(<MessageBell />, { path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: '1 unread message' }));
    expect(router.state.location.pathname).toBe('/personal/message');
  });

  it('refreshes on a live message event', async () => {
    const inbox = messageRows(2);
    server.use(...messageHandlers(inbox));
    renderUi(<MessageBell />);
    await screen.findByRole('button', { name: '2 unread messages' });
    inbox.push(...messageRows(5).slice(2));
    act(() => emit({ type: 'message.created' }));
    expect(await screen.findByRole('button', { name: '5 unread messages' })).toBeInTheDocument();
  });

  it('falls back to a refresh every 60 s', () => {
    expect(badgeQuery().refetchInterval).toBe(60_000);
  });
});

/** Serves `count` messages and renders the message page; the calls the server saw, in order. */
function renderPage(count: number) {
  const calls: string[] = [];
  server.use(...messageHandlers(messageRows(count), calls));
  renderUi(<MessageList />);
  return calls;
}

/** The table row of message `title`, once it shows. */
async function rowOf(title: string) {
  return (await screen.findByText(title)).closest('tr')!;
}

describe('message page', () => {
  it('lists 20 a page with read state', async () => {
    server.use(...messageHandlers(messageRows(25, 3)));
    renderUi(<MessageList />);
    expect(await screen.findByText('通知 1')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Unread')).toHaveLength(3);
    expect(within(table).getAllByText('Read')).toHaveLength(17);
    expect(screen.getByText('25 in total')).toBeInTheDocument();
    expect(screen.queryByText('通知 21')).not.toBeInTheDocument();
  });

  it('opening a message shows its text (never its HTML) and marks it read; the badge follows', async () => {
    const calls: string[] = [];
    const inbox = messageRows(2);
    server.use(...messageHandlers(inbox, calls));
    renderUi(
      <>
        <MessageBell />
        <MessageList />
      </>,
    );
    await screen.findByRole('button', { name: '2 unread messages' });
    fireEvent.click(await screen.findByText('通知 1'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('第 1 条内容')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    expect(calls).toContain('get:rcv-1');
    expect(await screen.findByRole('button', { name: '1 unread message' })).toBeInTheDocument();
  });

  it('marks one read', async () => {
    const calls = renderPage(2);
    const row = await rowOf('通知 2');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(calls).toContain('mark:rcv-2'));
    await waitFor(() => expect(within(row).getByText('Read')).toBeInTheDocument());
  });

  it('deletes after confirmation only', async () => {
    const calls = renderPage(2);
    const row = await rowOf('通知 2');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Delete this message\?/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.startsWith('remove'))).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('remove:rcv-2'));
    await waitFor(() => expect(screen.queryByText('通知 2')).not.toBeInTheDocument());
  });

  it('marks the selected messages read', async () => {
    const calls = renderPage(3);
    await screen.findByText('通知 1');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]);
    fireEvent.click(boxes[3]);
    fireEvent.click(screen.getByRole('button', { name: /Mark selected read/ }));
    await waitFor(() => expect(calls).toContain('mark:rcv-1,rcv-3'));
  });
});
