import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TaskExceptions from '@/features/flow-admin/pages/TaskExceptions';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();

describe('task exceptions', { timeout: 60_000 }, () => {
  it('lists the exceptions with their reason', async () => {
    setup();
    renderPage(<TaskExceptions />);
    expect(await screen.findByText('Leave request of Admin')).toBeInTheDocument();
    expect(screen.getByText('Expense claim of Admin')).toBeInTheDocument();
    expect(screen.getAllByText('No approver was found for this node').length).toBeGreaterThan(0);
  });

  it('deletes one after the confirmation and says how many went', async () => {
    const state = setup();
    renderPage(<TaskExceptions />);
    const row = (await screen.findByText('Leave request of Admin')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(state.seen.removed).toEqual([['exc-1']]));
    expect(await screen.findByText('1 deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Leave request of Admin')).not.toBeInTheDocument());
  });

  it('exports the filtered list as CSV', async () => {
    const state = setup();
    renderPage(<TaskExceptions />);
    await screen.findByText('Leave request of Admin');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by subject' }), { target: { value: 'Leave' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search by subject' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(state.seen.exported).toHaveLength(1));
    expect(state.seen.exported[0].querys).toEqual([{ property: 'subject', value: 'Leave', operation: 'LIKE', relation: 'AND' }]);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('shows the refusal when a deletion fails, and keeps the row', async () => {
    const state = setup({ fails: new Set(['removeExceptions']) });
    renderPage(<TaskExceptions />);
    const row = (await screen.findByText('Leave request of Admin')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(state.errors).toHaveBeenCalledWith('The server refused this action', expect.anything()));
    expect(screen.getByText('Leave request of Admin')).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    setup({ fails: new Set(['exceptions']) });
    renderPage(<TaskExceptions />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not be loaded');
  });
});
