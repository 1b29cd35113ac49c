import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import {
  secretaryListHandler,
  tabListHandlers,
  taskRow,
  typeTreeHandlers,
  instanceRow,
  type ListRequest,
} from '../../../mocks/handlers/tasks';
import { batchPrintHandlers } from '../../../mocks/handlers/print';
import { PRINT_CALLS, type BatchPrintBody } from '@contract/print';
import { answer } from '../../../mocks/call';
import { fail } from '../../../mocks/envelope';
import MyTask from '@/features/tasks/pages/MyTask';
import MyRequest from '@/features/tasks/pages/MyRequest';
import { listenToMocks } from '../support/mockServer';
import { renderPage } from '../tasks/render';
import { resetEngine, state } from './fakeEngine';

vi.mock('@/shared/pdf/engine', () => import('./fakeEngine'));

listenToMocks();
beforeEach(() => resetEngine(4));
afterEach(() => vi.restoreAllMocks());

// 120 open tasks of 60 instances (two tasks each), so a batch prints each instance once
const todos = Array.from({ length: 120 }, (_, i) =>
  taskRow({ id: `t${i + 1}`, subject: `Request ${i + 1}`, procInstId: `inst-${Math.floor(i / 2) + 1}` }),
);

function setup(steps: Parameters<typeof batchPrintHandlers>[0] = [{ status: 'running', progress: 40 }]) {
  const seen: ListRequest[] = [];
  const calls = { bodies: [] as BatchPrintBody[], reads: 0 };
  server.use(
    ...tabListHandlers((req) => (req.tab === 'todo' ? todos : [instanceRow({ id: 'inst-mine', subject: 'My trip' })]), seen),
    ...typeTreeHandlers(() => ({ nodes: [], counts: { null: 120 }, total: 120 })),
    secretaryListHandler(),
    ...batchPrintHandlers(steps, calls),
  );
  return { seen, calls };
}

const rowBox = (subject: string) => screen.getByRole('checkbox', { name: `Select ${subject}` });
const selectAll = () => document.querySelector<HTMLInputElement>('.ant-table-thead input[type="checkbox"]')!;

describe('batch print from the task lists', { timeout: 60_000 }, () => {
  it('chooses rows across pages, refuses more than 100 with a message, and clears', async () => {
    const { seen } = setup();
    renderPage(<MyTask />);
    await screen.findByText('Request 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /page size/i }));
    fireEvent.click(await screen.findByTitle('100 / page'));
    await waitFor(() => expect(seen.at(-1)?.body.pageBean?.pageSize).toBe(100));
    await screen.findByText('Request 100');
    fireEvent.click(selectAll());
    expect(await screen.findByText('100 selected (at most 100)')).toBeInTheDocument();

    // the next page keeps the choice; one more row is one too many
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Request 101');
    fireEvent.click(rowBox('Request 101'));
    expect(await screen.findByText('At most 100 can be printed at once; 101 are selected')).toBeInTheDocument();
    expect(rowBox('Request 101')).not.toBeChecked();
    expect(screen.getByText('100 selected (at most 100)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected \(at most/)).not.toBeInTheDocument();
    fireEvent.click(rowBox('Request 101'));
    expect(await screen.findByText('1 selected (at most 100)')).toBeInTheDocument();
  });

  it('prints the chosen instances once each, shows the progress, then opens or downloads the merged PDF', async () => {
    const { calls } = setup([
      { status: 'running', progress: 40 },
      {
        status: 'success',
        progress: 100,
        resultFileId: 'f-merged',
        resultFileName: 'Batch print.pdf',
        finishTime: '2026-03-03T01:00:09.000Z',
        notes: ['Request 5: no print template'],
      },
    ]);
    renderPage(<MyTask />);
    await screen.findByText('Request 1');
    for (const n of [1, 2, 3, 5]) fireEvent.click(rowBox(`Request ${n}`));
    expect(await screen.findByText('4 selected (at most 100)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Batch print/ }));

    const dialog = (await screen.findByRole('progressbar', { name: 'Batch print progress' })).closest<HTMLElement>('[role="dialog"]')!;
    expect(await within(dialog).findByText('Making one merged PDF…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // Request 1 and 2 are one instance, as are 3 (inst-2) and 5 (inst-3)
    expect(calls.bodies).toEqual([{ instIds: ['inst-1', 'inst-2', 'inst-3'] }]);

    expect(await within(dialog).findByText('Done', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByText('Request 5: no print template')).toBeInTheDocument();
    const polls = calls.reads;
    await new Promise((r) => setTimeout(r, 1200));
    // a finished batch is no longer asked about
    expect(calls.reads).toBe(polls);

    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:merged'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(saved).toEqual(['Batch print.pdf']));

    fireEvent.click(within(dialog).getByRole('button', { name: /Open/ }));
    const bar = await screen.findByRole('toolbar', { name: 'PDF tools' }, { timeout: 5000 });
    expect(await within(bar).findByText('Page 1 of 4')).toBeInTheDocument();
    expect(state.opened).toEqual(['%PDF-']);
  });

  it('tells why the batch could not start', async () => {
    setup();
    server.use(answer(PRINT_CALLS.batchPrint, () => fail(403, 'No print right')));
    renderPage(<MyTask />);
    await screen.findByText('Request 1');
    fireEvent.click(rowBox('Request 1'));
    fireEvent.click(await screen.findByRole('button', { name: /Batch print/ }));
    expect(await screen.findByText('The batch print could not be started')).toBeInTheDocument();
  });

  it('the instance lists choose instances too (my requests)', async () => {
    const { calls } = setup();
    renderPage(<MyRequest />, { path: '/matter/myRequest' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select My trip' }));
    fireEvent.click(await screen.findByRole('button', { name: /Batch print/ }));
    await waitFor(() => expect(calls.bodies).toEqual([{ instIds: ['inst-mine'] }]));
  });
});
