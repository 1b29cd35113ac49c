import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, getByText, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserSave, AdminUserStatusChange } from '@contract/uc-admin-users';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { adminUserEdit, adminUserHandlers, adminUserRow } from '../../../mocks/handlers/adminUsers';
import { departureHandlers, mockDepartureState } from '../../../mocks/handlers/departures';
import UserAdmin from '@/features/admin-users/pages/UserAdmin';
import { renderPage } from '../tasks/render';

// antd's dialogs and pickers take a while to draw in jsdom on a busy machine
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const press = (scope: HTMLElement, text: string) => fireEvent.click(getByText(scope, text).closest('button')!);
const menuOf = async (row: HTMLElement, item: string) => {
  press(row, 'Actions');
  fireEvent.click(await screen.findByText(item));
};

describe('the administrators’ users (issue 30)', { timeout: 90_000 }, () => {
  it('lists users with their status and lock, sorted by account; Disable opens the hand-over preview and confirms it', async () => {
    const lists: unknown[] = [];
    const statuses: AdminUserStatusChange[] = [];
    const departures = mockDepartureState({ names: { 'u-lina': '李娜', 'u-zhengkai': '郑凯' } });
    server.use(
      ...departureHandlers(departures),
      ...adminUserHandlers({
        lists,
        statuses,
        rows: [
          adminUserRow(),
          adminUserRow({ id: 'u-zw', account: 'zhangwei', fullname: '张伟', status: -1, locked: true, wrongGuesses: 4 }),
        ],
      }),
    );
    renderPage(<UserAdmin />, { path: '/sysAdmin/users' });
    const lina = await rowOf('lina');
    expect(within(lina).getByText('Normal')).toBeInTheDocument();
    const zw = await rowOf('zhangwei');
    expect(within(zw).getByText('Not activated')).toBeInTheDocument();
    expect(within(zw).getByText('Held up')).toBeInTheDocument();
    await menuOf(lina, 'Disable');
    // what she holds first, then the confirm: the status call alone is never sent
    expect(await screen.findByText('张伟的请假申请')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm and disable' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and disable' }));
    await waitFor(() => expect(departures.confirms).toMatchObject([{ userId: 'u-lina', kind: 'disabled' }]));
    expect(departures.previews[0]).toMatchObject({ userId: 'u-lina', kind: 'disabled' });
    expect(statuses).toEqual([]);
    expect(lists[0]).toMatchObject({ sort: 'account', order: 'asc', pageBean: { page: 1 } });
  });

  it('saves an edit with its version and places; another administrator’s change keeps the dialog and what was typed', async () => {
    const saved: AdminUserSave[] = [];
    server.use(
      ...adminUserHandlers({
        saved,
        item: adminUserEdit(),
        saveAnswer: () => fail(409, 'Another administrator changed 李娜 after you opened it; reopen it to see their change'),
      }),
    );
    renderPage(<UserAdmin />, { path: '/sysAdmin/users' });
    await menuOf(await rowOf('lina'), 'Edit');
    const form = await dialog('Edit user');
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('李娜'));
    fireEvent.change(name, { target: { value: '李娜娜' } });
    press(form, 'Save');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: 'u-lina',
      version: 3,
      account: 'lina',
      fullname: '李娜娜',
      mainOrgId: 'org-rd',
      mainPostId: 'post-rd-lead',
      postIds: ['post-qa-eng'],
      roleIds: ['role-employee'],
      isAdmin: false,
      leader: true,
    });
    // refused (the shell's toast says the server's words): the dialog stays, with what was typed
    await waitFor(() => expect(within(form).getByText('Save').closest('button')).not.toHaveClass('ant-btn-loading'));
    expect(within(form).getByText('Edit user')).toBeInTheDocument();
    expect(name).toHaveValue('李娜娜');
  });

  it('resets a password to a generated one and shows it once', async () => {
    server.use(...adminUserHandlers({ generatedPassword: 'Gen-Pass-1234abcd' }));
    renderPage(<UserAdmin />, { path: '/sysAdmin/users' });
    await menuOf(await rowOf('lina'), 'Reset password');
    const reset = await dialog('Reset the password of 李娜');
    press(reset, 'Reset');
    const shown = await dialog('New password');
    expect(within(shown).getByText('Gen-Pass-1234abcd')).toBeInTheDocument();
    expect(within(shown).getByText(/shown only this once/)).toBeInTheDocument();
  });

  it('previews an import with each row’s problems, then imports with the preview’s fingerprint', async () => {
    const confirmed: unknown[] = [];
    server.use(...adminUserHandlers({ confirmed }));
    renderPage(<UserAdmin />, { path: '/sysAdmin/users' });
    await screen.findByText('lina');
    press(document.body, 'Import');
    const box = await dialog('Import users');
    const input = box.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['account,name,org\nnewbie,新人,rd\n'], 'users.csv', { type: 'text/csv' })] } });
    expect(await within(box).findByText('3 rows: 2 can be imported, 1 have problems and will not be')).toBeInTheDocument();
    expect(within(box).getByText('The account “lina” already exists')).toBeInTheDocument();
    expect(within(box).getByText(/looks like a formula: it is kept as text/)).toBeInTheDocument();
    press(box, 'Import 2 users');
    await waitFor(() => expect(confirmed).toEqual([{ fileId: expect.any(String), fingerprint: 'fp-1' }]));
  });
});
