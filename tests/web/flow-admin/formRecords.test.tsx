import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import FormRecords from '@/features/flow-admin/pages/FormRecords';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();

describe('form-change history', { timeout: 60_000 }, () => {
  it('shows each change by the field label with values as the form does, the request as a link, the step; no delete', async () => {
    const state = setup();
    renderPage(<FormRecords />);
    const link = await screen.findByRole('link', { name: 'Leave request of Admin' });
    expect(link.getAttribute('href')).toContain('/matter/approvalForm?instId=inst-1');
    const row = link.closest('tr')!;
    // the select's option labels, not its stored values; the label, not the field's name
    const leaveType = row.querySelector('[data-field="leaveType"]')!;
    expect(leaveType.textContent).toBe('Leave type: Annual leave → Personal leave');
    expect(row.querySelector('[data-field="days"]')!.textContent).toBe('Days: 3 → 2');
    expect(within(row).getByText('Li Na')).toBeInTheDocument();
    expect(within(row).getByText('Leader approval')).toBeInTheDocument();
    expect(row.textContent).not.toContain('{');
    // an audit trail: nothing to tick, nothing to delete
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(state.seen.removed).toEqual([]);
  });

  it('keeps a field the form no longer has under its stored name', async () => {
    const [record] = setup().records;
    record!.changes = { ...record!.changes, oldField: { from: null, to: 'x' } };
    renderPage(<FormRecords />);
    await screen.findByRole('link', { name: 'Leave request of Admin' });
    expect(document.querySelector('[data-field="oldField"]')!.textContent).toBe('oldField: - → x');
  });

  it('searches by who changed', async () => {
    const state = setup();
    renderPage(<FormRecords />);
    await screen.findByRole('link', { name: 'Leave request of Admin' });
    const box = screen.getByRole('searchbox', { name: 'Search by who changed' });
    fireEvent.change(box, { target: { value: 'Li' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(state.seen.lists.at(-1)?.querys).toEqual([{ property: 'userName', value: 'Li', operation: 'LIKE', relation: 'AND' }]),
    );
  });

  it('says so when the list cannot be read', async () => {
    setup({ fails: new Set(['records']) });
    renderPage(<FormRecords />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not be loaded');
  });
});
