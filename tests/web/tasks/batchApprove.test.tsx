import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BatchApproveBody } from '@contract/workflow-batch';
import { server } from '../../../mocks/node';
import { secretaryListHandler, tabListHandlers, taskRow, typeTreeHandlers, type ListRequest } from '../../../mocks/handlers/tasks';
import { batchApproveHandler, batchCheckHandler, batchCheckItem, batchItem, batchResult } from '../../../mocks/handlers/approvalBatch';
import type { BatchCheckItem } from '@contract/workflow-batch';
import MyTask from '@/features/tasks/pages/MyTask';
import { renderPage } from './render';

const rows = [
  taskRow({ id: 't1', subject: 'Leave of Zhang Wei' }),
  taskRow({ id: 't2', subject: 'Trip of Zhao Min' }),
  taskRow({ id: 't3', subject: 'Laptop for Sun Li' }),
];
const seen: BatchApproveBody[] = [];
const lists: ListRequest[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  lists.length = 0;
});
afterAll(() => server.close());

function useServer(check?: (taskId: string) => BatchCheckItem) {
  server.use(
    batchCheckHandler(check),
    ...tabListHandlers((req) => (req.tab === 'todo' ? rows : []), lists),
    ...typeTreeHandlers(() => ({ nodes: [], counts: { null: 3 }, total: 3 })),
    secretaryListHandler(),
    batchApproveHandler(
      (body) =>
        batchResult(
          body.taskIds.map((taskId) =>
            taskId === 't2'
              ? batchItem({
                  taskId,
                  subject: 'Trip of Zhao Min',
                  outcome: 'skipped',
                  code: 'workflow.batch.needsSignature',
                  reason: 'This step needs a signature (Leader signature): open the form to sign it',
                })
              : taskId === 't3'
                ? batchItem({
                    taskId,
                    subject: 'Laptop for Sun Li',
                    outcome: 'failed',
                    code: 'workflow.task.hangUp',
                    reason: 'The request is on hold',
                  })
                : batchItem({ taskId }),
          ),
        ),
      seen,
    ),
  );
}

async function choose(subject: string) {
  fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${subject}` }));
}

/** The to-do list with three tasks ticked and the batch dialog opened on them. */
async function openWithThree() {
  renderPage(<MyTask />);
  await choose('Leave of Zhang Wei');
  await choose('Trip of Zhao Min');
  await choose('Laptop for Sun Li');
  fireEvent.click(await screen.findByRole('button', { name: /Batch approve \(3\)/ }));
  return screen.findByRole('dialog');
}

describe('batch approve from the to-do list', { timeout: 60_000 }, () => {
  it('approves the chosen tasks with one opinion and lists each outcome, partial success shown', async () => {
    useServer();
    const dialog = await openWithThree();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opinion' }), { target: { value: ' Fine by me ' } });
    const listsBefore = lists.length;
    const agree3 = await within(dialog).findByRole('button', { name: 'Agree to 3 tasks' });
    await waitFor(() => expect(agree3).toBeEnabled());
    fireEvent.click(agree3);

    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 approved, 1 skipped, 1 failed');
    expect(seen).toEqual([{ taskIds: ['t1', 't2', 't3'], opinion: 'Fine by me' }]);
    const items = within(within(dialog).getByRole('list', { name: 'Batch approval result' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-outcome'))).toEqual(['approved', 'skipped', 'failed']);
    expect(items[1]).toHaveTextContent('Skipped');
    expect(items[1]).toHaveTextContent('Trip of Zhao Min');
    expect(items[1]).toHaveTextContent('needs a signature');
    expect(items[2]).toHaveTextContent('Failed');
    expect(items[2]).toHaveTextContent('The request is on hold');
    // the lists are read again, and closing clears the choice
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Batch approve/ })).not.toBeInTheDocument());
  });

  it('sends no opinion when none was written, and offers nothing before a task is chosen', async () => {
    useServer();
    renderPage(<MyTask />);
    await screen.findByText('Leave of Zhang Wei');
    expect(screen.queryByRole('button', { name: /Batch approve/ })).not.toBeInTheDocument();
    await choose('Leave of Zhang Wei');
    fireEvent.click(await screen.findByRole('button', { name: /Batch approve \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    const agree1 = await within(dialog).findByRole('button', { name: 'Agree to 1 task' });
    await waitFor(() => expect(agree1).toBeEnabled());
    fireEvent.click(agree1);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 approved, 0 skipped, 0 failed');
    expect(seen).toEqual([{ taskIds: ['t1'] }]);
  });

  it('disables the tasks the check refuses, with the reason, and asks for the opinion a step needs', async () => {
    useServer((taskId) =>
      taskId === 't2'
        ? batchCheckItem({
            taskId,
            subject: 'Trip of Zhao Min',
            ok: false,
            code: 'workflow.batch.needsSignature',
            reason: 'This step needs a signature',
          })
        : batchCheckItem({ taskId, subject: taskId === 't3' ? 'Laptop for Sun Li' : 'Leave of Zhang Wei', needsOpinion: taskId === 't3' }),
    );
    const dialog = await openWithThree();
    const checked = await within(dialog).findByRole('list', { name: 'Whether the chosen tasks can be batch-approved' });
    expect(await within(checked).findByText('Cannot be batch-approved: This step needs a signature')).toBeInTheDocument();
    expect(within(checked).getByText('This step asks for an opinion')).toBeInTheDocument();
    const boxes = within(checked).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, true, false]);
    // only the two the batch can take are offered, and not without the opinion one of them needs
    const agree = within(dialog).getByRole('button', { name: 'Agree to 2 tasks' });
    expect(agree).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opinion' }), { target: { value: 'Agreed' } });
    await waitFor(() => expect(agree).toBeEnabled());
    fireEvent.click(agree);
    await within(dialog).findByRole('status');
    expect(seen).toEqual([{ taskIds: ['t1', 't3'], opinion: 'Agreed' }]);
  });
});
