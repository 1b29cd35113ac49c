import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StartBody } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { answer } from '../../../mocks/call';
import { INSTANCE_CALLS } from '@contract/workflow-instances';
import {
  approvalFormDefaults,
  approvalState,
  defDesignHandler,
  instDetailListHandler,
  instanceFormHandler,
  openTasksHandler,
  startFormHandlers,
  taskDetail,
  taskHandlers,
} from '../../../mocks/handlers/approval';
import { instanceRow, taskRow } from '../../../mocks/handlers/tasks';
import { FlowCard } from '@/features/tasks';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { renderPage } from '../tasks/render';
import { openApprovalForm, sampleInstanceForm, setUpApprovalTests } from './support/approvalPage';

setUpApprovalTests();

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

describe('flow card', { timeout: 40_000 }, () => {
  it('opens the instance form from the monitor in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<FlowCard index={5} instanceId="inst 7" title="Trip" flowName="Travel" aiSummary="Two days in Jakarta" />);
    expect(screen.getByText('Two days in Jakarta')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Trip' }));
    expect(open).toHaveBeenCalledWith('/front/matter/approvalForm?instId=inst+7&type=fromMonitor', '_blank', 'noopener');
    open.mockRestore();
  });
});

describe('ApprovalForm (instance)', { timeout: 40_000 }, () => {
  it("shows the instance form read only and leads to the viewer's own open task", async () => {
    server.use(
      ...approvalFormDefaults(),
      sampleInstanceForm(),
      openTasksHandler([taskRow({ id: 'task-7', assigneeId: 'u-lina', name: 'Leader approval' })]),
      ...taskHandlers(
        () => taskDetail({ bpmTask: taskRow({ id: 'task-7' }) }),
        () => approvalState(),
      ),
    );
    const { router } = openApprovalForm('instId=inst-1&type=fromMonitor');
    expect(await screen.findByText('Leave request of Zhang Wei')).toBeInTheDocument();
    expect(await screen.findByText('You have a task in this process: Leader approval')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Days' })).not.toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Handle it' }));
    await waitFor(() => expect(router.state.location.search).toBe('?taskId=task-7'));
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('offers circulation only when the server says the viewer may circulate (%s)', async (may, shown) => {
    server.use(...approvalFormDefaults(), sampleInstanceForm(may), openTasksHandler([]));
    openApprovalForm('instId=inst-1');
    expect(await screen.findByText('Leave request of Zhang Wei')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Flow chart/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Circulate/ })).toHaveLength(shown);
  });

  it('still shows the facts, history and chart when the instance form cannot be read', async () => {
    server.use(
      ...approvalFormDefaults(),
      instanceFormHandler(null),
      instDetailListHandler([instanceRow({ subject: 'Expense of Zhao Min' })]),
      defDesignHandler(taskDetail().nodeLayoutList),
      openTasksHandler([]),
    );
    openApprovalForm('instId=inst-1');
    expect(await screen.findByText('Expense of Zhao Min')).toBeInTheDocument();
    expect(screen.getByText(/cannot be shown right now/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Flow chart/ }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Opinions per step' }));
    expect(await screen.findByText('Leader approval')).toBeInTheDocument();
  });
});

describe('ApprovalForm (a request that is gone)', { timeout: 40_000 }, () => {
  it('says a deleted request no longer exists and leads back to my requests', async () => {
    server.use(...approvalFormDefaults(), instanceFormHandler(null), instDetailListHandler([]), openTasksHandler([]));
    const { router } = openApprovalForm('instId=inst-gone');
    const result = await screen.findByTestId('task-load-failed');
    expect(result).toHaveTextContent('This request no longer exists');
    expect(result).toHaveTextContent('My requests lists the requests you started');
    fireEvent.click(screen.getByRole('button', { name: 'Back to my requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matter/myRequest'));
  });

  it('says a request the reader may not read is not theirs', async () => {
    server.use(
      ...approvalFormDefaults(),
      answer(INSTANCE_CALLS.form, () => fail(403, 'Forbidden', 403)),
      instDetailListHandler([]),
      openTasksHandler([]),
    );
    openApprovalForm('instId=inst-other');
    expect(await screen.findByTestId('task-load-failed')).toHaveTextContent('This request is not yours to read');
  });
});

describe('ApprovalForm (external start form)', { timeout: 40_000 }, () => {
  it('takes its query as properties, fills the base64 formData and starts the process', async () => {
    const seen: StartBody[] = [];
    server.use(...startFormHandlers(seen));
    const formData = `${b64('{"reason":"探亲","days":2}')}`;
    renderPage(<ApprovalForm defKey="leave" formData={formData} />, { path: '/external/approvalForm' });
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveValue('探亲');
    expect(screen.getByRole('spinbutton', { name: 'Days' })).toHaveValue('2');
    expect(screen.queryByText('HR note')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ defKey: 'leave', formData: { reason: '探亲', days: 2 } });
    expect(seen[0].draft).toBeUndefined();
    expect(await screen.findByText('The process has started')).toBeInTheDocument();
  });

  it('keeps a draft without checking required fields', async () => {
    const seen: StartBody[] = [];
    server.use(...startFormHandlers(seen));
    openApprovalForm('defKey=leave');
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ defKey: 'leave', draft: true });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });
});
