import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CommonFlows from '@/features/flow-admin/pages/CommonFlows';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();

describe('my common flows', { timeout: 60_000 }, () => {
  it('lists them, adds a flow one may start and removes one after the confirmation', async () => {
    const state = setup();
    renderPage(<CommonFlows />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Leave request')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose flows to add' }));
    fireEvent.click(await screen.findByText('Expense claim', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect(await within(table).findByText('Expense claim')).toBeInTheDocument();
    expect(state.common.map((c) => c.defKey)).toEqual(['leaveRequest', 'expenseClaim']);

    const row = within(table).getByText('Leave request').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(state.seen.removed).toEqual([['leaveRequest']]));
    await waitFor(() => expect(within(table).queryByText('Leave request')).not.toBeInTheDocument());
  });

  it('says so when the list cannot be read', async () => {
    setup({ fails: new Set(['common']) });
    renderPage(<CommonFlows />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not be loaded');
  });
});
