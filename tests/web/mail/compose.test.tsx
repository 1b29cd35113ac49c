import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { answer } from '../../../mocks/call';
import { fileHandlers, type StoredMockFile } from '../../../mocks/handlers/files';
import { mailAccount, mailHandlers, mailStore, type MailStore } from '../../../mocks/handlers/mail';
import { ComposeDialog } from '@/features/mail/components/ComposeDialog';
import { emptyDraft } from '@/features/mail/lib/compose';
import { MAIL_CALLS } from '@contract/mail';
import Mailbox from '@/features/mail/pages/Mailbox';
import { renderUi } from '../search/render';
import { dialogTitled, mailSuite } from './setup';

vi.mock('@/shared/live', () => import('./liveMock'));

mailSuite();

async function openCompose(store: MailStore = mailStore(), files: StoredMockFile[] = []) {
  server.use(...fileHandlers(files), ...mailHandlers(store));
  renderUi(<Mailbox />);
  await screen.findByRole('tree', { name: 'Mail folders' });
  fireEvent.click(screen.getByRole('button', { name: /Write/ }));
  return screen.findByRole('dialog', { name: 'New mail' });
}

/** Types an address into an address field and confirms it as a tag. */
function addAddress(dialog: HTMLElement, field: string, address: string) {
  const input = within(dialog).getByRole('combobox', { name: field });
  fireEvent.change(input, { target: { value: address } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function typeBody(dialog: HTMLElement, html: string) {
  const area = within(dialog).getByRole('textbox', { name: 'Message' });
  area.innerHTML = html;
  fireEvent.input(area);
}

describe('compose', () => {
  it('refuses to send without a recipient, with a bad address, or without a subject', async () => {
    const store = mailStore();
    const dialog = await openCompose(store);
    fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    expect(await within(dialog).findByText('Add at least one recipient')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a subject')).toBeInTheDocument();
    addAddress(dialog, 'To', 'not-an-address');
    fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    expect(await within(dialog).findByText('Not a valid address: not-an-address')).toBeInTheDocument();
    expect(store.sent).toHaveLength(0);
  });

  it('sends from the default account with the body and an uploaded attachment', async () => {
    const store = mailStore();
    const files: StoredMockFile[] = [];
    const dialog = await openCompose(store, files);
    addAddress(dialog, 'To', 'lina@example.com');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Quarterly report' } });
    typeBody(dialog, '<p>Hello <b>Lina</b></p><script>alert(1)</script>');
    const upload = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(upload, { target: { files: [new File(['pdf'], 'q1.pdf', { type: 'application/pdf' })] } });
    });
    // (jsdom's FormData loses the file name on its way to msw: the stored one is named "blob")
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await within(dialog).findByText(/^blob \(\d+ B\)$/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(store.sent).toHaveLength(1));
    expect(store.sent[0]).toEqual({
      accountId: 'acc-1',
      to: ['lina@example.com'],
      cc: [],
      bcc: [],
      subject: 'Quarterly report',
      html: '<p>Hello <b>Lina</b></p>',
      fileIds: ['f-1'],
    });
    // issue 29.17: the send is confirmed with its recipients, and leads to Sent, where the copy names them
    const confirmation = await screen.findByTestId('mail-sent');
    expect(confirmation).toHaveTextContent('Mail sent to lina@example.com; a copy is in Sent');
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Open Sent' }));
    const copy = await screen.findByRole('listitem', { name: 'Quarterly report' });
    expect(within(copy).getByTestId('mail-who')).toHaveTextContent('To: lina@example.com');
    expect(within(copy).queryByText('user1@example.com')).not.toBeInTheDocument();
    expect(store.calls).toContain('list:{"folder":"acc-1-sent","text":"","page":1}');
  });

  it('shows the server refusal and keeps what was written', async () => {
    const store = mailStore();
    server.use(...mailHandlers(store));
    const dialog = await openCompose(store);
    server.use(answer(MAIL_CALLS.send, () => fail(400, 'The SMTP server refused the sender')));
    addAddress(dialog, 'To', 'lina@example.com');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The SMTP server refused the sender');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Hi');
  });

  it('asks before throwing away what was written', async () => {
    server.use(...mailHandlers(mailStore()));
    const onClose = vi.fn();
    renderUi(<ComposeDialog draft={emptyDraft()} accounts={[mailAccount(1)]} onClose={onClose} />);
    const dialog = await dialogTitled('New mail');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Draft' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await dialogTitled('Discard this mail?')).getByRole('button', { name: 'Keep writing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Draft');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await dialogTitled('Discard this mail?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes at once when nothing was written', async () => {
    server.use(...mailHandlers(mailStore()));
    const onClose = vi.fn();
    renderUi(<ComposeDialog draft={emptyDraft()} accounts={[mailAccount(1)]} onClose={onClose} />);
    fireEvent.click(within(await dialogTitled('New mail')).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('suggests contacts and colleagues as the address is typed', async () => {
    const store = mailStore({
      suggestions: [{ name: 'Li Na', mailAddress: 'lina@example.com', source: 'user', userId: 'u-lina', account: 'lina' }],
    });
    const dialog = await openCompose(store);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'To' }), { target: { value: 'li' } });
    expect(await screen.findByText('Li Na <lina@example.com> · colleague')).toBeInTheDocument();
  });
});
