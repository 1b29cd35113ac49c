import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { answer } from '../../../mocks/call';
import { mailAccount, mailHandlers, mailRows, mailStore, syncProgress, type MailStore } from '../../../mocks/handlers/mail';
import { MAIL_CALLS } from '@contract/mail';
import Mailbox from '@/features/mail/pages/Mailbox';
import { renderUi } from '../search/render';
import { dialogTitled, emit, mailSuite } from './setup';

vi.mock('@/shared/live', () => import('./liveMock'));

mailSuite();

function renderMailbox(store: MailStore = mailStore()) {
  server.use(...mailHandlers(store));
  renderUi(<Mailbox />);
  return store;
}

const tree = () => screen.findByRole('tree', { name: 'Mail folders' });

describe('mailbox: folders', () => {
  it('shows the accounts with their folders and unread counts, and opens the inbox', async () => {
    const store = renderMailbox();
    const folders = await tree();
    expect(within(folders).getByText('user1@example.com')).toBeInTheDocument();
    expect(within(folders).getByText('Inbox')).toBeInTheDocument();
    expect(within(folders).getByText('Sent')).toBeInTheDocument();
    expect(within(folders).getByText('Projects')).toBeInTheDocument();
    expect(within(folders).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(within(folders).getByLabelText('1 unread')).toHaveTextContent('1');
    // the inbox's mails are listed at once
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    expect(store.calls).toContain('list:{"folder":"acc-1-inbox","text":"","page":1}');
  });

  it('offers to add an account when there is none', async () => {
    renderMailbox(mailStore({ accounts: [], mails: [] }));
    expect(await screen.findByText(/No mail account yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add account/ }));
    expect(await screen.findByRole('dialog', { name: 'Add account' })).toBeInTheDocument();
  });

  it('shows a failing folder tree with a retry, the page stays', async () => {
    let failing = true;
    server.use(
      answer(MAIL_CALLS.tree, () => (failing ? fail(500, 'Backend broke') : [mailAccount(1)])),
      ...mailHandlers(mailStore()).slice(1),
    );
    renderUi(<Mailbox />);
    expect(await screen.findByText('The mail folders could not be loaded')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tree()).toBeInTheDocument();
  });

  it('shows folders that arrive after the tree was first drawn (an account added before its first sync)', async () => {
    const store = mailStore({ accounts: [{ ...mailAccount(1), folders: [] }] });
    renderMailbox(store);
    const folders = await tree();
    expect(within(folders).getByText('user1@example.com')).toBeInTheDocument();
    expect(within(folders).queryByText('Sent')).not.toBeInTheDocument();
    // the first sync lists the account's folders: the tree shows them open, without a reload
    act(() => emit({ type: 'mail.sync', data: { accountId: 'acc-1', state: 'running', done: 0, total: 0, fetched: 0 } }));
    expect(await screen.findByLabelText('Synced 0 of 0')).toBeInTheDocument();
    store.accounts[0] = mailAccount(1);
    act(() => emit({ type: 'mail.sync', data: { accountId: 'acc-1', state: 'done', done: 0, total: 0, fetched: 0 } }));
    expect(await within(folders).findByText('Sent')).toBeVisible();
    expect(within(folders).getByText('Inbox')).toBeVisible();
    // the reader may still fold an account and open it again
    fireEvent.click(within(folders).getAllByRole('img', { name: /caret-down/ })[0]);
    await waitFor(() => expect(within(folders).queryByText('Sent')).not.toBeInTheDocument());
  });

  it('syncs an account and follows its progress live until it ends', async () => {
    const store = mailStore({ syncStates: [syncProgress('acc-1', 'running', 0, 10)] });
    renderMailbox(store);
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'Sync user1@example.com' }));
    expect(await screen.findByLabelText('Synced 0 of 10')).toBeInTheDocument();
    expect(store.calls).toContain('sync:acc-1');
    act(() => emit({ type: 'mail.sync', data: { accountId: 'acc-1', state: 'running', done: 4, total: 10, fetched: 4 } }));
    expect(await screen.findByLabelText('Synced 4 of 10')).toBeInTheDocument();
    const treeCalls = store.calls.filter((c) => c === 'tree').length;
    act(() => emit({ type: 'mail.sync', data: { accountId: 'acc-1', state: 'done', done: 10, total: 10, fetched: 7 } }));
    expect(await screen.findByText('Sync finished, new mails: 7')).toBeInTheDocument();
    await waitFor(() => expect(store.calls.filter((c) => c === 'tree').length).toBeGreaterThan(treeCalls));
    expect(screen.queryByLabelText(/Synced/)).not.toBeInTheDocument();
  });
});

describe('mailbox: list', () => {
  it('pages 20 at a time with unread mails bold and a clip for attachments', async () => {
    const store = renderMailbox(mailStore({ mails: mailRows(25, 'acc-1-inbox', 3) }));
    const list = await screen.findByRole('list', { name: 'Mails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(list.querySelectorAll('[data-unread="true"]')).toHaveLength(3);
    expect(within(list).getAllByLabelText('Has attachments')).toHaveLength(1);
    expect(screen.getByText('Total: 25')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Subject 21')).toBeInTheDocument();
    expect(store.calls).toContain('list:{"folder":"acc-1-inbox","text":"","page":2}');
  });

  it('searches the subject and sender from page 1', async () => {
    const store = renderMailbox(mailStore({ mails: mailRows(12) }));
    await screen.findByText('Subject 1');
    const box = screen.getByRole('searchbox', { name: 'Search subject or sender' });
    fireEvent.change(box, { target: { value: 'Subject 11' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('Subject 2')).not.toBeInTheDocument());
    expect(screen.getByText('Subject 11')).toBeInTheDocument();
    expect(store.calls).toContain('list:{"folder":"acc-1-inbox","text":"subject 11","page":1}');
  });

  it('marks several read and removes several (to the trash, asked first)', async () => {
    const store = renderMailbox(mailStore({ mails: mailRows(4) }));
    await screen.findByText('Subject 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Subject 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Subject 2' }));
    fireEvent.click(screen.getByRole('button', { name: /Mark read/ }));
    await waitFor(() => expect(store.calls).toEqual(expect.arrayContaining(['isRead:m-1', 'isRead:m-2'])));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Subject 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Subject 4' }));
    fireEvent.click(screen.getAllByRole('button', { name: /Delete/ })[0]!);
    const confirm = await dialogTitled('Delete mails');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.calls).toContain('remove:m-3,m-4:trash'));
    await waitFor(() => expect(screen.queryByText('Subject 3')).not.toBeInTheDocument());
  });

  it('shows a failing list with a retry', async () => {
    server.use(...mailHandlers(mailStore()));
    server.use(answer(MAIL_CALLS.list, () => fail(500, 'Backend broke')));
    renderUi(<Mailbox />);
    expect(await screen.findByText('The mails could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: 'Mail folders' })).toBeInTheDocument();
  });
});
