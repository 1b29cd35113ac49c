import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { approvalFormDefaults, approvalState, taskDetail, taskHandlers, openTasksHandler } from '../../../mocks/handlers/approval';
import { printHandlers, printRecord, printRecordHandler, printTemplate, type PrintCalls } from '../../../mocks/handlers/print';
import type { PrintRecordRow } from '@contract/workflow-print-records';
import { openApprovalForm, sampleInstanceForm, setUpApprovalTests } from '../approval/support/approvalPage';
import { resetEngine } from './fakeEngine';
import { rowTexts } from '../support/tableRows';

vi.mock('@/shared/pdf/engine', () => import('./fakeEngine'));

setUpApprovalTests();
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  resetEngine(1);
  // jsdom has no object URLs; a download hands one to a link
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

/** The server's print records of inst-1: wordPrint adds one, as the reference server records each print. */
function printingServer(records: PrintRecordRow[] = []) {
  const calls: PrintCalls = { wordPrint: [], converted: [], fetched: [] };
  const seen: string[] = [];
  server.use(
    // every print the server fills is recorded (then the print handlers below answer it)
    http.post('*/system/file/v1/wordPrint', async ({ request }) => {
      const body = (await request.clone().json()) as { id: string; purpose?: string };
      records.unshift(
        printRecord({
          id: `pr-${records.length + 1}`,
          templateId: body.id,
          userName: 'Li Na',
          createTime: '2026-03-05 08:00:00',
          purpose: body.purpose ?? 'print',
        }),
      );
      return undefined;
    }),
    ...approvalFormDefaults(),
    ...printHandlers({ calls, formTemplates: [printTemplate({ templateId: 'tpl-leave', fileName: 'Leave form' })] }),
    printRecordHandler(records, seen),
  );
  return { calls, seen };
}

/** the open print dialog, its only template chosen */
async function printDialog() {
  const radio = await screen.findByRole('radio', { name: /Leave form/ });
  await waitFor(() => expect(radio).toBeChecked());
  return radio.closest<HTMLElement>('[role="dialog"]')!;
}

describe('printing from the approval form', { timeout: 40_000 }, () => {
  it('the task form’s Print button opens the print dialog, which prints the task’s instance', async () => {
    const { calls } = printingServer();
    server.use(
      ...taskHandlers(
        () => taskDetail(),
        () => approvalState(),
      ),
    );
    openApprovalForm('taskId=task-1');
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Print' }));
    const dialog = await printDialog();
    fireEvent.click(within(dialog).getAllByRole('button', { name: /Print/ }).at(-1)!);
    expect(await screen.findByRole('toolbar', { name: 'PDF tools' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.wordPrint).toHaveLength(1);
    expect(calls.wordPrint[0]).toMatchObject({
      formKey: 'leaveForm',
      id: 'tpl-leave',
      instId: 'inst-1',
      taskId: 'task-1',
      purpose: 'print',
    });
    // the form's values as shown go along (the server prints the stored ones of an instance)
    expect(JSON.parse(calls.wordPrint[0].boData!)).toMatchObject({ days: 3 });
  });

  it('the instance view offers Print too, without a task', async () => {
    const { calls } = printingServer();
    server.use(sampleInstanceForm(), openTasksHandler([]));
    openApprovalForm('instId=inst-1');
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    fireEvent.click(await within(bar).findByRole('button', { name: 'Print' }));
    const dialog = await printDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(calls.fetched).toHaveLength(1);
    expect(calls.wordPrint[0]).toMatchObject({ formKey: 'leaveForm', instId: 'inst-1', purpose: 'download' });
    expect(calls.wordPrint[0].taskId).toBeUndefined();
  });

  it('the print log tab lists who printed, when, at which node, with which template; a new print shows up', async () => {
    const records = [
      printRecord({
        id: 'pr-1',
        userName: 'Zhang Wei',
        nodeId: 'leaderApprove',
        templateName: 'Leave form',
        createTime: '2026-03-02 10:15:00',
        purpose: 'download',
      }),
      printRecord({
        id: 'pr-0',
        userName: 'Wang Qiang',
        nodeId: null,
        templateName: null,
        createTime: '2026-03-01 09:00:00',
        purpose: 'batch',
      }),
    ];
    const { seen } = printingServer(records);
    server.use(sampleInstanceForm(), openTasksHandler([]));
    openApprovalForm('instId=inst-1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Print log' }));
    const table = within(await screen.findByRole('tabpanel', { name: 'Print log' })).getByRole('table');
    await within(table).findByText('Zhang Wei');
    const rows = rowTexts(table);
    expect(rows).toEqual([
      ['Zhang Wei', '2026-03-02 10:15:00', 'Leader approval', 'Leave form', 'Downloaded'],
      ['Wang Qiang', '2026-03-01 09:00:00', '-', '-', 'Batch print'],
    ]);
    expect(seen).toEqual(['inst-1']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Printed by', 'Printed at', 'Node', 'Template', 'How']);

    // a print through the dialog is read again into the log
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Approval actions' })).getByRole('button', { name: 'Print' }));
    fireEvent.click(within(await printDialog()).getByRole('button', { name: /Download/ }));
    const added = (await within(table).findByText('Li Na')).closest('tr')!;
    expect(within(added).getByText('Downloaded')).toBeInTheDocument();
    expect(within(table).getAllByRole('row', { hidden: false })).toHaveLength(4);
  });
});
