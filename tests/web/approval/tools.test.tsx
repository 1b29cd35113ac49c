import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ToolRequest } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { bpmImageHandler } from '../../../mocks/handlers/flowchart';
import { toolOptions, toolOptionsHandler, toolPlan, toolPreviewHandler, toolRunHandler } from '../../../mocks/handlers/taskTools';
import { TaskTools } from '@/features/approval/components/tools/TaskTools';
import { previewMarks } from '@/features/approval/components/tools/ToolPreview';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REJECT_PLAN = toolPlan({
  tool: 'reject',
  ends: [
    { taskId: 'task-1', nodeId: 'leaderApprove', nodeName: 'Department leader approval', userId: 'u-lina', userName: 'Li Na' },
    { taskId: 'vote-1', nodeId: 'financeCountersign', nodeName: 'Finance countersign', userId: 'u-chen', userName: 'Chen Jing' },
  ],
  opens: [{ taskId: 'start-1', nodeId: 'start', nodeName: 'Submit claim', userId: 'u-zhang', userName: 'Zhang Wei' }],
  told: [
    { id: 'u-zhang', name: 'Zhang Wei' },
    { id: 'u-chen', name: 'Chen Jing' },
  ],
  instStatus: 'backToStart',
});

function setup(opts: { stale?: boolean } = {}) {
  const previews: ToolRequest[] = [];
  const runs: ToolRequest[] = [];
  const fresh = { ...REJECT_PLAN, fingerprint: 'fp-2', ends: [REJECT_PLAN.ends[0]], told: [REJECT_PLAN.told[0]] };
  server.use(
    bpmImageHandler(() => null),
    toolOptionsHandler(
      toolOptions({
        tools: ['reject', 'transfer', 'addSign', 'removeAddSign'],
        rejectTargets: [{ nodeId: 'start', name: 'Submit claim', isStart: true }],
        addSigns: [
          {
            id: 'chain-1',
            mode: 'after',
            sequential: true,
            signers: [
              { userId: 'u-zhao', name: 'Zhao Min', state: 'done' },
              { userId: 'u-wang', name: 'Wang Qiang', state: 'open' },
            ],
          },
        ],
      }),
    ),
    toolPreviewHandler(() => REJECT_PLAN, previews),
    toolRunHandler(
      (r) => (r.fingerprint === 'fp-2' ? fresh : REJECT_PLAN),
      runs,
      (r) => (opts.stale && r.fingerprint === 'fp-1' ? fresh : null),
    ),
  );
  const onHandled = vi.fn();
  renderPage(
    <TaskTools
      taskId="task-1"
      excludeIds={[]}
      initiator="Zhang Wei"
      opinion=""
      rejectAsked={false}
      onRejectClosed={() => {}}
      serverReject={false}
      onHandled={onHandled}
    />,
  );
  return { previews, runs, onHandled };
}

describe('approval tools', { timeout: 40_000 }, () => {
  it('offers the tools the server allows and lists the signers I added, removable while they have not acted', async () => {
    setup();
    await screen.findByRole('button', { name: 'Transfer' });
    const group = screen.getByRole('group', { name: 'Approval tools' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject…', 'Transfer', 'Add signers']);
    expect(screen.getByText('Signers you added')).toBeInTheDocument();
    expect(screen.getByText('acted')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
  });

  it('reject: the preview lists what ends, opens and who is told; confirm sends its fingerprint with the opinion', async () => {
    const { previews, runs, onHandled } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog');
    const ends = await within(dialog).findByRole('region', { name: 'Tasks that end' });
    expect(within(ends).getByText('Finance countersign — Chen Jing')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Tasks that open' })).toHaveTextContent('Submit claim — Zhang Wei');
    expect(within(dialog).getByRole('region', { name: 'Who is told' })).toHaveTextContent('Chen Jing');
    expect(within(dialog).getByText('Task ends')).toBeInTheDocument();
    expect(previews[0]).toMatchObject({ tool: 'reject', taskId: 'task-1', destination: 'start', backToRejecter: false });

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opinion' }), { target: { value: 'receipts missing' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await waitFor(() => expect(previews.some((p) => p.backToRejecter)).toBe(true));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onHandled).toHaveBeenCalledWith('reject'));
    expect(runs[0]).toMatchObject({ destination: 'start', backToRejecter: true, opinion: 'receipts missing', fingerprint: 'fp-1' });
  });

  it('a stale preview: the run is refused and the fresh preview shown, confirmed again with its own fingerprint', async () => {
    const { runs, onHandled } = setup({ stale: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('region', { name: 'Tasks that end' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opinion' }), { target: { value: 'again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The request changed since you looked: here is what happens now')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Tasks that end' })).not.toHaveTextContent('Chen Jing');
    expect(onHandled).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onHandled).toHaveBeenCalledWith('reject'));
    expect(runs.map((r) => r.fingerprint)).toEqual(['fp-1', 'fp-2']);
  });
});

describe('previewMarks', () => {
  it.each([
    ['a node that only ends', { ends: ['a'], opens: [] }, { a: 'tool-preview-end' }],
    ['a node that only opens', { ends: [], opens: ['b'] }, { b: 'tool-preview-open' }],
    ['a task moving on one node', { ends: ['a'], opens: ['a', 'c'] }, { a: 'tool-preview-both', c: 'tool-preview-open' }],
  ])('%s', (_name, nodes, marks) => {
    const task = (nodeId: string) => ({ taskId: nodeId, nodeId, nodeName: nodeId, userId: null, userName: '' });
    expect(previewMarks({ ends: nodes.ends.map(task), opens: nodes.opens.map(task) })).toEqual(marks);
  });
});
