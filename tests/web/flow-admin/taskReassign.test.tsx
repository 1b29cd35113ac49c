import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TaskReassign from '@/features/flow-admin/pages/TaskReassign';
import { server } from '../../../mocks/node';
import { userSearchHandler } from '../../../mocks/handlers/tasks';
import { ucOrgHandlers } from '../../../mocks/handlers/ucOrg';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();

async function reassignFirst() {
  server.use(userSearchHandler([{ id: 'u-wangfang', account: 'wangfang', fullname: 'Wang Fang' }]));
  renderPage(<TaskReassign />);
  const row = (await screen.findByText('Leave request of Zhang Wei')).closest('tr')!;
  expect(within(row).getByText('Li Na')).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: 'Reassign' }));
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByRole('combobox', { name: 'New handlers' });
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: 'Wang' } });
  fireEvent.click(await screen.findByText(/^Wang Fang/, { selector: '.ant-select-item-option-content' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (kept in the history)' }), { target: { value: 'On leave' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
}

describe('task reassignment', { timeout: 60_000 }, () => {
  it('lists the open tasks and gives one to another person with the reason', async () => {
    const state = setup();
    await reassignFirst();
    await waitFor(() =>
      expect(state.seen.executors).toEqual([{ taskId: 'task-1', handlerType: 'user', userIds: ['u-wangfang'], opinion: 'On leave' }]),
    );
    expect(await screen.findByText('The task was reassigned')).toBeInTheDocument();
    expect(screen.getByText('Not taken yet')).toBeInTheDocument();
  });

  it('asks for a person before sending', async () => {
    const state = setup();
    renderPage(<TaskReassign />);
    const row = (await screen.findByText('Leave request of Zhang Wei')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Choose at least one person')).toBeInTheDocument();
    expect(state.seen.executors).toHaveLength(0);
  });

  it('shows the refusal and keeps the dialog open', async () => {
    const state = setup({ fails: new Set(['setExecutors']) });
    await reassignFirst();
    await waitFor(() => expect(state.errors).toHaveBeenCalledWith('The server refused this action', expect.anything()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  async function openDialog() {
    renderPage(<TaskReassign />);
    const row = (await screen.findByText('Leave request of Zhang Wei')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Reassign' }));
    return screen.findByRole('dialog');
  }

  async function chooseType(dialog: HTMLElement, name: string) {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Handler type' }));
    fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
  }

  it('offers the server’s handler types and gives the task to the members of a role', async () => {
    const state = setup();
    server.use(...ucOrgHandlers());
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Handler type' }));
    await screen.findByText('User field of the form', { selector: '.ant-select-item-option-content' });
    const offered = screen.getAllByText(/./, { selector: '.ant-select-item-option-content' });
    expect(offered.map((o) => o.textContent)).toEqual([
      'User',
      'Role',
      'Organisation',
      'Organisation leader',
      'Initiator',
      'Initiator’s leader',
      'User field of the form',
    ]);
    fireEvent.click(offered[1]);
    const roles = await within(dialog).findByRole('combobox', { name: 'Roles' });
    expect(within(dialog).queryByRole('combobox', { name: 'New handlers' })).not.toBeInTheDocument();
    fireEvent.mouseDown(roles);
    fireEvent.click(await screen.findByText('人事专员', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(state.seen.executors).toEqual([{ taskId: 'task-1', handlerType: 'role', refs: ['role-hr'] }]));
  });

  it('asks for a role before sending, and sends the initiator’s leader with nothing to pick', async () => {
    const state = setup();
    server.use(...ucOrgHandlers());
    const dialog = await openDialog();
    await chooseType(dialog, 'Role');
    await within(dialog).findByRole('combobox', { name: 'Roles' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Choose at least one')).toBeInTheDocument();
    expect(state.seen.executors).toHaveLength(0);
    await chooseType(dialog, 'Initiator’s leader');
    expect(await within(dialog).findByText('The task goes to the leader of the process’s initiator.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(state.seen.executors).toEqual([{ taskId: 'task-1', handlerType: 'initiatorLeader' }]));
  });
});
