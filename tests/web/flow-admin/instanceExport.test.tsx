import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import InstanceExport from '@/features/flow-admin/pages/InstanceExport';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();

describe('instance export', { timeout: 60_000 }, () => {
  it('shows the rows of the list and exports them as CSV for the chosen list', async () => {
    const state = setup();
    renderPage(<InstanceExport />);
    expect(await screen.findByText('Leave request of Zhang Wei')).toBeInTheDocument();
    expect(screen.getByText('Expense claim of Li Na')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(state.seen.exported).toHaveLength(1));
    expect(state.seen.exported[0]).toMatchObject({ tab: 'processOverview' });
    expect(await screen.findByText('The CSV file was created')).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    setup({ fails: new Set(['instances']) });
    renderPage(<InstanceExport />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not be loaded');
  });
});
