import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ToolRequest } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { bpmImageHandler } from '../../../mocks/handlers/flowchart';
import { toolOptions, toolOptionsHandler, toolPlan, toolPreviewHandler, toolRunHandler } from '../../../mocks/handlers/taskTools';
import { TaskTools } from '@/features/approval/components/tools/TaskTools';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JUMP_PLAN = toolPlan({
  tool: 'jump',
  ends: [{ taskId: 'task-1', nodeId: 'Y', nodeName: 'Finance check', userId: 'u-wang', userName: 'Wang Qiang' }],
  opens: [{ taskId: 'task-2', nodeId: 'X', nodeName: 'Leader approval', userId: 'u-lina', userName: 'Li Na' }],
  told: [
    { id: 'u-lina', name: 'Li Na' },
    { id: 'u-wang', name: 'Wang Qiang' },
  ],
});

describe('admin jump dialog', { timeout: 40_000 }, () => {
  it('a target and a reason: the preview is drawn, confirm runs the jump with its fingerprint and the reason', async () => {
    const previews: ToolRequest[] = [];
    const runs: ToolRequest[] = [];
    server.use(
      bpmImageHandler(() => null),
      toolOptionsHandler(
        toolOptions({
          tools: ['transfer', 'jump'],
          jumpTargets: [
            { nodeId: 'X', name: 'Leader approval', isStart: false },
            { nodeId: 'Z', name: 'Director approval', isStart: false },
          ],
        }),
      ),
      toolPreviewHandler(() => JUMP_PLAN, previews),
      toolRunHandler(
        () => JUMP_PLAN,
        runs,
        () => null,
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
    fireEvent.click(await screen.findByRole('button', { name: 'Jump…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Make your choices to see what will happen.')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Move the work to' }));
    fireEvent.click(await screen.findByTitle('Leader approval'));
    const opens = await within(dialog).findByRole('region', { name: 'Tasks that open' });
    expect(opens).toHaveTextContent('Leader approval — Li Na');
    expect(within(dialog).getByRole('region', { name: 'Tasks that end' })).toHaveTextContent('Finance check — Wang Qiang');
    expect(previews[0]).toMatchObject({ tool: 'jump', taskId: 'task-1', destination: 'X' });

    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'stuck step' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onHandled).toHaveBeenCalledWith('jump'));
    expect(runs[0]).toMatchObject({ tool: 'jump', destination: 'X', opinion: 'stuck step', fingerprint: 'fp-1' });
  });
});
