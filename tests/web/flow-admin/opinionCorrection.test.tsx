import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OpinionCorrection from '@/features/flow-admin/pages/OpinionCorrection';
import { opinion } from '../../../mocks/handlers/approval';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();
const history = () => ({
  'inst-1': [
    {
      nodeId: 'leaderApprove',
      taskName: 'Leader approval',
      opinions: [opinion({ id: 'op-1', status: 'agree', opinion: 'Fine by me', auditor: 'u-lina', auditorName: 'Li Na' })],
    },
  ],
});

async function openOpinions() {
  renderPage(<OpinionCorrection />);
  const row = (await screen.findByText('Leave request of Zhang Wei')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Opinions' }));
  expect(await screen.findByText('Fine by me')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Correct the opinion of Li Na' }));
  const dialog = (await screen.findByText('Correct the opinion of Li Na', { selector: '.ant-modal-title' })).closest<HTMLElement>(
    '.ant-modal',
  )!;
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opinion text' }), { target: { value: 'Fine by me, 2 days' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('opinion correction', { timeout: 60_000 }, () => {
  it('opens an instance’s opinions by node and corrects one', async () => {
    const state = setup({ opinions: history() });
    await openOpinions();
    await waitFor(() => expect(state.seen.opinions).toEqual([{ id: 'op-1', opinion: 'Fine by me, 2 days' }]));
    expect(await screen.findByText('The opinion was corrected')).toBeInTheDocument();
    // the list shows the corrected text (read again)
    expect(await screen.findByText('Fine by me, 2 days', { selector: '.ant-list-item div' })).toBeInTheDocument();
  });

  it('shows the refusal when the correction is refused', async () => {
    const state = setup({ opinions: history(), fails: new Set(['updateOpinion']) });
    await openOpinions();
    await waitFor(() => expect(state.errors).toHaveBeenCalledWith('The server refused this action', expect.anything()));
    expect(screen.getByText('Correct the opinion of Li Na', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.queryByText('The opinion was corrected')).not.toBeInTheDocument();
  });
});
