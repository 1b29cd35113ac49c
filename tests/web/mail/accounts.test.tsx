import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { mailHandlers, mailStore } from '../../../mocks/handlers/mail';
import { AccountDialog } from '@/features/mail/components/AccountDialog';
import { renderUi } from '../search/render';
import { dialogTitled } from './setup';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

vi.setConfig({ testTimeout: 40_000 });

async function openAccount() {
  const store = mailStore();
  server.use(...mailHandlers(store));
  renderUi(<AccountDialog open onClose={() => {}} />);
  const list = await screen.findByRole('dialog', { name: 'Mail accounts' });
  await within(list).findByText('user1@example.com');
  return { store, list };
}

describe('mail accounts', () => {
  it('changes an account keeping the stored password: no password sent, isOriginPwd=true', async () => {
    const { store, list } = await openAccount();
    fireEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    const form = await dialogTitled('Edit account');
    const password = within(form).getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toBeDisabled();
    await waitFor(() => expect(within(form).getByRole('checkbox', { name: 'Keep the stored password' })).toBeChecked());
    expect(password).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Display name' }), { target: { value: 'Work' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.calls).toContain('save:{"keep":true,"id":"acc-1","password":null}'));
    expect(store.settings[0]).toMatchObject({ nickName: 'Work', password: 'stored-secret' });
  });

  it('sends a new password when the reader unticks keep', async () => {
    const { store, list } = await openAccount();
    fireEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    const form = await dialogTitled('Edit account');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Keep the stored password' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the password')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'n3w-secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.calls).toContain('save:{"keep":false,"id":"acc-1","password":"n3w-secret"}'));
  });

  it.each([
    [
      'the IMAP port',
      (form: HTMLElement) => fireEvent.change(within(form).getByRole('spinbutton', { name: 'IMAP port' }), { target: { value: '143' } }),
    ],
    [
      'the SMTP server',
      (form: HTMLElement) =>
        fireEvent.change(within(form).getByRole('textbox', { name: 'SMTP server' }), { target: { value: 'smtp.elsewhere.test' } }),
    ],
    ['SSL', (form: HTMLElement) => fireEvent.click(within(form).getByRole('switch', { name: 'IMAP over SSL/TLS' }))],
    [
      'the user name',
      (form: HTMLElement) => fireEvent.change(within(form).getByRole('textbox', { name: 'User name' }), { target: { value: 'someone' } }),
    ],
  ])('asks for the password again when %s changed: the stored one is not sent', async (_what, change) => {
    const { store, list } = await openAccount();
    fireEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    const form = await dialogTitled('Edit account');
    const keep = within(form).getByRole('checkbox', { name: 'Keep the stored password' });
    await waitFor(() => expect(keep).toBeChecked());
    change(form);
    await waitFor(() => expect(within(form).getByLabelText('Password')).toBeEnabled());
    expect(keep).toBeDisabled();
    expect(within(form).getByText('The server or sign-in changed: enter the password again')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the password')).toBeInTheDocument();
    expect(store.calls.filter((c) => c.startsWith('save:'))).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'typed-again' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.calls).toContain('save:{"keep":false,"id":"acc-1","password":"typed-again"}'));
  });

  it('tests the settings and shows the server refusal; nothing is saved', async () => {
    const { store, list } = await openAccount();
    store.refuseSettings = 'Signing in to the IMAP server failed: check the user name and password';
    fireEvent.click(within(list).getByRole('button', { name: /Add account/ }));
    const form = await dialogTitled('Add account');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Address' }), { target: { value: 'new@example.com' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'IMAP server' }), { target: { value: 'imap.example.com' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'SMTP server' }), { target: { value: 'smtp.example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Signing in to the IMAP server failed');
    expect(store.calls).toContain('test:{"keep":false,"id":null,"password":"wrong"}');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.calls.filter((c) => c.startsWith('save:'))).toHaveLength(1));
    expect(await within(form).findByRole('status')).toHaveTextContent('Signing in to the IMAP server failed');
    expect(store.settings).toHaveLength(1);
  });

  it('offers the servers of the address’s provider and the company’s own; a pick fills them, the save sends them', async () => {
    const { store, list } = await openAccount();
    fireEvent.click(within(list).getByRole('button', { name: /Add account/ }));
    const form = await dialogTitled('Add account');
    const address = within(form).getByRole('textbox', { name: 'Address' });
    // a domain nobody knows: nothing offered, the hosts are typed by hand
    fireEvent.change(address, { target: { value: 'zhang@unknown.test' } });
    await waitFor(() => expect(store.calls).toContain('presets:unknown.test'));
    expect(within(form).queryByRole('group', { name: 'Suggested server settings:' })).not.toBeInTheDocument();
    fireEvent.change(address, { target: { value: 'zhang@gmail.com' } });
    const offers = await within(form).findByRole('group', { name: 'Suggested server settings:' });
    fireEvent.click(within(offers).getByRole('button', { name: /Use the Gmail settings/ }));
    expect(within(form).getByRole('textbox', { name: 'IMAP server' })).toHaveValue('imap.gmail.com');
    expect(within(form).getByRole('textbox', { name: 'SMTP server' })).toHaveValue('smtp.gmail.com');
    // the company's server, with its own ports and no SSL
    fireEvent.change(address, { target: { value: 'zhang@corp.example' } });
    fireEvent.click(await within(form).findByRole('button', { name: /Use the company mail server/ }));
    expect(within(form).getByRole('textbox', { name: 'IMAP server' })).toHaveValue('mail.corp.example');
    expect(within(form).getByRole('spinbutton', { name: 'IMAP port' })).toHaveValue('143');
    expect(within(form).getByRole('switch', { name: 'IMAP over SSL/TLS' })).not.toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'SMTP port' })).toHaveValue('587');
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.settings).toHaveLength(2));
    expect(store.settings[1]).toMatchObject({
      mailAddress: 'zhang@corp.example',
      imapHost: 'mail.corp.example',
      imapPort: 143,
      imapSsl: false,
      smtpHost: 'mail.corp.example',
      smtpPort: 587,
      smtpSsl: false,
    });
    // a new account's first sync starts at once; an edited one is not synced again by its save
    await waitFor(() => expect(store.calls).toContain('sync:acc-2'));
    expect(store.calls.filter((c) => c.startsWith('sync:'))).toEqual(['sync:acc-2']);
  });

  it('tests a stored account by id and says it connected', async () => {
    const { store, list } = await openAccount();
    fireEvent.click(within(list).getByRole('button', { name: 'Test connection' }));
    expect(await within(list).findByRole('status')).toHaveTextContent('user1@example.com connected');
    expect(store.calls).toContain('test:{"keep":false,"id":"acc-1","password":null}');
  });

  it('removes an account after asking', async () => {
    const { store, list } = await openAccount();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Remove user1@example.com? Its mails stored here go with it (the mail server keeps its own).');
    fireEvent.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.calls).toContain('removeSettings:acc-1'));
  });
});
