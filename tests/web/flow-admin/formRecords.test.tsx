import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import FormRecords from '@/features/flow-admin/pages/FormRecords';
import { describeChanges } from '@/features/flow-admin/lib/changes';
import { renderPage } from '../tasks/render';
import { useFlowAdminServer } from './setup';

const setup = useFlowAdminServer();

describe('form-change history', { timeout: 60_000 }, () => {
  it('lists what each save changed and deletes a record after the confirmation', async () => {
    const state = setup();
    renderPage(<FormRecords />);
    const row = (await screen.findByText('days: 3 → 2')).closest('tr')!;
    expect(within(row).getByText('Li Na')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(state.seen.removed).toEqual([['rec-1']]));
    await waitFor(() => expect(screen.queryByText('days: 3 → 2')).not.toBeInTheDocument());
  });

  it('searches by who changed', async () => {
    const state = setup();
    renderPage(<FormRecords />);
    await screen.findByText('days: 3 → 2');
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

  it.each([
    [{ days: { from: 3, to: 2 } }, ['days: 3 → 2']],
    [{ reason: { from: null, to: 'Trip' } }, ['reason: ∅ → Trip']],
    [{ items: { from: [], to: [{ a: 1 }] } }, ['items: [] → [{"a":1}]']],
    [{ note: { from: 'x'.repeat(80), to: '' } }, [`note: ${'x'.repeat(59)}… → ∅`]],
  ])('describes changes %j', (changes, words) => {
    expect(describeChanges(changes)).toEqual(words);
  });
});
