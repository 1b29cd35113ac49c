import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { ok, fail } from '../../../mocks/envelope';
import { useAuthStore } from '@/shared/session';
import { pages } from '@/features/contacts/routes';
import Profile from '@/features/contacts/pages/Profile';
import { renderUi } from '../search/render';

vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useAuthStore.setState({ account: '' });
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Fills the change-password form (the current password when given) and sends it. */
function changePassword({ current, next, confirm = next }: { current?: string; next: string; confirm?: string }) {
  if (current !== undefined) fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('personal settings', () => {
  it('registers the contacts and profile pages', () => {
    expect(Object.keys(pages).sort()).toEqual(['contacts/Contacts', 'contacts/Profile']);
  });

  it('shows the detail record of the signed-in user', async () => {
    useAuthStore.setState({ account: 'zhangwei' });
    renderUi(<Profile />);
    expect(await screen.findByText('E0004')).toBeInTheDocument();
    expect(screen.getByText('张伟')).toBeInTheDocument();
    expect(screen.getByText('研发部')).toBeInTheDocument();
    expect(screen.getByText('研发工程师')).toBeInTheDocument();
    expect(screen.getByText('员工')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Interface language' }).closest('.ant-select')).toHaveTextContent('English');
  });

  it('checks the new password against the strategy before sending it', async () => {
    useAuthStore.setState({ account: 'zhangwei' });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/user/v1/user/modifiUserPsd', async ({ request }) => {
        sent.push(await request.json());
        return ok(null);
      }),
    );
    renderUi(<Profile />);
    await screen.findByText(/At least 10 characters\./);
    changePassword({ current: 'Portal@2026', next: 'abc', confirm: 'abd' });
    expect(await screen.findByText(/Must contain a digit\./, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(await screen.findByText('The new passwords do not match')).toBeInTheDocument();
    expect(sent).toEqual([]);

    changePassword({ next: 'NewPass2026' });
    await waitFor(() => expect(sent).toEqual([{ oldPwd: 'Portal@2026', newPwd: 'NewPass2026' }]));
    expect(await screen.findByText('Password changed; your other sessions were signed out')).toBeInTheDocument();
  });

  it('shows the server refusal and keeps the form', async () => {
    useAuthStore.setState({ account: 'zhangwei' });
    server.use(http.post('*/api/user/v1/user/modifiUserPsd', () => fail(400, 'The current password is wrong')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(<Profile />);
    await screen.findByText(/At least 10 characters\./);
    changePassword({ current: 'wrong-one', next: 'NewPass2026' });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('The current password is wrong'));
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass2026');
  });
});
