import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { answer } from '../../../mocks/call';
import { groupHandlers, type MockGroup } from '../../../mocks/handlers/groups';
import { GROUP_CALLS } from '@contract/groups';
import { useAuthStore } from '@/shared/session';
import GroupList from '@/features/groups/pages/GroupList';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useAuthStore.setState({ userId: 'u-lina', isAdmin: false }));

const people = [
  { userId: 'u-zhangwei', account: 'zhangwei', fullname: 'Zhang Wei', orgName: 'R&D' },
  { userId: 'u-zhaomin', account: 'zhaomin', fullname: 'Zhao Min', orgName: 'R&D', active: false },
  { userId: 'u-wangfang', account: 'wangfang', fullname: 'Wang Fang', orgName: 'QA' },
];

const fixtures = (): MockGroup[] => [
  { id: 'g1', name: 'Review team', members: [...people] },
  { id: 'g2', name: 'Finance team', shared: true, members: [people[0]!] },
];

/** The members' names in the members table, in order. */
const memberOrder = () =>
  [...document.querySelectorAll('section[aria-label^="Members of"] tr.ant-table-row')].map((r) => r.querySelectorAll('td')[1]!.textContent);

describe('GroupList', { timeout: 40_000 }, () => {
  it('shows a group’s members, marks the deactivated one, and reorders with the buttons', async () => {
    const mock = groupHandlers(fixtures());
    server.use(...mock);
    renderPage(<GroupList />, { path: '/personal/groups' });
    fireEvent.click(await screen.findByText('Review team'));
    await waitFor(() => expect(memberOrder()).toEqual(['Zhang Wei (zhangwei)', 'Zhao Min (zhaomin)Deactivated', 'Wang Fang (wangfang)']));
    expect(screen.getByText('1 deactivated')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Move Zhang Wei down'));
    await waitFor(() => expect(memberOrder()[0]).toBe('Zhao Min (zhaomin)Deactivated'));
    expect(mock.calls.swaps).toEqual([{ groupId: 'g1', id: 'g1:u-zhangwei', targetId: 'g1:u-zhaomin' }]);
    expect(screen.getByLabelText('Move Zhao Min up')).toBeDisabled();
  });

  it('creates a group, which opens with its creator as the first member', async () => {
    const mock = groupHandlers(fixtures());
    server.use(...mock);
    renderPage(<GroupList />, { path: '/personal/groups' });
    fireEvent.click(await screen.findByText('New group'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Enter a name', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'bad code' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Launch crew' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText(/Letters, digits, dots/, {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'launch' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(mock.calls.saved).toEqual([{ name: 'Launch crew', code: 'launch', description: null, shared: false }]), {
      timeout: 5000,
    });
    expect(await screen.findByText('Members of “Launch crew”', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(memberOrder()).toEqual(['Li Na (lina)']));
  });

  it('names groups without their codes, and offers no group as a member of itself', async () => {
    const groups = fixtures();
    groups[0]!.code = 'g-2ae95174';
    server.use(...groupHandlers(groups));
    renderPage(<GroupList />, { path: '/personal/groups' });
    fireEvent.click(await screen.findByRole('button', { name: 'Review team' }));
    await screen.findByText('Members of “Review team”');
    expect(screen.queryByText('g-2ae95174')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Pick by group'));
    // the shared group is offered; the group being edited is not
    expect(await screen.findByText('Finance team', { selector: '.ant-popover *' })).toBeInTheDocument();
    expect(document.querySelector('.ant-popover')!.textContent).not.toContain('Review team');
  });

  it('shows shared groups read-only to a colleague who is not an admin', async () => {
    server.use(...groupHandlers(fixtures()));
    renderPage(<GroupList />, { path: '/personal/groups' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Shared groups' }));
    fireEvent.click(await screen.findByText('Finance team'));
    expect(await screen.findByText('Only administrators can change a shared group.')).toBeInTheDocument();
    expect(screen.queryByText('New shared group')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Move .* down/)).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and when there are no groups', async () => {
    server.use(answer(GROUP_CALLS.query, () => fail(500, 'boom')));
    const { unmount } = renderPage(<GroupList />, { path: '/personal/groups' });
    expect(await screen.findByText('The groups could not be loaded')).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    server.use(...groupHandlers([]));
    renderPage(<GroupList />, { path: '/personal/groups' });
    expect(await screen.findByText('No groups yet. Use “New group” to create one.')).toBeInTheDocument();
    expect(screen.getByText('Choose a group to see its members.')).toBeInTheDocument();
  });
});
