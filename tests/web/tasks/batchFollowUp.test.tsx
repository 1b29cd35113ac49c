import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UrgeBody } from '@contract/workflow-urging';
import { server } from '../../../mocks/node';
import { approvalFormDefaults, openTasksHandler, opinion } from '../../../mocks/handlers/approval';
import { ccReceipt, ccReceiptsHandler, urgeStateRow, urgingHandlers } from '../../../mocks/handlers/approvalBatch';
import { openApprovalForm, sampleInstanceForm, setUpApprovalTests } from '../approval/support/approvalPage';

setUpApprovalTests();

describe('urge and CC receipts on the approval form', { timeout: 40_000 }, () => {
  it('urges the chosen open task with a few words and says the leader was told at the second urge', async () => {
    const seen: UrgeBody[] = [];
    let count = 1;
    server.use(
      sampleInstanceForm(),
      openTasksHandler([]),
      ...urgingHandlers(
        () => [
          urgeStateRow({ taskId: 't-leader', nodeName: 'Leader approval', assigneeName: 'Li Na', count }),
          urgeStateRow({
            taskId: 't-hr',
            nodeName: 'HR approval',
            assigneeName: 'Liu Yang',
            canUrge: false,
            nextAllowed: '2030-01-01T08:00:00.000Z',
          }),
        ],
        (b) => ({
          taskId: b.taskId,
          count: ++count,
          escalatedTo: { id: 'u-boss', name: 'Wang Qiang' },
          nextAllowed: '2030-01-01T08:10:00.000Z',
        }),
        seen,
      ),
      // after the ones above: the first handler that answers wins
      ...approvalFormDefaults(),
    );
    openApprovalForm('instId=inst-1');
    fireEvent.click(await screen.findByRole('button', { name: /Urge$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Leader approval · Li Na/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /HR approval · Liu Yang/ })).toBeDisabled();
    expect(dialog).toHaveTextContent('Urged 1 time');
    expect(dialog).not.toHaveTextContent('Urged 1 times');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Flight on Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Urge' }));
    expect(await screen.findByText('Urged, and their leader Wang Qiang was told')).toBeInTheDocument();
    expect(seen).toEqual([{ taskId: 't-leader', message: 'Flight on Monday' }]);
  });

  it('offers no urge when the caller may urge nothing, and shows CC receipts per recipient', async () => {
    server.use(
      sampleInstanceForm(),
      openTasksHandler([]),
      ...urgingHandlers(() => [urgeStateRow({ canUrge: false })]),
      ccReceiptsHandler(() => [
        ccReceipt({ id: 'n1', toUserName: 'Chen Jing', openedTime: '2026-03-05T09:30:00.000Z', opinion: 'FYI' }),
        ccReceipt({ id: 'n2', toUserId: 'u_sunli', toUserName: 'Sun Li' }),
      ]),
      // the history holds an urge: shown with the server's label
      ...approvalFormDefaults([
        opinion({ id: 'o-urge', status: 'urge', statusVal: 'Urged', auditorName: 'Zhang Wei', opinion: 'Flight on Monday' }),
      ]),
    );
    openApprovalForm('instId=inst-1');
    const urged = (await screen.findByText('Flight on Monday')).closest('tr')!;
    expect(within(urged).getByText('Urged')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /CC receipts \(1\/2\)/ }));
    expect(screen.queryByRole('button', { name: /Urge$/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findAllByRole('row', { hidden: false });
    await waitFor(() => expect(rows.length).toBe(3));
    expect(rows[1]).toHaveTextContent('Chen Jing');
    expect(rows[1]).toHaveTextContent('FYI');
    expect(rows[1]).not.toHaveTextContent('Not opened');
    expect(rows[2]).toHaveTextContent('Sun Li');
    expect(rows[2]).toHaveTextContent('Not opened');
  });
});
