import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryBody } from '@contract/common';
import { server } from '../../../mocks/node';
import { approvalFormDefaults, approvalState, openTasksHandler, taskDetail, taskHandlers } from '../../../mocks/handlers/approval';
import {
  addReadRecordHandler,
  readRecord,
  readRecordsHandler,
  relatedInformation,
  relatedInformationHandler,
} from '../../../mocks/handlers/readRecords';
import { instanceRow } from '../../../mocks/handlers/tasks';
import { openApprovalForm, sampleInstanceForm, setUpApprovalTests } from './support/approvalPage';
import { rowTexts } from '../support/tableRows';

setUpApprovalTests();

const READS = [
  readRecord({ id: 'r-5', userId: 'u-lina', userName: 'Li Na', readTime: '2026-03-03T09:00:00.000Z' }),
  readRecord({
    id: 'r-4',
    userId: 'u-zhangwei',
    userName: 'Zhang Wei',
    orgName: 'R&D',
    taskId: null,
    nodeName: 'Leader approval',
    readTime: '2026-03-02T09:00:00.000Z',
  }),
  readRecord({
    id: 'r-3',
    userId: 'u-x',
    userName: '<b>Bold</b> Reader',
    orgName: null,
    nodeName: null,
    readTime: '2026-03-01T12:00:00.000Z',
  }),
  readRecord({ id: 'r-2', userId: 'u-lina', userName: 'Li Na', readTime: '2026-03-01T10:00:00.000Z' }),
  readRecord({ id: 'r-1', userId: 'u-lina', userName: 'Li Na', readTime: '2026-03-01T09:00:00.000Z' }),
];

function setupTask(opts: { related?: ReturnType<typeof relatedInformation> | null; reads?: typeof READS } = {}) {
  const recorded: Array<Record<string, string>> = [];
  const bodies: QueryBody[] = [];
  // before the defaults: the first matching handler answers
  server.use(
    addReadRecordHandler(recorded),
    ...approvalFormDefaults(),
    ...taskHandlers(taskDetail, () => approvalState()),
    relatedInformationHandler(
      opts.related === undefined
        ? relatedInformation({
            parent: instanceRow({ id: 'inst-0', subject: 'Purchase of laptops', procDefName: 'Purchase request' }),
            children: [instanceRow({ id: 'inst-2', subject: 'Budget review of laptops', procDefName: 'Budget review', status: 'end' })],
          })
        : opts.related,
    ),
    readRecordsHandler(opts.reads ?? READS, bodies),
  );
  return { recorded, bodies };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Related information/ }));
  // antd labels the dialog by an id the test environment does not make unique: check the title instead
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Related information', { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
}

describe('read records of the approval form', { timeout: 40_000 }, () => {
  it('records one read when the task form opens, not again on re-renders', async () => {
    const { recorded } = setupTask();
    openApprovalForm('taskId=task-1');
    const opinion = await screen.findByRole('textbox', { name: 'Opinion' });
    await waitFor(() => expect(recorded).toEqual([{ taskId: 'task-1' }]));
    fireEvent.change(opinion, { target: { value: 'typing re-renders the form' } });
    fireEvent.change(opinion, { target: { value: 'and again' } });
    // a round trip after the re-renders: a second record would have arrived by now
    const dialog = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Read records' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(3));
    expect(recorded).toEqual([{ taskId: 'task-1' }]);
  });

  it('records the read of an instance opened without a task by its id', async () => {
    const recorded: Array<Record<string, string>> = [];
    server.use(addReadRecordHandler(recorded), ...approvalFormDefaults(), sampleInstanceForm(), openTasksHandler([]));
    openApprovalForm('instId=inst-1');
    expect(await screen.findByText('Leave request of Zhang Wei')).toBeInTheDocument();
    await waitFor(() => expect(recorded).toEqual([{ instId: 'inst-1' }]));
  });
});

describe('related information dialog', { timeout: 40_000 }, () => {
  it('shows the instance facts with the initiator’s department, its parent and sub processes', async () => {
    setupTask();
    openApprovalForm('taskId=task-1');
    const dialog = await openDialog();
    await within(dialog).findByText('Purchase of laptops');
    // the value cell beside a label cell
    const valueOf = (label: string) =>
      within(dialog).getByText(label, { selector: '.ant-descriptions-item-label > span' }).parentElement!.nextElementSibling!.textContent;
    expect(valueOf('Initiator')).toBe('Zhang Wei');
    expect(valueOf('Department')).toBe('R&D');
    expect(valueOf('Flow')).toBe('Leave request');
    expect(valueOf('Serial number')).toBe('LV-2026-0001');
    expect(valueOf('Started')).toMatch(/^2026-03-01 \d\d:00:00$/);
    expect(valueOf('Status')).toBe('In progress');
    expect(valueOf('Waiting at')).toBe('Leader approval (Li Na)');
    expect(valueOf('Parent process')).toContain('Purchase request');
    expect(within(dialog).getByText('Purchase of laptops')).toBeInTheDocument();
    const children = within(dialog).getByRole('list', { name: 'Sub processes' });
    expect(within(children).getByText('Budget review of laptops')).toBeInTheDocument();
  });

  it('lists one row per reader by default and every read on request, as the products query it', async () => {
    const { bodies } = setupTask();
    openApprovalForm('taskId=task-1');
    const dialog = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Read records' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(3));
    expect(rowTexts(table).map((r) => [r[0], r[4]])).toEqual([
      ['Li Na', '3'],
      ['Zhang Wei', '1'],
      ['<b>Bold</b> Reader', '1'],
    ]);
    // user text is text, never markup
    expect(within(table).getByText('<b>Bold</b> Reader').querySelector('b')).toBeNull();
    expect(bodies[0]).toEqual({
      pageBean: { page: 1, pageSize: 10, showTotal: true },
      querys: [{ property: 'procInstId', value: 'inst-1', operation: 'EQUAL', relation: 'AND' }],
      params: { distinct: '1' },
    });

    fireEvent.click(within(dialog).getByText('Every read'));
    await waitFor(() => expect(rowTexts(table)).toHaveLength(5));
    expect(bodies.at(-1)?.params).toBeUndefined();
    expect(rowTexts(table)[0]).toEqual(['Li Na', 'R&D', 'Leader approval', expect.stringMatching(/^2026-03-03 \d\d:00:00$/)]);
  });

  it('pages the read records', async () => {
    const many = Array.from({ length: 13 }, (_, i) => readRecord({ id: `r-${i}`, userId: `u-${i}`, userName: `Reader ${i}` }));
    const { bodies } = setupTask({ reads: many });
    openApprovalForm('taskId=task-1');
    const dialog = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Read records' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(10));
    expect(within(dialog).getByText('13 in all')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rowTexts(table).map((r) => r[0])).toEqual(['Reader 10', 'Reader 11', 'Reader 12']));
    expect(bodies.at(-1)?.pageBean).toEqual({ page: 2, pageSize: 10, showTotal: true });
  });

  it('says so when the related information cannot be loaded', async () => {
    setupTask({ related: null, reads: [] });
    openApprovalForm('taskId=task-1');
    const dialog = await openDialog();
    expect(await within(dialog).findByText('The related information could not be loaded')).toBeInTheDocument();
    expect(await within(dialog).findByText('Nobody has opened this form yet')).toBeInTheDocument();
  });
});
