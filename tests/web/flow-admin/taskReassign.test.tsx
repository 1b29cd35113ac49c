import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TaskReassign from '@/features/flow-admin/pages/TaskReassign';
import { server } from '../../../mocks/node';
import { userSearchHandler } from '../../../mocks/handlers/tasks';
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
    await waitFor(() => expect(state.seen.executors).toEqual([{ taskId: 'task-1', userIds: ['u-wangfang'], opinion: 'On leave' }]));
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
});
