import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { messageHandlers, messageRows } from '../../../mocks/handlers/messages';
import MessageList from '@/features/messages/pages/MessageList';
import { renderUi } from '../search/render';

vi.mock('@/shared/live', () => ({ useLiveEvents: () => {} }));
vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** An inbox of 4: a task (unread, deep link), an urge, a CC copy (read), a system message. */
function inbox() {
  const rows = messageRows(4, 3);
  Object.assign(rows[0], { subject: 'New task: Approve of "Leave"', category: 'task', taskId: 'task-9', instId: 'inst-9' });
  Object.assign(rows[1], { subject: 'Reminder', category: 'urge' });
  Object.assign(rows[2], { subject: 'Copy for you', category: 'cc', instId: 'inst-7' });
  Object.assign(rows[3], { subject: 'Welcome', category: 'system' });
  return rows;
}

const tab = (name: RegExp) => screen.getAllByRole('tab').find((t) => name.test(t.textContent ?? ''))!;

describe('message centre', () => {
  it('shows category tabs with unread counts and filters by category', async () => {
    const calls: string[] = [];
    server.use(...messageHandlers(inbox(), calls));
    renderUi(<MessageList />);
    await screen.findByText('Welcome');
    await waitFor(() => expect(tab(/^Tasks/).textContent).toContain('1'));
    expect(tab(/^All/).textContent).toContain('3');
    fireEvent.click(tab(/^CC/));
    expect(await screen.findByText('Copy for you')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Welcome')).not.toBeInTheDocument());
    // the read time column shows when a message was read, a dash when not
    expect(screen.getByRole('columnheader', { name: 'Read at' })).toBeInTheDocument();
  });

  it('stars a message and lists the starred ones', async () => {
    const calls: string[] = [];
    server.use(...messageHandlers(inbox(), calls));
    renderUi(<MessageList />);
    const row = (await screen.findByText('Reminder')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Star' }));
    await waitFor(() => expect(calls).toContain('star:rcv-2:1'));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Remove star' })).toBeInTheDocument());
    fireEvent.click(screen.getByText('Starred'));
    await waitFor(() => expect(screen.queryByText('Welcome')).not.toBeInTheDocument());
    expect(screen.getByText('Reminder')).toBeInTheDocument();
  });

  it('marks all read in the chosen category', async () => {
    const calls: string[] = [];
    server.use(...messageHandlers(inbox(), calls));
    renderUi(<MessageList />);
    await screen.findByText('Welcome');
    fireEvent.click(tab(/^Urges/));
    await waitFor(() => expect(screen.queryByText('Welcome')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /Mark all read/ }));
    await waitFor(() => expect(calls).toContain('markAll:urge'));
  });

  it('a task message opens its approval form and is marked read', async () => {
    const calls: string[] = [];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(...messageHandlers(inbox(), calls));
    renderUi(<MessageList />);
    fireEvent.click(await screen.findByText('New task: Approve of "Leave"'));
    await waitFor(() => expect(calls).toContain('mark:rcv-1'));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('/matter/approvalForm?taskId=task-9&instId=inst-9'), '_blank', 'noopener');
    expect(calls.some((c) => c.startsWith('get:'))).toBe(false);
  });
});
